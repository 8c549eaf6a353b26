import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { AdminZone, AdminZoneCreate } from '../../../contracts/admin-zones';
import { apiErrorOf } from '../../../lib/api-session';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

// A new zone's id is checked (a page of the site is refused, as the API does); an edited zone's is carried along.
const createResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../zone-form-schema').then(
    (module) => module.zoneCreateFormSchema,
  ),
);
const editResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../zone-form-schema').then(
    (module) => module.zoneEditFormSchema,
  ),
);
/** API errors that are about the id the person typed: shown under that field. */
const ID_ERRORS = new Set(['ZONE_TAKEN', 'ZONE_SLUG_RESERVED']);

export type ZoneFormProps = {
  /** The zone being edited; absent, the form opens a new one (and asks for its id). */
  zone?: AdminZone;
  submitLabel: string;
  /** Saves; rejects with the API's error when refused. */
  onSubmit: (values: AdminZoneCreate) => Promise<unknown>;
  onCancel?: () => void;
};

/** A zone's id (new zones only), names in both languages and the centre its search map opens on. */
export function ZoneForm({ zone, submitLabel, onSubmit, onCancel }: ZoneFormProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const message = useFormErrorMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<AdminZoneCreate>({
    resolver: zone ? editResolver : createResolver,
    defaultValues: zone
      ? {
          id: zone.id,
          name_fr: zone.name_fr,
          name_en: zone.name_en,
          latitude: zone.latitude,
          longitude: zone.longitude,
        }
      : { id: '', name_fr: '', name_en: '' },
  });
  const { errors } = formState;

  const submit = async (values: AdminZoneCreate) => {
    try {
      await onSubmit(values);
      // A new zone is in the list now: the form is ready for the next one.
      if (!zone) reset();
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      const field = code && ID_ERRORS.has(code) ? 'id' : 'root';
      setError(field, { message: t(code ? [`errors:api.${code}`, 'errors:generic'] : ['errors:generic']) });
    }
  };

  const number = { valueAsNumber: true } as const;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      {!zone && (
        <Field
          className="sm:col-span-2"
          label={t('admin:zones.fields.id')}
          hint={t('admin:zones.fields.idHint')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          error={message('id', errors.id)}
          {...register('id')}
        />
      )}
      <Field
        label={t('admin:zones.fields.name_fr')}
        required
        maxLength={80}
        error={message('name_fr', errors.name_fr)}
        {...register('name_fr')}
      />
      <Field
        label={t('admin:zones.fields.name_en')}
        required
        maxLength={80}
        error={message('name_en', errors.name_en)}
        {...register('name_en')}
      />
      <Field
        label={t('admin:zones.fields.latitude')}
        required
        type="number"
        step="any"
        inputMode="decimal"
        error={message('latitude', errors.latitude)}
        {...register('latitude', number)}
      />
      <Field
        label={t('admin:zones.fields.longitude')}
        required
        type="number"
        step="any"
        inputMode="decimal"
        error={message('longitude', errors.longitude)}
        {...register('longitude', number)}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('admin:zones.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
