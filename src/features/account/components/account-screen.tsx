import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/me/get-me';
import { captureException } from '../../../lib/monitoring';
import { useProfileFlags } from '../../../lib/account/use-profile-flags';
import { AccountCard, AccountLoadError, AccountLoading } from './account-section';
import { ACCOUNT_SECTIONS } from './account-sections';
import { OnboardingChecklist } from './onboarding-checklist';

/** /account: who the user is, what is left to fill in (docs/product.md §4) and the way to each section. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  const { user, signOut } = useAuth();
  const me = useMe();
  const flags = useProfileFlags();
  const [signingOut, setSigningOut] = useState(false);

  const logOut = () => {
    setSigningOut(true);
    // Leaving the page is ProtectedRoute's job once the session is gone.
    signOut()
      .catch((error: unknown) => captureException(error, { during: 'sign-out' }))
      .finally(() => setSigningOut(false));
  };

  if (me.isPending) return <AccountLoading />;
  if (me.isError) return <AccountLoadError />;
  const fullName = [me.data.first_name, me.data.last_name].filter(Boolean).join(' ');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <AccountCard className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar
          size="large"
          label={fullName || me.data.email}
          role={me.data.role}
          status={me.data.status}
          photoUrl={me.data.photo_url}
          providerPhotoUrl={user?.photoURL}
          firstName={me.data.first_name}
          lastName={me.data.last_name}
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-500">{t('name')}</dt>
          <dd className="text-ink-900">{fullName || t('noName')}</dd>
          <dt className="text-ink-500">{t('email')}</dt>
          <dd className="break-all text-ink-900">{me.data.email}</dd>
          <dt className="text-ink-500">{t('role')}</dt>
          <dd className="text-ink-900">{t(`roles.${me.data.role}`)}</dd>
        </dl>
      </AccountCard>
      {me.data.status === 'suspended' && <p className="text-sm text-ink-500">{t('suspended')}</p>}

      {flags?.profileIncomplete && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t(flags.profileEmpty ? 'flags.profileEmpty' : 'flags.profileIncomplete')}
        </p>
      )}

      <nav aria-label={t('sections.label')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_SECTIONS.map((section) => {
            const flagged = 'flag' in section && flags?.[section.flag];
            return (
              <li key={section.id}>
                <AppLink
                  href={section.href}
                  className="flex h-full items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span>
                    <span className="block font-medium text-ink-900">
                      {t(`sections.${section.id}.title`)}
                    </span>
                    <span className="mt-1 block text-sm text-ink-500">
                      {t(`sections.${section.id}.description`)}
                    </span>
                  </span>
                  {flagged && (
                    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t(
                        section.flag === 'personalInfoIncomplete'
                          ? 'flags.personalInfoIncomplete'
                          : 'flags.billingIncomplete',
                      )}
                    </span>
                  )}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <OnboardingChecklist />

      <Button variant="secondary" loading={signingOut} onClick={logOut}>
        {t('logOut')}
      </Button>
    </div>
  );
}
