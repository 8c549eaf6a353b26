import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { LoginValues } from '../../../contracts/auth';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { signInWithPassword, totpChallengeOf, type TotpChallenge } from '../identity/identity-actions';
import { EmailField, PasswordField } from './auth-fields';
import type { AuthFormProps } from './auth-form-props';
import { OrDivider } from './or-divider';
import { ProviderButtons } from './provider-buttons';
import { TotpSignInForm } from './totp-sign-in-form';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const loginResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/auth').then(
    (module) => module.loginSchema,
  ),
);

/** E-mail and password, Google and Apple, a hint for legacy accounts and the way to register (docs/product.md §2). */
export function LoginForm({ defaultEmail = '', onSwitchTab, onSuccess, onError, onStart }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useFormErrorMessage();
  const { register, handleSubmit, getValues, formState } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  // Set once the password is right and the account asks for its authenticator app's code.
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);

  const submit = async ({ email, password }: LoginValues) => {
    onStart();
    try {
      onSuccess(await signInWithPassword(email, password));
    } catch (error) {
      const totp = await totpChallengeOf(error).catch(() => undefined);
      if (totp) setChallenge(totp);
      else onError(error);
    }
  };

  if (challenge) {
    return (
      <TotpSignInForm
        challenge={challenge}
        onBack={() => setChallenge(null)}
        onSuccess={onSuccess}
        onError={onError}
        onStart={onStart}
      />
    );
  }

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <EmailField error={errorMessage('email', formState.errors.email)} registration={register('email')} />
        <PasswordField
          autoComplete="current-password"
          error={errorMessage('password', formState.errors.password)}
          registration={register('password')}
        />
        <div className="flex justify-end">
          <Button
            variant="link"
            className="text-sm"
            onClick={() => onSwitchTab('forgottenPass', getValues('email'))}
          >
            {t('login.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" fullWidth size="large" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <OrDivider />
      <ProviderButtons onSuccess={onSuccess} onError={onError} onStart={onStart} />
      <div className="rounded-xl bg-brand-50 p-3 text-sm text-ink-700">
        <p>{t('login.legacyHint')}</p>
        <Button
          variant="link"
          className="mt-1 text-sm"
          onClick={() => onSwitchTab('forgottenPass', getValues('email'))}
        >
          {t('login.legacyAction')}
        </Button>
      </div>
      <p className="text-center text-sm text-ink-700">
        {t('login.noAccount')}{' '}
        <Button variant="link" onClick={() => onSwitchTab('register', getValues('email'))}>
          {t('login.toRegister')}
        </Button>
      </p>
    </div>
  );
}
