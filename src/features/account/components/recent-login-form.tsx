import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { reauthenticateWithPassword } from '../identity/account-identity';
import { useIdentityErrorMessage } from '../identity/identity-error-message';

/** The identity service wants a recent sign-in (`requires-recent-login`): the password again, then the action is retried. */
export function RecentLoginForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const identityError = useIdentityErrorMessage();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await reauthenticateWithPassword(password);
      onConfirmed();
    } catch (failure) {
      setError(identityError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl bg-brand-50 p-3">
      <p className="text-sm text-ink-700">{t('security.recentLogin')}</p>
      <Field label={t('security.currentPassword')} required error={error}>
        {(control) => (
          <PasswordInput
            autoComplete="current-password"
            showLabel={t('auth:fields.showPassword')}
            hideLabel={t('auth:fields.hidePassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...control}
          />
        )}
      </Field>
      <Button type="submit" size="small" loading={busy}>
        {t('security.confirmIdentity')}
      </Button>
    </form>
  );
}
