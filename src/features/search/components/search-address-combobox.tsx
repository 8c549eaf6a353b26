import { useTranslation } from 'next-i18next/pages';
import { AddressCombobox, type AddressComboboxMessages } from '../../../lib/address/address-combobox';
import type { AddressSuggestion } from '../../../lib/address/geocode-address';
import type { AddressChoice } from '../search-filters';

export type SearchAddressComboboxProps = {
  /** The input's id, which the field's label points at. */
  id: string;
  /** What the input shows: kept by the field, so that it survives this component loading late. */
  text: string;
  onText: (text: string) => void;
  value: AddressChoice | null;
  onChange: (choice: AddressChoice | null) => void;
  /** Every keystroke, chosen or not (the form refuses an address typed but never chosen). */
  onTextChange?: (text: string) => void;
  /** The zone's centre: nearby addresses come first. */
  near?: { lat: number; lng: number };
  errorId?: string;
  autoFocus?: boolean;
};

const choiceOf = (suggestion: AddressSuggestion, query: string): AddressChoice => ({
  lat: suggestion.lat,
  lng: suggestion.lng,
  header: suggestion.label,
  city: suggestion.city,
  postalCode: suggestion.postalCode,
  query,
});

/**
 * The shared address combobox in the search's words, choosing an AddressChoice. Loaded by
 * AddressField with the combobox itself: the page's first load carries neither.
 */
export function SearchAddressCombobox({ value, onChange, ...props }: SearchAddressComboboxProps) {
  const { t } = useTranslation('search');
  const messages: AddressComboboxMessages = {
    placeholder: t('filters.addressPlaceholder'),
    listLabel: t('address.listLabel'),
    clear: t('address.clear'),
    noMatch: t('address.noMatch'),
    unavailable: t('address.unavailable'),
    suggestions: (count) => t('address.suggestions', { count }),
  };
  return (
    <AddressCombobox
      {...props}
      chosen={value !== null}
      onChoose={(suggestion, query) => onChange(suggestion ? choiceOf(suggestion, query) : null)}
      messages={messages}
    />
  );
}
