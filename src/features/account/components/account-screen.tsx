import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { captureException } from '../../../lib/monitoring';
import { useMe } from '../../../lib/me/get-me';

/** /account: who the user is; profile, billing and team forms come later. */
export function AccountScreen() {
  const { t } = useTranslation('account');
  const { signOut } = useAuth();
  const me = useMe();
  const [signingOut, setSigningOut] = useState(false);
  const fullName = [me.data?.first_name, me.data?.last_name].filter(Boolean).join(' ');

  const logOut = () => {
    setSigningOut(true);
    // Leaving the page is ProtectedRoute's job once the session is gone.
    signOut()
      .catch((error: unknown) => captureException(error, { during: 'sign-out' }))
      .finally(() => setSigningOut(false));
  };

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <section className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        {me.isPending ? (
          <div className="h-32 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />
        ) : me.isError ? (
          <p role="alert" className="text-ink-700">{t('error')}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-ink-500">{t('name')}</dt>
            <dd className="text-ink-900">{fullName || t('noName')}</dd>
            <dt className="text-ink-500">{t('email')}</dt>
            <dd className="break-all text-ink-900">{me.data.email}</dd>
            <dt className="text-ink-500">{t('role')}</dt>
            <dd className="text-ink-900">{t(`roles.${me.data.role}`)}</dd>
          </dl>
        )}
        {me.data?.status === 'suspended' && <p className="mt-4 text-sm text-ink-500">{t('suspended')}</p>}
        <Button variant="secondary" className="mt-6" loading={signingOut} onClick={logOut}>
          {t('logOut')}
        </Button>
      </section>
    </>
  );
}
