import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import type { Me } from '../../../contracts/me';
import { LOCALES } from '../../../contracts/me-values';
import { formatPhone } from '../../../contracts/phone-format';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { useUpdateMe } from '../../../lib/me/update-me';
import type { PersonalInfoInput, PersonalInfoValues } from '../personal-info-form-schema';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const personalInfoResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../personal-info-form-schema').then(
    (module) => module.personalInfoFormSchema,
  ),
);

/** First and last name, phone (saved in E.164) and language; the e-mail is the sign-in's. */
export function PersonalInfoForm({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const update = useUpdateMe();
  const { register, handleSubmit, formState, reset } = useForm<
    PersonalInfoInput,
    unknown,
    PersonalInfoValues
  >({
    resolver: personalInfoResolver,
    defaultValues: {
      first_name: me.first_name ?? '',
      last_name: me.last_name ?? '',
      phone: formatPhone(me.phone),
      locale: me.locale,
    },
  });

  const submit = async (values: PersonalInfoValues) => {
    try {
      // The resolver has already put the phone in E.164.
      const saved = await update.mutateAsync(values);
      reset({
        first_name: saved.first_name ?? '',
        last_name: saved.last_name ?? '',
        phone: formatPhone(saved.phone),
        locale: saved.locale,
      });
      toast.success(t('personalInfo.saved'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={errorMessage('first_name', formState.errors.first_name)}
          {...register('first_name')}
        />
        <Field
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={errorMessage('last_name', formState.errors.last_name)}
          {...register('last_name')}
        />
      </div>
      <Field
        label={t('fields.email')}
        type="email"
        value={me.email}
        readOnly
        hint={t('personalInfo.emailHint')}
      />
      <Field
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint={t('personalInfo.phoneHint')}
        error={errorMessage('phone', formState.errors.phone)}
        {...register('phone')}
      />
      <Field label={t('fields.locale')}>
        {(control) => (
          <select className={inputClassName} {...control} {...register('locale')}>
            {LOCALES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {tCommon(`language.switchTo.${lang}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" loading={formState.isSubmitting}>
        {t('save')}
      </Button>
    </form>
  );
}
