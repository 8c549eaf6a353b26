import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { ChangePasswordValues } from '../account-forms';
import { changePassword } from '../identity/account-identity';
import { useIdentityErrorMessage } from '../identity/identity-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const changePasswordResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then(
    (module) => module.changePasswordFormSchema,
  ),
);

/** A new password; the current one doubles as the recent sign-in the identity service asks for. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const errorMessage = useFormErrorMessage();
  const identityError = useIdentityErrorMessage();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordValues>({
    resolver: changePasswordResolver,
    defaultValues: { current: '', next: '', confirm: '' },
  });

  const submit = async ({ current, next }: ChangePasswordValues) => {
    try {
      await changePassword(current, next);
      reset();
      toast.success(t('security.passwordChanged'));
    } catch (error) {
      setError('root', { message: identityError(error) });
    }
  };

  const password = (
    name: keyof ChangePasswordValues,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <Field label={label} required error={errorMessage(name, formState.errors[name])}>
      {(control) => (
        <PasswordInput
          autoComplete={autoComplete}
          showLabel={t('auth:fields.showPassword')}
          hideLabel={t('auth:fields.hidePassword')}
          {...control}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {formState.errors.root?.message && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {formState.errors.root.message}
        </p>
      )}
      {password('current', t('security.currentPassword'), 'current-password')}
      {password('next', t('security.newPassword'), 'new-password')}
      {password('confirm', t('security.confirmPassword'), 'new-password')}
      <Button type="submit" loading={formState.isSubmitting}>
        {t('security.changePassword')}
      </Button>
    </form>
  );
}
