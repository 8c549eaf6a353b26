import { useTranslation } from 'next-i18next/pages';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { inputClassName } from '../../components/ui/field';
import { toLocale } from '../locale';
import { geocodeAddress, type AddressSuggestion } from './geocode-address';

/** The combobox's words, translated by the screen that uses it (each has its own namespace). */
export type AddressComboboxMessages = {
  placeholder: string;
  listLabel: string;
  clear: string;
  noMatch: string;
  unavailable: string;
  suggestions: (count: number) => string;
};

export type AddressComboboxProps = {
  /** The input's id, which the field's label points at. */
  id: string;
  /** What the input shows: kept by the field, so that it survives this component loading late. */
  text: string;
  onText: (text: string) => void;
  /** Whether `text` is a suggestion that was chosen: typing again un-chooses it. */
  chosen: boolean;
  /** A suggestion chosen, with what was typed before choosing it; null when typing un-chooses it. */
  onChoose: (suggestion: AddressSuggestion | null, typed: string) => void;
  /** Every keystroke, chosen or not (a form may refuse an address typed but never chosen). */
  onTextChange?: (text: string) => void;
  /** The zone's centre: nearby addresses come first. */
  near?: { lat: number; lng: number };
  /** The field's error, shown by the field; it describes the input. */
  errorId?: string;
  /** Takes the focus on arrival (it replaces the plain input someone has just focused). */
  autoFocus?: boolean;
  messages: AddressComboboxMessages;
};

const MIN_CHARS = 3;
const DEBOUNCE_MS = 250;

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * An address field with suggestions (WAI-ARIA combobox with a listbox): arrows move through them,
 * Enter chooses, Escape closes. Suggestions come from the address service a short pause after
 * typing; a newer keystroke cancels the request in flight.
 */
export function AddressCombobox({
  id,
  text,
  onText,
  chosen,
  onChoose,
  onTextChange,
  near,
  errorId,
  autoFocus = false,
  messages,
}: AddressComboboxProps) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  // What was typed before this component arrived is searched at once.
  const [search, setSearch] = useState<string | null>(() =>
    !chosen && text.trim().length >= MIN_CHARS ? text.trim() : null,
  );
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(text);
  const nearLat = near?.lat;
  const nearLng = near?.lng;

  // A layout effect, not a passive one: the plain input it replaces is gone from this commit on,
  // and a key pressed before a passive effect ran would land nowhere (measured: the first letter
  // of a fast typist on a busy machine).
  useLayoutEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [autoFocus]);

  useEffect(() => {
    if (search === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('loading');
      geocodeAddress(search, {
        signal: controller.signal,
        mapboxToken: process.env.NEXT_PUBLIC_MAPBOX_TOKEN || undefined,
        locale,
        near: nearLat !== undefined && nearLng !== undefined ? { lat: nearLat, lng: nearLng } : undefined,
      })
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
          setStatus('ready');
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setOpen(false);
          setStatus('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, locale, nearLat, nearLng]);

  const choose = (suggestion: AddressSuggestion) => {
    onText(suggestion.label);
    onTextChange?.(suggestion.label);
    setOpen(false);
    setSearch(null);
    onChoose(suggestion, typed.current);
  };

  const onType = (next: string) => {
    onText(next);
    onTextChange?.(next);
    typed.current = next;
    if (chosen) onChoose(null, next);
    if (next.trim().length >= MIN_CHARS) setSearch(next.trim());
    else {
      setSearch(null);
      setSuggestions([]);
      setOpen(false);
      setStatus('idle');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count + (current < 0 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Enter' && open && active >= 0) {
      const suggestion = suggestions[active];
      if (!suggestion) return;
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const clear = () => onType('');

  const expanded = open && suggestions.length > 0;
  let announcement = '';
  if (status === 'ready')
    announcement = suggestions.length > 0 ? messages.suggestions(suggestions.length) : messages.noMatch;
  if (status === 'failed') announcement = messages.unavailable;

  return (
    <>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.placeholder}
          className={`${inputClassName} pr-10`}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => suggestions.length > 0 && !chosen && setOpen(true)}
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label={messages.clear}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={messages.listLabel}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-brand-100"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={`cursor-pointer px-3 py-2 text-sm text-ink-900 ${index === active ? 'bg-brand-100' : 'hover:bg-brand-50'}`}
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
