import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { TotpSignInValues } from '../auth-form-schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { resolveTotpSignIn, type TotpChallenge } from '../identity/identity-actions';
import type { AuthFormProps } from './auth-form-props';

const totpResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../auth-form-schemas').then(
    (module) => module.totpSignInSchema,
  ),
);

/** The second step of a password sign-in when the account has an authenticator app. */
export function TotpSignInForm({
  challenge,
  onBack,
  onSuccess,
  onError,
  onStart,
}: { challenge: TotpChallenge; onBack: () => void } & Pick<
  AuthFormProps,
  'onSuccess' | 'onError' | 'onStart'
>) {
  const { t } = useTranslation('auth');
  const errorMessage = useFormErrorMessage();
  const { register, handleSubmit, formState } = useForm<TotpSignInValues>({
    resolver: totpResolver,
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: TotpSignInValues) => {
    onStart();
    try {
      onSuccess(await resolveTotpSignIn(challenge, code));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <p className="text-sm text-ink-700">{t('login.totp.lead')}</p>
      <Field
        label={t('login.totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        error={errorMessage('code', formState.errors.code)}
        {...register('code')}
      />
      <Button type="submit" fullWidth size="large" loading={formState.isSubmitting}>
        {t('login.totp.submit')}
      </Button>
      <Button variant="link" className="text-sm" onClick={onBack}>
        {t('login.totp.back')}
      </Button>
    </form>
  );
}
