import type { ComponentType } from 'react';
import { inputClassName } from '../../components/ui/field';
import { useOnDemand } from '../use-on-demand';
import type { AddressComboboxProps } from './address-combobox';

type Loaded = ComponentType<AddressComboboxProps>;

/**
 * AddressCombobox as a page first draws it: a plain input, the combobox (suggestions, keyboard, the
 * geocoder) fetched when the pointer comes near or the input takes the focus; it then takes over
 * with what was typed and the focus.
 */
export function LazyAddressCombobox(props: Omit<AddressComboboxProps, 'autoFocus'>) {
  const { id, text, onText, chosen, onChoose, onTextChange, errorId, messages } = props;
  const {
    loaded: Combobox,
    request: load,
    focused,
    setFocused,
  } = useOnDemand<Loaded>(() => import('./address-combobox').then((module) => module.AddressCombobox));

  if (Combobox) return <Combobox {...props} autoFocus={focused} />;

  const type = (next: string) => {
    onText(next);
    onTextChange?.(next);
    if (chosen) onChoose(null, next);
  };

  return (
    <div className="relative" onPointerEnter={load}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        spellCheck={false}
        placeholder={messages.placeholder}
        className={`${inputClassName} pr-10`}
        value={text}
        onChange={(event) => type(event.target.value)}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => setFocused(false)}
      />
      {text && (
        <button
          type="button"
          onClick={() => type('')}
          aria-label={messages.clear}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
