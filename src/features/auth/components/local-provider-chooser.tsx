import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import type { LocalIdentityValues } from '../../../contracts/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { IdentityProviderName } from '../identity/identity-actions';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const localIdentityResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/auth').then(
    (module) => module.localIdentitySchema,
  ),
);

export type LocalProviderChooserProps = {
  provider: IdentityProviderName;
  onSubmit: (identity: LocalIdentityValues) => Promise<void>;
  onCancel: () => void;
};

/** Local development only: stands in for the Google or Apple window, which cannot reach the emulator. */
export function LocalProviderChooser({ provider, onSubmit, onCancel }: LocalProviderChooserProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useFormErrorMessage();
  const providerName = t(provider === 'google' ? 'providers.googleName' : 'providers.appleName');
  const { register, handleSubmit, formState } = useForm<LocalIdentityValues>({
    resolver: localIdentityResolver,
    defaultValues: { email: '', name: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-3 rounded-xl bg-sage-100 p-4"
      aria-label={t('localProvider.title', { provider: providerName })}
    >
      <p className="text-sm font-medium text-ink-900">
        {t('localProvider.title', { provider: providerName })}
      </p>
      <p className="text-xs text-ink-700">{t('localProvider.notice', { provider: providerName })}</p>
      <Field
        label={t('localProvider.email')}
        type="email"
        autoComplete="off"
        required
        error={errorMessage('email', formState.errors.email)}
        {...register('email')}
      />
      <Field
        label={t('localProvider.name')}
        autoComplete="off"
        required
        error={errorMessage('name', formState.errors.name)}
        {...register('name')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('localProvider.cancel')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('localProvider.submit')}
        </Button>
      </div>
    </form>
  );
}
