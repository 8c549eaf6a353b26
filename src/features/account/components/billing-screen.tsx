import { useTranslation } from 'next-i18next/pages';
import { useAccount } from '../../../lib/account/get-account';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';
import { BillingForm } from './billing-form';

/** /account/billing. */
export function BillingScreen() {
  const { t } = useTranslation('account');
  const account = useAccount();
  return (
    <AccountSection title={t('sections.billing.title')} lead={t('billing.lead')}>
      {account.isPending ? <AccountLoading /> : account.isError ? <AccountLoadError /> : (
        <AccountCard>
          <BillingForm account={account.data} />
        </AccountCard>
      )}
    </AccountSection>
  );
}
