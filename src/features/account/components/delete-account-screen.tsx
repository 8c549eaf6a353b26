import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { deleteMe } from '../api/delete-me';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { reauthenticateWithPassword } from '../identity/account-identity';
import { identityErrorCode, useIdentityErrorMessage } from '../identity/identity-error-message';
import { AccountCard, AccountSection } from './account-section';
import { DownloadDataCard } from './download-data-card';

/** /account/delete: a confirmation with a fresh sign-in, DELETE /me, sign-out, home with a toast. */
export function DeleteAccountScreen() {
  const { t } = useTranslation(['account', 'auth']);
  const { user, signOut } = useAuth();
  const router = useRouter();
  const apiError = useApiErrorMessage();
  const identityError = useIdentityErrorMessage();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPassword = user?.providerData.some((provider) => provider.providerId === 'password') ?? false;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (hasPassword && password === '') {
      setError(t('errors:forms.required'));
      return;
    }
    setBusy(true);
    try {
      if (hasPassword) await reauthenticateWithPassword(password);
    } catch (failure) {
      setError(identityError(failure));
      setBusy(false);
      return;
    }
    try {
      await deleteMe();
    } catch (failure) {
      setError(apiError(failure));
      setBusy(false);
      return;
    }
    // The identity is gone on the server: what is left is this tab's session.
    await signOut().catch((failure: unknown) => {
      if (!identityErrorCode(failure)) throw failure;
    });
    toast.success(t('delete.done'));
    await router.replace('/');
  };

  return (
    <AccountSection title={t('sections.delete.title')}>
      <DownloadDataCard />
      <AccountCard className="space-y-4">
        <p className="text-ink-700">{t('delete.explanation')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t('delete.consequences.bookings')}</li>
          <li>{t('delete.consequences.data')}</li>
          <li>{t('delete.consequences.irreversible')}</li>
        </ul>
        <Button className="bg-red-700 hover:bg-red-800" onClick={() => setOpen(true)}>
          {t('delete.start')}
        </Button>
      </AccountCard>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          setOpen(next);
          setError(null);
          setPassword('');
        }}
      >
        <DialogContent closeLabel={t('cancel')}>
          <DialogTitle>{t('delete.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {t(hasPassword ? 'delete.confirmWithPassword' : 'delete.confirmDescription')}
          </DialogDescription>
          <form noValidate onSubmit={confirm} className="mt-4 space-y-4">
            {error && (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            )}
            {hasPassword && (
              <Field label={t('security.currentPassword')} required>
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
            )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={busy} className="bg-red-700 hover:bg-red-800">
                {t('delete.confirm')}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
