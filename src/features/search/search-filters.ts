import type { SpaceFeature } from '../../contracts/space-features';
import type { SpaceSearchItem, Zone } from '../../contracts/spaces';
import type { CapacityBucket } from '../../domain/capacity';
import { BOOKABLE_END, BOOKABLE_START, SLOT_STEP, toHhmm } from '../../domain/clock';

// The search's filters as the browser holds them and as they travel in the URL. Client code: no
// zod, no date library (the page's first load stays light); the server reads the URL with the
// API's own schema (search-page-data.ts).

export type AddressChoice = {
  lat: number;
  lng: number;
  /** The label people read ("8 Rue de Rivoli 75004 Paris"). */
  header: string;
  city: string;
  postalCode: string;
  /** What was typed before choosing. */
  query: string;
};

export type SearchSortChoice = 'price' | 'distance' | 'capacity';

/** Null rather than undefined everywhere: these travel as page props (JSON). */
export type SearchFilters = {
  /** The day searched: the URL's, or today in Paris when `dayExplicit` is false. */
  day: string;
  dayExplicit: boolean;
  /** Minutes since midnight. */
  start: number | null;
  end: number | null;
  capacity: CapacityBucket | null;
  features: SpaceFeature[];
  text: string;
  address: AddressChoice | null;
  sort: SearchSortChoice | null;
};

export const FILTER_FIELDS = ['day', 'start', 'end', 'capacity', 'features', 'text', 'address'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
/** An error code per field (e.g. end_before_start), translated as search:errors.<field>.<code> or errors.<code>. */
export type FilterErrors = Partial<Record<FilterField, string>>;

/** A result as the screen shows it: the API's item (a desk's day pass included) and its link. */
export type SearchResult = SpaceSearchItem & {
  /** The space's page, on the searched slot. */
  href: string;
};

/** What the zone and desks search pages hand their screen, read and found by the server. */
export type SearchScreenData = {
  zone: Zone;
  type: 'desk' | null;
  today: string;
  lastDay: string;
  filters: SearchFilters;
  errors: FilterErrors;
  results: SearchResult[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  featureOptions: SpaceFeature[];
  /** The search's own URL, without filters. */
  path: string;
  /** The previous and next pages, and the same search without its slot (null where none). */
  links: { previous: string | null; next: string | null; widen: string | null };
};

export function emptyFilters(today: string): SearchFilters {
  return {
    day: today,
    dayExplicit: false,
    start: null,
    end: null,
    capacity: null,
    features: [],
    text: '',
    address: null,
    sort: null,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_STEP + 1 }, (_, i) => from + i * SLOT_STEP);
/** Starts 08:00 … 22:30 and ends 08:30 … 23:00, on whole and half hours. */
export const START_TIMES = range(BOOKABLE_START, BOOKABLE_END - SLOT_STEP);
export const END_TIMES = range(BOOKABLE_START + SLOT_STEP, BOOKABLE_END);

/** What the form refuses before asking the server: the slot rules that need no clock. */
export function validateFilters(filters: Pick<SearchFilters, 'start' | 'end'>): FilterErrors {
  const errors: FilterErrors = {};
  const { start, end } = filters;
  if (start === null && end !== null) errors.start = 'required';
  if (end === null && start !== null) errors.end = 'required';
  for (const [field, minutes] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (minutes === null || errors[field]) continue;
    if (!Number.isInteger(minutes) || minutes % SLOT_STEP !== 0) errors[field] = 'not_half_hour';
  }
  if (start !== null && !errors.start && (start < BOOKABLE_START || start >= BOOKABLE_END))
    errors.start = 'outside_bookable_hours';
  if (end !== null && !errors.end && (end <= BOOKABLE_START || end > BOOKABLE_END))
    errors.end = 'outside_bookable_hours';
  if (start !== null && end !== null && !errors.end && end <= start) errors.end = 'end_before_start';
  return errors;
}

export type SearchQuery = Record<string, string | string[]>;

/**
 * The URL query of a search, in a stable order. Times travel as the API's HHmm numbers (1430);
 * the day only when it was chosen or a slot needs it, so that a bare zone URL means "today".
 */
export function filtersToQuery(filters: SearchFilters, page = 1): SearchQuery {
  const query: SearchQuery = {};
  if (filters.dayExplicit || filters.start !== null) query.day = filters.day;
  if (filters.start !== null && filters.end !== null) {
    query.start = String(toHhmm(filters.start));
    query.end = String(toHhmm(filters.end));
  }
  if (filters.capacity) query.capacity = filters.capacity;
  if (filters.features.length > 0) query.features = [...filters.features];
  const text = filters.text.trim();
  if (text) query.text = text;
  const address = filters.address;
  if (address) {
    query.lat = address.lat.toFixed(6);
    query.lng = address.lng.toFixed(6);
    query.header = address.header;
    if (address.city) query.city = address.city;
    if (address.postalCode) query.postal_code = address.postalCode;
    if (address.query) query.query = address.query;
  }
  // Near an address the order is said (distance unless chosen otherwise); elsewhere price is the
  // default and distance means nothing.
  const sort = address ? (filters.sort ?? 'distance') : filters.sort;
  if (sort && (address || (sort !== 'price' && sort !== 'distance'))) query.sort = sort;
  if (page > 1) query.page = String(page);
  return query;
}

/** `path?a=1&features=wifi&features=screen` (repeated keys for lists, as the API reads them). */
export function searchHref(path: string, query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The search's own URL: /paris or /desks/paris. */
export const searchPath = (zone: string, type: 'desk' | null) =>
  type === 'desk' ? `/desks/${zone}` : `/${zone}`;

/** A result's space page, carrying the chosen day and slot so that the booking panel starts there. */
export function spaceHref(item: Pick<SearchResult, 'zone' | 'slug'>, filters: SearchFilters): string {
  const query: SearchQuery = {};
  if (filters.dayExplicit || filters.start !== null) query.day = filters.day;
  if (filters.start !== null && filters.end !== null) {
    query.start = String(toHhmm(filters.start));
    query.end = String(toHhmm(filters.end));
  }
  return searchHref(`/${item.zone}/${item.slug}`, query);
}
