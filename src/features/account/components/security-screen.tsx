import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '../../../lib/auth/auth-context';
import { AccountCard, AccountSection } from './account-section';
import { ChangePasswordForm } from './change-password-form';
import { TotpSection } from './totp-section';

/** /account/security: password and two-factor sign-in. */
export function SecurityScreen() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const hasPassword = user?.providerData.some((provider) => provider.providerId === 'password') ?? false;
  return (
    <AccountSection title={t('sections.security.title')}>
      <AccountCard>
        <h2 className="mb-4 text-lg font-semibold text-ink-900">{t('security.passwordTitle')}</h2>
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-sm text-ink-700">{t('security.noPassword')}</p>
        )}
      </AccountCard>
      {hasPassword && (
        <AccountCard>
          <TotpSection />
        </AccountCard>
      )}
    </AccountSection>
  );
}
