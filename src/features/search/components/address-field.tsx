import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ComponentType } from 'react';
import { inputClassName } from '../../../components/ui/input-class-name';
import { useOnDemand } from '../../../lib/use-on-demand';
import type { SearchAddressComboboxProps } from './search-address-combobox';

export type AddressFieldProps = Omit<
  SearchAddressComboboxProps,
  'id' | 'text' | 'onText' | 'errorId' | 'autoFocus'
> & {
  /** A translated error under the field. */
  error?: string;
};

type Loaded = ComponentType<SearchAddressComboboxProps>;

const clearButtonClassName =
  'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The address filter. The page arrives with a plain input; the combobox behind it (suggestions,
 * keyboard, the geocoder) is fetched when the pointer comes near or the input takes the focus,
 * and takes over with what was typed and the focus.
 */
export function AddressField({ error, ...props }: AddressFieldProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const [text, setText] = useState(props.value?.header ?? '');
  const {
    loaded: Combobox,
    request: load,
    focused,
    setFocused,
  } = useOnDemand<Loaded>(() =>
    import('./search-address-combobox').then((module) => module.SearchAddressCombobox),
  );

  const onPlainText = (next: string) => {
    setText(next);
    props.onTextChange?.(next);
    if (props.value) props.onChange(null);
  };

  return (
    <div className="space-y-1.5" onPointerEnter={load}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-700">
        {t('filters.address')}
      </label>
      {Combobox ? (
        <Combobox {...props} id={id} text={text} onText={setText} errorId={errorId} autoFocus={focused} />
      ) : (
        <div className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('filters.addressPlaceholder')}
            className={`${inputClassName} pr-10`}
            value={text}
            onChange={(event) => onPlainText(event.target.value)}
            onFocus={() => {
              setFocused(true);
              load();
            }}
            onBlur={() => setFocused(false)}
          />
          {text && (
            <button
              type="button"
              onClick={() => onPlainText('')}
              aria-label={t('address.clear')}
              className={clearButtonClassName}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
