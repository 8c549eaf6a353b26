import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import type { SpaceFeature } from '../../../contracts/space-features';
import { useDismiss } from '../hooks/use-dismiss';

export type FeaturesFieldProps = {
  options: readonly SpaceFeature[];
  value: readonly SpaceFeature[];
  onChange: (features: SpaceFeature[]) => void;
  error?: string;
};

/** The amenities filter: a button opening a group of checkboxes; a space must have every one ticked. */
export function FeaturesField({ options, value, onChange, error }: FeaturesFieldProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, { trigger, panel });

  const toggle = (feature: SpaceFeature, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(feature);
    else next.delete(feature);
    // Kept in the order of the list, so that one choice always makes one URL.
    onChange(options.filter((option) => next.has(option)));
  };

  return (
    <div className="relative space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-ink-700">
        {t('filters.features')}
      </span>
      <button
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl bg-white px-3 text-left text-base text-ink-900 ring-1 ring-ink-500/30 ring-inset focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[invalid=true]:ring-red-700"
      >
        <span className="truncate">{value.length === 0 ? t('filters.anyFeature') : t('filters.featureCount', { count: value.length })}</span>
        <span aria-hidden="true" className="text-ink-500">
          ▾
        </span>
      </button>
      <fieldset
        ref={panel}
        id={`${id}-panel`}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-1 w-64 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-brand-100"
      >
        <legend className="sr-only">{t('filters.features')}</legend>
        <ul className="space-y-1">
          {options.map((feature) => (
            <li key={feature}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-ink-900 hover:bg-brand-50">
                <input
                  type="checkbox"
                  name="features"
                  value={feature}
                  checked={value.includes(feature)}
                  onChange={(event) => toggle(feature, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {t(`features.${feature}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
