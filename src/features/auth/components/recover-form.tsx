import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { RecoverValues } from '../../../contracts/auth';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { identityErrorKeys, isCancelledByUser } from '../identity/identity-errors';
import { sendPasswordReset } from '../identity/identity-actions';
import { EmailField } from './auth-fields';
import type { AuthFormProps } from './auth-form-props';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const recoverResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/auth').then(
    (module) => module.recoverSchema,
  ),
);

export type RecoverFormProps = Pick<AuthFormProps, 'defaultEmail' | 'onSwitchTab'>;

/** The password-reset e-mail; its outcome is told by a toast (docs/product.md §8). */
export function RecoverForm({ defaultEmail = '', onSwitchTab }: RecoverFormProps) {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const errorMessage = useFormErrorMessage();
  const { register, handleSubmit, getValues, formState } = useForm<RecoverValues>({
    resolver: recoverResolver,
    defaultValues: { email: defaultEmail },
  });

  const submit = async ({ email }: RecoverValues) => {
    try {
      await sendPasswordReset(email, i18n.language);
      toast.success(t('recover.success', { email }));
      onSwitchTab('login', email);
    } catch (error) {
      if (!isCancelledByUser(error)) toast.error(t(identityErrorKeys(error)));
    }
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <EmailField error={errorMessage('email', formState.errors.email)} registration={register('email')} />
        <Button type="submit" fullWidth size="large" loading={formState.isSubmitting}>
          {t('recover.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Button variant="link" onClick={() => onSwitchTab('login', getValues('email'))}>
          {t('recover.toLogin')}
        </Button>
      </p>
    </div>
  );
}
