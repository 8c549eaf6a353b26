import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';

/** The e-mail field every auth form opens with. */
export function EmailField({
  error,
  registration,
}: {
  error: ReactNode;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      {...registration}
    />
  );
}

/** A password with show/hide; `autoComplete` tells password managers whether it is new. */
export function PasswordField({
  error,
  hint,
  autoComplete,
  registration,
}: {
  error: ReactNode;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.password')} hint={hint} required error={error}>
      {(control) => (
        <PasswordInput
          autoComplete={autoComplete}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}
