import { useTranslation } from 'next-i18next/pages';
import { useMe } from '../../../lib/me/get-me';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';
import { PersonalInfoForm } from './personal-info-form';

/** /account/personal-info. */
export function PersonalInfoScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  return (
    <AccountSection title={t('sections.personalInfo.title')} lead={t('personalInfo.lead')}>
      {me.isPending ? <AccountLoading /> : me.isError ? <AccountLoadError /> : (
        <AccountCard>
          <PersonalInfoForm me={me.data} />
        </AccountCard>
      )}
    </AccountSection>
  );
}
