import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthDialog, type AuthDialogTab } from '../../../lib/auth/auth-dialog-context';
import { captureException } from '../../../lib/monitoring';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { identityErrorCode, identityErrorKeys, isCancelledByUser } from '../identity/identity-errors';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';

const TEXTS: Record<AuthDialogTab, { title: string; description: string }> = {
  login: { title: 'login.title', description: 'login.description' },
  register: { title: 'register.title', description: 'register.description' },
  forgottenPass: { title: 'recover.title', description: 'recover.description' },
};

/**
 * The sign-in dialog (docs/product.md §2, §4): login, register and forgottenPass tabs, opened and
 * closed through useAuthDialog(). It closes when the user becomes authenticated.
 */
export function AuthDialog() {
  const { t } = useTranslation(['auth', 'errors']);
  const dialog = useAuthDialog();
  const { isOpen, tab, close, open } = dialog;
  const { status } = useAuth();
  const onSuccess = useAuthSuccess();

  // An identity error belongs to one opening of one tab: switching or closing clears it.
  const attempt = `${isOpen}:${tab}`;
  const [identityError, setIdentityError] = useState<{ attempt: string; message: string } | null>(null);
  const [seenAttempt, setSeenAttempt] = useState(attempt);
  if (seenAttempt !== attempt) {
    // Reset while rendering (React's pattern for state that follows a prop), however the dialog was closed.
    setSeenAttempt(attempt);
    setIdentityError(null);
  }
  const shownError = (identityError?.attempt === attempt ? identityError.message : undefined) ?? dialog.error;

  const previousStatus = useRef(status);
  useEffect(() => {
    const becameAuthenticated = status === 'authenticated' && previousStatus.current !== 'authenticated';
    previousStatus.current = status;
    if (becameAuthenticated && isOpen) close();
  }, [status, isOpen, close]);

  const onError = useCallback(
    (error: unknown) => {
      if (isCancelledByUser(error)) return;
      // An error without an identity code is a bug or a failed download, not a user mistake.
      if (!identityErrorCode(error)) captureException(error, { during: 'sign-in' });
      setIdentityError({ attempt, message: t(identityErrorKeys(error)) });
    },
    [attempt, t],
  );
  const onStart = useCallback(() => setIdentityError(null), []);
  const onSwitchTab = useCallback(
    (next: AuthDialogTab, email?: string) => open({ tab: next, email: email || dialog.email }),
    [open, dialog.email],
  );

  const formProps = { defaultEmail: dialog.email, onSwitchTab, onSuccess, onError, onStart };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogTitle>{t(TEXTS[tab].title)}</DialogTitle>
        <DialogDescription>{t(TEXTS[tab].description)}</DialogDescription>
        {shownError && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
            {shownError}
          </p>
        )}
        <div className="mt-5">
          {tab === 'login' && <LoginForm {...formProps} />}
          {tab === 'register' && <RegisterForm {...formProps} />}
          {tab === 'forgottenPass' && <RecoverForm defaultEmail={dialog.email} onSwitchTab={onSwitchTab} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** For next/dynamic: the dialog is loaded the first time someone opens it. */
export default AuthDialog;
