import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '../../../lib/auth/auth-context';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';
import { useMe } from '../../../lib/me/get-me';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

// The form parses phone numbers with libphonenumber (about 29 kB gzipped): fetched while /me loads,
// not before the page can hydrate; the loading card keeps its place meanwhile.
const PersonalInfoForm = lazyComponent(
  () => import('./personal-info-form').then((module) => module.PersonalInfoForm),
  () => <AccountLoading />,
);
// The same for the e-mail form, with react-hook-form.
const ChangeEmailForm = lazyComponent(
  () => import('./change-email-form').then((module) => module.ChangeEmailForm),
  () => <AccountLoading />,
);

/** /account/personal-info. */
export function PersonalInfoScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  const { user } = useAuth();
  usePreload([PersonalInfoForm, ChangeEmailForm]);
  // Google and Apple own the address of those who sign in with them.
  const hasPassword = user?.providerData.some((provider) => provider.providerId === 'password') ?? false;
  return (
    <AccountSection title={t('sections.personalInfo.title')} lead={t('personalInfo.lead')}>
      {me.isPending ? (
        <AccountLoading />
      ) : me.isError ? (
        <AccountLoadError />
      ) : (
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
