import type { z } from 'zod';
import type { AdminSpace, AdminSpaceInput } from '../../contracts/admin-spaces';
import { clockString, parseClock, toHhmm } from '../../domain/clock';
import type { spaceFormSchema } from './space-form-schema';

/**
 * The space form as people fill it: numbers and prices as typed (a price in euros with a comma or
 * a dot), hours as "HH:mm" from the selects. `toSpaceInput` turns it into what the API reads
 * (adminSpaceInputSchema): cents, HHmm, null for a closed day. Its rules are space-form-schema.ts,
 * which the form fetches with zod after the page: nothing here imports zod, so a screen may use it.
 */

/** "45", "45,5", "45.50" → 4550; undefined for anything else. */
export function euroCents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 4550 → "45,50" / "45.50", 4500 → "45": how a price is typed back into the form. */
export function centsText(cents: number, decimal: ',' | '.'): string {
  const rest = cents % 100;
  return rest ? `${Math.floor(cents / 100)}${decimal}${String(rest).padStart(2, '0')}` : String(cents / 100);
}

/** A decimal number typed with a comma or a dot; undefined for anything else. */
export function decimalOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Whether `value` is a number from `min` to `max`. */
export const within = (min: number, max: number) => (value: number | undefined) =>
  value !== undefined && value >= min && value <= max;

/** Every quarter hour of a day, from 00:00 to 24:00 (a day may close at midnight). */
export const QUARTER_HOURS = Array.from({ length: 24 * 4 + 1 }, (_, i) => clockString(i * 15));

/** A clock ("HH:mm") in minutes since midnight; -1 for anything else. */
export const minutesOf = (clock: string) => parseClock(clock) ?? -1;

export type SpaceFormValues = z.infer<typeof spaceFormSchema>;

const WEEKDAY_HOURS = { closed: false, open: '09:00', close: '19:00' };
const WEEKEND_HOURS = { closed: true, open: '09:00', close: '19:00' };

/** A new space: open 9:00–19:00 on weekdays, closed at weekends, until told otherwise. */
export function emptySpaceValues(zone = ''): SpaceFormValues {
  return {
    title_fr: '',
    title_en: '',
    description_fr: '',
    description_en: '',
    access_fr: '',
    access_en: '',
    slug: '',
    zone,
    type: 'meeting_room',
    street: '',
    postal_code: '',
    city: '',
    district: '',
    latitude: '',
    longitude: '',
    capacity: '',
    price: '',
    features: [],
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ ...(weekday < 5 ? WEEKDAY_HOURS : WEEKEND_HOURS) })),
    extras: [],
  };
}

const hhmmClock = (hhmm: number) => clockString(parseClock(hhmm) ?? 0);

/** A saved space as the form shows it. */
export function spaceValues(space: AdminSpace, decimal: ',' | '.'): SpaceFormValues {
  return {
    title_fr: space.title_fr,
    title_en: space.title_en,
    description_fr: space.description_fr,
    description_en: space.description_en,
    access_fr: space.access_fr,
    access_en: space.access_en,
    slug: space.slug,
    zone: space.zone,
    type: space.type,
    street: space.street,
    postal_code: space.postal_code,
    city: space.city,
    district: space.district,
    latitude: String(space.latitude),
    longitude: String(space.longitude),
    capacity: String(space.capacity),
    price: centsText(space.price_hour_cents, decimal),
    features: [...space.features],
    hours: Array.from({ length: 7 }, (_, weekday) => {
      const day = space.opening_hours[weekday];
      return day
        ? { closed: false, open: hhmmClock(day.open), close: hhmmClock(day.close) }
        : { ...WEEKEND_HOURS };
    }),
    extras: space.extras.map((extra) => ({
      id: extra.id,
      name_fr: extra.name_fr,
      name_en: extra.name_en,
      catalogue_cents: extra.catalogue_price_cents,
      active: extra.active,
      offered: extra.active,
      price: centsText(extra.unit_price_cents, decimal),
    })),
  };
}

export type InputOptions = {
  /** Whether the extras were on the form (an edit); a new space is offered the whole catalogue. */
  withExtras: boolean;
};

/** What POST or PUT /admin/spaces reads, from valid form values. */
export function toSpaceInput(values: SpaceFormValues, { withExtras }: InputOptions): AdminSpaceInput {
  const slug = values.slug.trim();
  return {
    title_fr: values.title_fr.trim(),
    title_en: values.title_en.trim(),
    description_fr: values.description_fr.trim(),
    description_en: values.description_en.trim(),
    access_fr: values.access_fr.trim(),
    access_en: values.access_en.trim(),
    ...(slug ? { slug } : {}),
    zone: values.zone,
    type: values.type,
    street: values.street.trim(),
    postal_code: values.postal_code.trim(),
    city: values.city.trim(),
    district: values.district.trim(),
    latitude: decimalOf(values.latitude) ?? 0,
    longitude: decimalOf(values.longitude) ?? 0,
    capacity: Number(values.capacity.trim()),
    price_hour_cents: euroCents(values.price) ?? 0,
    features: values.features,
    opening_hours: values.hours.map((day) =>
      day.closed ? null : { open: toHhmm(minutesOf(day.open)), close: toHhmm(minutesOf(day.close)) },
    ),
    // An extra taken out of the catalogue cannot be offered again: it is left out, as the API asks.
    ...(withExtras
      ? {
          extras: values.extras
            .filter((extra) => extra.active && extra.offered)
            .map((extra) => ({ id: extra.id, unit_price_cents: euroCents(extra.price) ?? 0 })),
        }
      : {}),
  };
}
