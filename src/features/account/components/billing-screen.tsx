import { useTranslation } from 'next-i18next/pages';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';
import { useAccount } from '../../../lib/account/get-account';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

// react-hook-form comes with the form: fetched while the page's data loads, not before the page
// can hydrate; the loading card keeps its place meanwhile.
const BillingForm = lazyComponent(
  () => import('./billing-form').then((module) => module.BillingForm),
  () => <AccountLoading />,
);

/** /account/billing. */
export function BillingScreen() {
  const { t } = useTranslation('account');
  const account = useAccount();
  usePreload([BillingForm]);
  return (
    <AccountSection title={t('sections.billing.title')} lead={t('billing.lead')}>
      {account.isPending ? (
        <AccountLoading />
      ) : account.isError ? (
        <AccountLoadError />
      ) : (
        <AccountCard>
          <BillingForm account={account.data} />
        </AccountCard>
      )}
    </AccountSection>
  );
}
