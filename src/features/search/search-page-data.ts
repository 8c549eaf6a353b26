// For getServerSideProps only: it reads the URL with the API's zod schema and works out days with
// the domain module (dayjs underneath), which must stay out of the browser's first load.
import type { ParsedUrlQuery } from 'node:querystring';
import { SPACE_FEATURES, type SpaceType } from '../../contracts/space-features';
import {
  searchQueryIssues,
  spaceSearchQuerySchema,
  type SpaceSearchItem,
  type SpaceSearchQuery,
  type Zone,
} from '../../contracts/spaces';
import { parseCapacityBucket, type CapacityRange } from '../../domain/capacity';
import { addMonths } from '../../domain/paris-time';
import { MAX_MONTHS_AHEAD } from '../../domain/slots';
import {
  filtersToQuery,
  searchHref,
  searchPath,
  spaceHref,
  type AddressChoice,
  type FilterErrors,
  type FilterField,
  type SearchFilters,
  type SearchScreenData,
} from './search-filters';

/** The URL keys the search reads; `zone` comes from the path and `type` from the route. */
const SEARCH_KEYS = [
  'day',
  'start',
  'end',
  'capacity',
  'features',
  'text',
  'lat',
  'lng',
  'sort',
  'page',
] as const;
const ADDRESS_TEXT_MAX = 200;

export type ReadSearch = {
  /** What the service is asked, every invalid value left out. */
  query: SpaceSearchQuery;
  filters: SearchFilters;
  errors: FilterErrors;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Which control an API field belongs to; sort and page have none and are dropped silently. */
const controlOf = (field: string): FilterField | undefined => {
  if (field === 'lat' || field === 'lng') return 'address';
  return (['day', 'start', 'end', 'capacity', 'features', 'text'] as const).find((name) => name === field);
};

/**
 * Reads a search URL with the API's contract (spaceSearchQuerySchema + searchQueryIssues). A wrong
 * value is not an error page: the search runs without it and the form says why (error per field).
 */
export function readSearchQuery(
  raw: ParsedUrlQuery,
  options: { zone: string; type: SpaceType | null; now: Date; today: string },
): ReadSearch {
  const { zone, type, now, today } = options;
  const errors: FilterErrors = {};
  const flag = (field: string, code: string) => {
    const control = controlOf(field);
    if (control && !errors[control]) errors[control] = code;
  };

  const input: Record<string, unknown> = { zone };
  if (type) input.type = type;
  for (const key of SEARCH_KEYS) {
    const value = key === 'features' ? raw[key] : first(raw[key]);
    if (value !== undefined && value !== '') input[key] = value;
  }

  // Each failing field is dropped until the rest parses; zone and type are ours and always valid.
  let parsed = spaceSearchQuerySchema.safeParse(input);
  for (let round = 0; !parsed.success && round < SEARCH_KEYS.length; round += 1) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      flag(field, 'invalid');
      delete input[field];
    }
    parsed = spaceSearchQuerySchema.safeParse(input);
  }
  if (!parsed.success) throw new Error('The search query cannot be cleaned');

  const query: SpaceSearchQuery = { ...parsed.data };
  let dayExplicit = query.day !== undefined;
  // Rules between fields, as the API applies them; each offender goes, then the rest is checked again.
  for (let round = 0; round < 4; round += 1) {
    const issues = searchQueryIssues({ ...query, day: query.day ?? today }, now, today);
    if (issues.length === 0) break;
    for (const { field, code } of issues) {
      flag(field, code);
      if (field === 'start' || field === 'end') {
        delete query.start;
        delete query.end;
      } else if (field === 'day') {
        delete query.day;
        dayExplicit = false;
      } else if (field === 'lat' || field === 'lng') {
        delete query.lat;
        delete query.lng;
      } else if (field === 'sort') delete query.sort;
    }
  }

  const address = addressOf(raw, query);
  const filters: SearchFilters = {
    day: query.day ?? today,
    dayExplicit,
    start: query.start ?? null,
    end: query.end ?? null,
    capacity: query.capacity ?? null,
    features: query.features ?? [],
    text: query.text ?? '',
    address,
    sort: query.sort ?? null,
  };
  // Without a chosen day or slot the whole catalogue shows (one stable listing for people and
  // crawlers alike); a slot alone is today's.
  const searchDay = dayExplicit || query.start !== undefined ? filters.day : undefined;
  return { query: { ...query, day: searchDay }, filters, errors };
}

/** The chosen address as the URL describes it, when its coordinates survived validation. */
function addressOf(raw: ParsedUrlQuery, query: SpaceSearchQuery): AddressChoice | null {
  if (query.lat === undefined || query.lng === undefined) return null;
  const text = (key: string) => (first(raw[key]) ?? '').slice(0, ADDRESS_TEXT_MAX);
  return {
    lat: query.lat,
    lng: query.lng,
    header: text('header') || `${query.lat.toFixed(5)}, ${query.lng.toFixed(5)}`,
    city: text('city'),
    postalCode: text('postal_code'),
    query: text('query'),
  };
}

/** The service's search for a read query, as GET /v1/spaces maps it (server/api/routes/spaces.ts). */
export function serviceSearch(query: ReadSearch['query']) {
  const near =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const capacity: CapacityRange | undefined = query.capacity && parseCapacityBucket(query.capacity);
  return {
    zone: query.zone,
    type: query.type,
    day: query.day,
    slot:
      query.start !== undefined && query.end !== undefined
        ? { start: query.start, end: query.end }
        : undefined,
    capacity,
    features: query.features,
    text: query.text,
    near,
    sort: query.sort ?? (near ? ('distance' as const) : ('price' as const)),
    page: query.page,
    pageSize: query.page_size,
  };
}

/** The screen's props from a read query and the service's answer. */
export function searchScreenData(
  zone: Zone,
  read: ReadSearch,
  found: { items: SpaceSearchItem[]; hasMore: boolean },
  today: string,
): SearchScreenData {
  const type = read.query.type === 'desk' ? 'desk' : null;
  const { filters } = read;
  const { page } = read.query;
  const path = searchPath(zone.id, type);
  const hrefFor = (target: number) => searchHref(path, filtersToQuery(filters, target));
  const hasSlot = filters.start !== null && filters.end !== null;
  return {
    zone,
    type,
    today,
    lastDay: addMonths(today, MAX_MONTHS_AHEAD),
    filters: read.filters,
    errors: read.errors,
    // Prices, a desk's day pass included, are the service's: the same figures as GET /v1/spaces.
    // Only the desks search sells desks by the day; the zone search prices them by the hour or slot.
    results: found.items.map((item) => ({
      ...item,
      day_pass: type === 'desk' ? item.day_pass : null,
      href: spaceHref(item, filters),
    })),
    page: read.query.page,
    pageSize: read.query.page_size,
    hasMore: found.hasMore,
    featureOptions: [...SPACE_FEATURES],
    path,
    links: {
      previous: page > 1 ? hrefFor(page - 1) : null,
      next: found.hasMore ? hrefFor(page + 1) : null,
      widen: hasSlot ? searchHref(path, filtersToQuery({ ...filters, start: null, end: null })) : null,
    },
  };
}
