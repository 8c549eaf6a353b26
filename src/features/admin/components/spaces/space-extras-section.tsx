import { useTranslation } from 'next-i18next/pages';
import { Field } from '../../../../components/ui/field';
import { formatPrice } from '../../../../domain/money';
import { toLocale } from '../../../../lib/locale';
import { FormSection, useSpaceFieldError, useSpaceForm } from './space-form-fields';

/**
 * The extras this space offers and at which price (the catalogue's price beside it). There is no
 * list of the catalogue to add from: an extra the space stops offering is gone from here once saved.
 */
export function SpaceExtrasSection() {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const { register, watch } = useSpaceForm();
  const errorOf = useSpaceFieldError();
  // The list is the space's, fixed while it is edited: no field array needed (nor its weight, which
  // react-hook-form's one module would carry to every page with a form).
  const extras = watch('extras');

  return (
    <FormSection title={t('spaces.extras.title')} description={t('spaces.extras.hint')}>
      {extras.length === 0 ? (
        <p className="text-sm text-ink-700">{t('spaces.extras.none')}</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {extras.map((extra, index) => {
            const name = locale === 'fr' ? extra.name_fr : extra.name_en;
            const offered = extra.offered;
            return (
              <li key={extra.id} className="flex flex-wrap items-start gap-x-6 gap-y-2 py-3">
                <label className="flex min-h-11 flex-1 basis-48 items-center gap-2 text-ink-900">
                  <input
                    type="checkbox"
                    {...register(`extras.${index}.offered`)}
                    disabled={!extra.active}
                    className="size-5 accent-brand-600"
                  />
                  <span>
                    {t('spaces.extras.offer', { name })}
                    {!extra.active && (
                      <span className="block text-xs text-ink-500">{t('spaces.extras.retired')}</span>
                    )}
                  </span>
                </label>
                {offered && (
                  <Field
                    className="w-40"
                    label={t('spaces.extras.price', { name })}
                    hint={t('spaces.extras.cataloguePrice', {
                      price: formatPrice(extra.catalogue_cents, locale),
                    })}
                    error={errorOf(`extras.${index}.price`)}
                    inputMode="decimal"
                    {...register(`extras.${index}.price`)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </FormSection>
  );
}
