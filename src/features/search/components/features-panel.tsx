import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, type RefObject } from 'react';
import type { SpaceFeature } from '../../../contracts/space-features';
import { useDismiss } from '../hooks/use-dismiss';

export type FeaturesPanelProps = {
  id: string;
  options: readonly SpaceFeature[];
  value: readonly SpaceFeature[];
  onChange: (features: SpaceFeature[]) => void;
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The amenities' checkboxes, loaded when the amenities button is first pressed. */
export default function FeaturesPanel({
  id,
  options,
  value,
  onChange,
  onClose,
  trigger,
}: FeaturesPanelProps) {
  const { t } = useTranslation('search');
  const panel = useRef<HTMLFieldSetElement>(null);
  useDismiss(true, onClose, { trigger, panel });
  useEffect(() => {
    panel.current?.querySelector('input')?.focus();
  }, []);

  const toggle = (feature: SpaceFeature, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(feature);
    else next.delete(feature);
    // Kept in the order of the list, so that one choice always makes one URL.
    onChange(options.filter((option) => next.has(option)));
  };

  return (
    <fieldset
      ref={panel}
      id={id}
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
  );
}
