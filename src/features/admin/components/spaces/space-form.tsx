import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { SPACE_FEATURES, SPACE_TYPES } from '../../../../contracts/admin-values';
import { apiErrorOf } from '../../../../lib/api-session';
import { lazyZodResolver } from '../../../../lib/forms/lazy-zod-resolver';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useZones } from '../../api/admin-spaces';
import type { SpaceFormValues } from '../../space-form-values';
import { OpeningHoursSection } from './opening-hours-section';
import { SpaceAddressSection } from './space-address-section';
import { SpaceExtrasSection } from './space-extras-section';
import { FormSection, SelectField, SpaceFormProvider, TextAreaField, TextField } from './space-form-fields';

const spaceResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../space-form-schema').then(
    (module) => module.spaceFormSchema,
  ),
);

export type SpaceFormProps = {
  defaultValues: SpaceFormValues;
  /** Saves the values; throws what the API answered. May return the values saved, which the form then shows. */
  save: (values: SpaceFormValues) => Promise<SpaceFormValues | void>;
  submitLabel: string;
  /** The extras offered (an edit); a new space is offered the whole catalogue when first saved. */
  withExtras: boolean;
};

/** Every editable field of a space (docs/business-rules.md §7), checked here before anything is sent. */
export function SpaceForm({ defaultValues, save, submitLabel, withExtras }: SpaceFormProps) {
  const { t } = useTranslation(['admin', 'spaces']);
  const apiError = useApiErrorMessage();
  const zones = useZones();
  const form = useForm<SpaceFormValues>({ resolver: spaceResolver, defaultValues });
  const zone = zones.data?.find((candidate) => candidate.id === form.watch('zone'));

  // The select is drawn before the zones arrive, without the space's zone among its options: once
  // they are there, the zone is set again so that the select shows it.
  useEffect(() => {
    if (zones.data) form.setValue('zone', form.getValues('zone'));
  }, [zones.data, form]);

  const submit = async (values: SpaceFormValues) => {
    try {
      const saved = await save(values);
      if (saved) form.reset(saved);
    } catch (error) {
      if (apiErrorOf(error)?.code === 'SPACE_SLUG_TAKEN')
        form.setError('slug', { type: 'server', message: 'errors:api.SPACE_SLUG_TAKEN' });
      toast.error(apiError(error));
    }
  };

  return (
    <SpaceFormProvider value={form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-label={t('admin:spaces.form.label')}
        className="space-y-6"
      >
        <FormSection title={t('admin:spaces.form.texts')}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="title_fr" label={t('admin:spaces.form.titleFr')} required maxLength={120} />
            <TextField name="title_en" label={t('admin:spaces.form.titleEn')} required maxLength={120} />
            <TextAreaField
              name="description_fr"
              label={t('admin:spaces.form.descriptionFr')}
              maxLength={5000}
            />
            <TextAreaField
              name="description_en"
              label={t('admin:spaces.form.descriptionEn')}
              maxLength={5000}
            />
            <TextAreaField
              name="access_fr"
              label={t('admin:spaces.form.accessFr')}
              maxLength={2000}
              optional
            />
            <TextAreaField
              name="access_en"
              label={t('admin:spaces.form.accessEn')}
              maxLength={2000}
              optional
            />
          </div>
        </FormSection>
        <FormSection title={t('admin:spaces.form.general')}>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField name="zone" label={t('admin:spaces.form.zone')}>
              <option value="">{t('admin:spaces.form.chooseZone')}</option>
              {zones.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <SelectField name="type" label={t('admin:spaces.form.type')}>
              {SPACE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin:spaces.types.${type}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="slug"
              label={t('admin:spaces.form.slug')}
              hint={t('admin:spaces.form.slugHint')}
              maxLength={80}
              spellCheck={false}
              autoCapitalize="none"
            />
            <TextField name="capacity" label={t('admin:spaces.form.capacity')} required inputMode="numeric" />
            <TextField
              name="price"
              label={t('admin:spaces.form.price')}
              hint={t('admin:spaces.form.priceHint')}
              required
              inputMode="decimal"
            />
          </div>
        </FormSection>
        <SpaceAddressSection near={zone ? { lat: zone.latitude, lng: zone.longitude } : undefined} />
        <FormSection title={t('admin:spaces.form.features')}>
          <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
            {SPACE_FEATURES.map((feature) => (
              <label key={feature} className="flex min-h-10 items-center gap-2 text-ink-900">
                <input
                  type="checkbox"
                  value={feature}
                  {...form.register('features')}
                  className="size-5 accent-brand-600"
                />
                {t(`spaces:features.${feature}`)}
              </label>
            ))}
          </div>
        </FormSection>
        <OpeningHoursSection />
        {withExtras ? (
          <SpaceExtrasSection />
        ) : (
          <FormSection title={t('admin:spaces.extras.title')}>
            <p className="text-sm text-ink-700">{t('admin:spaces.extras.afterCreate')}</p>
          </FormSection>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="large" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </SpaceFormProvider>
  );
}
