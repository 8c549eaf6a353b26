import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { ChangeEmailValues } from '../account-forms';
import { requestEmailChange } from '../identity/account-identity';
import { useIdentityErrorMessage } from '../identity/identity-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const changeEmailResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then(
    (module) => module.changeEmailFormSchema,
  ),
);

/** A new sign-in address: the password again (a recent sign-in), then a link sent to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t, i18n } = useTranslation(['account', 'auth']);
  const errorMessage = useFormErrorMessage();
  const identityError = useIdentityErrorMessage();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangeEmailValues>({
    resolver: changeEmailResolver,
    defaultValues: { email: '', password: '' },
  });

  const submit = async ({ email, password }: ChangeEmailValues) => {
    setSent(false);
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      setError('email', { message: t('personalInfo.sameEmail') });
      return;
    }
    try {
      await requestEmailChange(password, email, i18n.language);
      reset({ email, password: '' });
      setSent(true);
    } catch (error) {
      setError('root', { message: identityError(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <h2 className="text-lg font-semibold text-ink-900">{t('personalInfo.changeEmailTitle')}</h2>
      {sent && (
        <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-ink-700">
          {t('personalInfo.emailLinkSent')}
        </p>
      )}
      {formState.errors.root?.message && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {formState.errors.root.message}
        </p>
      )}
      <Field
        label={t('personalInfo.newEmail')}
        type="email"
        autoComplete="email"
        required
        error={
          formState.errors.email?.type === 'manual'
            ? formState.errors.email.message
            : errorMessage('email', formState.errors.email)
        }
        {...register('email')}
      />
      <Field
        label={t('security.currentPassword')}
        required
        error={errorMessage('password', formState.errors.password)}
      >
        {(control) => (
          <PasswordInput
            autoComplete="current-password"
            showLabel={t('auth:fields.showPassword')}
            hideLabel={t('auth:fields.hidePassword')}
            {...control}
            {...register('password')}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
        {t('personalInfo.changeEmail')}
      </Button>
    </form>
  );
}
