import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import type { SpaceFeature } from '../../../contracts/space-features';

// The checkboxes are only downloaded when someone opens them.
const FeaturesPanel = dynamic(() => import('./features-panel'), { ssr: false });

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
  const close = useCallback(() => setOpen(false), []);

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
        aria-controls={open ? `${id}-panel` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl bg-white px-3 text-left text-base text-ink-900 ring-1 ring-ink-500/30 ring-inset focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[invalid=true]:ring-red-700"
      >
        <span className="truncate">
          {value.length === 0 ? t('filters.anyFeature') : t('filters.featureCount', { count: value.length })}
        </span>
        <span aria-hidden="true" className="text-ink-500">
          ▾
        </span>
      </button>
      {open && (
        <FeaturesPanel
          id={`${id}-panel`}
          options={options}
          value={value}
          onChange={onChange}
          onClose={close}
          trigger={trigger}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
