import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
// The context-free Trans: the one re-exported by next-i18next would sit in every page's first load.
import { Trans } from 'react-i18next/TransWithoutContext';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { RegisterValues } from '../../../contracts/auth';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { checkEmail } from '../api/check-email';
import { registerWithPassword } from '../identity/identity-actions';
import { EmailField, PasswordField } from './auth-fields';
import type { AuthFormProps } from './auth-form-props';
import { OrDivider } from './or-divider';
import { ProviderButtons } from './provider-buttons';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const registerResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/auth').then(
    (module) => module.registerSchema,
  ),
);

function LegalLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <AppLink
      href="/mentions-legales"
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {t('dialog.newTab')}</span>
    </AppLink>
  );
}

/** E-mail (checked before the account is created), password, legal notice, Google and Apple (docs/product.md §2, §5). */
export function RegisterForm({ defaultEmail = '', onSwitchTab, onSuccess, onError, onStart }: AuthFormProps) {
  const { t, i18n } = useTranslation('auth');
  const errorMessage = useFormErrorMessage();
  // The correction offered for the address typed, and the address it was offered for.
  const [suggestion, setSuggestion] = useState<{ for: string; email: string } | null>(null);
  const { register, handleSubmit, getValues, setValue, setError, setFocus, formState } =
    useForm<RegisterValues>({
      resolver: registerResolver,
      defaultValues: { email: defaultEmail, password: '' },
    });

  const submit = async ({ email, password }: RegisterValues) => {
    onStart();
    // The check helps; it never blocks: if it fails, the identity provider still validates the address.
    const check = await checkEmail(email).catch(() => null);
    // A suggestion is offered once: submitting the same address again means "yes, I meant it".
    if (check?.did_you_mean && suggestion?.for !== email) {
      setSuggestion({ for: email, email: check.did_you_mean });
      setError(
        'email',
        { type: 'did_you_mean', message: 'errors:email.did_you_mean' },
        { shouldFocus: true },
      );
      return;
    }
    if (check && !check.valid) {
      setError(
        'email',
        { type: 'invalidEmail', message: 'errors:forms.invalidEmail' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      onSuccess(await registerWithPassword(email, password, i18n.language));
    } catch (error) {
      onError(error);
    }
  };

  const acceptSuggestion = (email: string) => {
    setValue('email', email, { shouldValidate: true, shouldDirty: true });
    setSuggestion(null);
    setFocus('email');
  };

  const emailError = formState.errors.email;
  const offered = emailError?.type === 'did_you_mean' ? suggestion : null;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <EmailField
          error={
            offered ? (
              <button
                type="button"
                className="text-left underline underline-offset-2"
                onClick={() => acceptSuggestion(offered.email)}
              >
                {errorMessage('email', emailError, { suggestion: offered.email })}
              </button>
            ) : (
              errorMessage('email', emailError)
            )
          }
          registration={register('email')}
        />
        <PasswordField
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={errorMessage('password', formState.errors.password)}
          registration={register('password')}
        />
        <p className="text-xs text-ink-500">
          <Trans t={t} i18n={i18n} i18nKey="register.legal" components={{ legalLink: <LegalLink /> }} />
        </p>
        <Button type="submit" fullWidth size="large" loading={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <OrDivider />
      <ProviderButtons onSuccess={onSuccess} onError={onError} onStart={onStart} />
      <p className="text-center text-sm text-ink-700">
        {t('register.hasAccount')}{' '}
        <Button variant="link" onClick={() => onSwitchTab('login', getValues('email'))}>
          {t('register.toLogin')}
        </Button>
      </p>
    </div>
  );
}
