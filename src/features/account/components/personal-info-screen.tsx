import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/me/get-me';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';
import { ChangeEmailForm } from './change-email-form';
import { PersonalInfoForm } from './personal-info-form';

/** /account/personal-info. */
export function PersonalInfoScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  const { user } = useAuth();
  // Google and Apple own the address of those who sign in with them.
  const hasPassword = user?.providerData.some((provider) => provider.providerId === 'password') ?? false;
  return (
    <AccountSection title={t('sections.personalInfo.title')} lead={t('personalInfo.lead')}>
      {me.isPending ? <AccountLoading /> : me.isError ? <AccountLoadError /> : (
        <>
          <AccountCard>
            <PersonalInfoForm me={me.data} />
          </AccountCard>
          {hasPassword && (
            <AccountCard>
              <ChangeEmailForm currentEmail={me.data.email} />
            </AccountCard>
          )}
        </>
      )}
    </AccountSection>
  );
}
