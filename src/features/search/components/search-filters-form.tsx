import { AppLink } from '../../../components/ui/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import type { SpaceFeature } from '../../../contracts/space-features';
import { CAPACITY_BUCKETS, capacityLabel, isCapacityBucket } from '../../../domain/capacity';
import { formatClock } from '../../../domain/clock';
import { toLocale } from '../../../lib/locale';
import {
  END_TIMES,
  START_TIMES,
  filtersToQuery,
  searchHref,
  validateFilters,
  type FilterErrors,
  type FilterField,
  type SearchFilters,
} from '../search-filters';
import { AddressField } from './address-field';
import { DayField } from './day-field';
import { FeaturesField } from './features-field';

export type SearchFiltersFormProps = {
  /** The filters of the page shown (as the server read them from the URL). */
  filters: SearchFilters;
  /** What the server left out of the URL, per field. */
  errors: FilterErrors;
  today: string;
  lastDay: string;
  featureOptions: readonly SpaceFeature[];
  /** The search's path (/paris, /desks/paris): submitting goes there with the filters as its query. */
  path: string;
  near: { lat: number; lng: number };
  loading: boolean;
  /** Called once valid filters are sent (the filter sheet closes then). */
  onApplied?: () => void;
};

const selectClassName = `${inputClassName} appearance-auto pr-2`;

/**
 * The search filters. Nothing applies until the form is sent; then the filters become the URL's
 * query (router.push), so a search can be shared, reloaded and walked back with the browser.
 */
export function SearchFiltersForm({
  filters,
  errors: serverErrors,
  today,
  lastDay,
  featureOptions,
  path,
  near,
  loading,
  onApplied,
}: SearchFiltersFormProps) {
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(filters);
  const [addressText, setAddressText] = useState(filters.address?.header ?? '');
  const [errors, setErrors] = useState<FilterErrors>(serverErrors);
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const errorOf = (field: FilterField) => {
    const code = errors[field];
    return code ? t([`errors.${field}.${code}`, `errors.${code}`, 'errors.invalid']) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateFilters(values);
    // Typed but not chosen: there are no coordinates to sort by.
    if (!values.address && addressText.trim()) found.address = 'pick_suggestion';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After React has marked the fields invalid.
      window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void router.push(searchHref(path, filtersToQuery(values)));
    onApplied?.();
  };

  const timeOptions = (times: readonly number[], disabledUpTo?: number | null) =>
    times.map((minutes) => (
      <option
        key={minutes}
        value={minutes}
        disabled={disabledUpTo !== null && disabledUpTo !== undefined && minutes <= disabledUpTo}
      >
        {formatClock(minutes, locale)}
      </option>
    ));
  const minutesOf = (value: string) => (value === '' ? null : Number(value));

  return (
    <form
      ref={form}
      role="search"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={submit}
      className="@container"
    >
      <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-6">
        <div className="col-span-2 @2xl:col-span-3">
          <AddressField
            value={values.address}
            near={near}
            error={errorOf('address')}
            onChange={(address) =>
              setValues((current) => ({ ...current, address, sort: address ? current.sort : null }))
            }
            onTextChange={setAddressText}
          />
        </div>
        <Field
          className="col-span-2 @2xl:col-span-3"
          label={t('filters.text')}
          type="search"
          name="text"
          maxLength={100}
          placeholder={t('filters.textPlaceholder')}
          value={values.text}
          error={errorOf('text')}
          onChange={(event) => set('text', event.target.value)}
        />
        <div className="col-span-2 @2xl:col-span-2">
          <DayField
            value={values.day}
            today={today}
            lastDay={lastDay}
            error={errorOf('day')}
            onChange={(day) => setValues((current) => ({ ...current, day, dayExplicit: true }))}
          />
        </div>
        <Field label={t('filters.start')} error={errorOf('start')}>
          {(control) => (
            <select
              {...control}
              name="start"
              className={selectClassName}
              value={values.start ?? ''}
              onChange={(event) => set('start', minutesOf(event.target.value))}
            >
              <option value="">{t('filters.anyTime')}</option>
              {timeOptions(START_TIMES)}
            </select>
          )}
        </Field>
        <Field label={t('filters.end')} error={errorOf('end')}>
          {(control) => (
            <select
              {...control}
              name="end"
              className={selectClassName}
              value={values.end ?? ''}
              onChange={(event) => set('end', minutesOf(event.target.value))}
            >
              <option value="">{t('filters.anyTime')}</option>
              {timeOptions(END_TIMES, values.start)}
            </select>
          )}
        </Field>
        <Field label={t('filters.capacity')} error={errorOf('capacity')}>
          {(control) => (
            <select
              {...control}
              name="capacity"
              className={selectClassName}
              value={values.capacity ?? ''}
              onChange={(event) =>
                set('capacity', isCapacityBucket(event.target.value) ? event.target.value : null)
              }
            >
              <option value="">{t('filters.anyCapacity')}</option>
              {CAPACITY_BUCKETS.map((bucket) => (
                <option key={bucket} value={bucket}>
                  {capacityLabel(bucket, locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FeaturesField
          options={featureOptions}
          value={values.features}
          error={errorOf('features')}
          onChange={(features) => set('features', features)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" loading={loading}>
          {t('filters.submit')}
        </Button>
        <AppLink
          href={path}
          className="text-sm text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('filters.clear')}
        </AppLink>
      </div>
    </form>
  );
}
