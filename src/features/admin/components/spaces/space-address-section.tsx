import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import type { AddressComboboxMessages } from '../../../../lib/address/address-combobox';
import type { AddressSuggestion } from '../../../../lib/address/geocode-address';
import { LazyAddressCombobox } from '../../../../lib/address/lazy-address-combobox';
import { FormSection, TextField, useSpaceForm } from './space-form-fields';

/**
 * The address: a search (the product's address service) fills the street, postal code, city and
 * coordinates, which stay editable — a suggestion can be a few metres off, or the entrance elsewhere.
 */
export function SpaceAddressSection({ near }: { near?: { lat: number; lng: number } }) {
  const { t } = useTranslation('admin');
  const { setValue } = useSpaceForm();
  const id = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(false);

  const choose = (suggestion: AddressSuggestion | null) => {
    setChosen(suggestion !== null);
    if (!suggestion) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    // A town chosen instead of an address leaves the street to be typed.
    if (suggestion.street) setValue('street', suggestion.street, options);
    if (suggestion.postalCode) setValue('postal_code', suggestion.postalCode, options);
    if (suggestion.city) setValue('city', suggestion.city, options);
    setValue('latitude', String(suggestion.lat), options);
    setValue('longitude', String(suggestion.lng), options);
  };

  const messages: AddressComboboxMessages = {
    placeholder: t('spaces.address.placeholder'),
    listLabel: t('spaces.address.listLabel'),
    clear: t('spaces.address.clear'),
    noMatch: t('spaces.address.noMatch'),
    unavailable: t('spaces.address.unavailable'),
    suggestions: (count) => t('spaces.address.suggestions', { count }),
  };

  return (
    <FormSection title={t('spaces.form.address')}>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink-700">
          {t('spaces.address.search')}
        </label>
        <LazyAddressCombobox
          id={id}
          text={text}
          onText={setText}
          chosen={chosen}
          onChoose={choose}
          near={near}
          messages={messages}
        />
        <p className="text-xs text-ink-500">{t('spaces.address.hint')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="street"
          label={t('spaces.form.street')}
          required
          maxLength={200}
          autoComplete="off"
        />
        <TextField
          name="district"
          label={t('spaces.form.district')}
          hint={t('spaces.form.districtHint')}
          required
          maxLength={100}
        />
        <TextField
          name="postal_code"
          label={t('spaces.form.postalCode')}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
        <TextField name="city" label={t('spaces.form.city')} required maxLength={100} autoComplete="off" />
        <TextField name="latitude" label={t('spaces.form.latitude')} required inputMode="decimal" />
        <TextField name="longitude" label={t('spaces.form.longitude')} required inputMode="decimal" />
      </div>
    </FormSection>
  );
}
