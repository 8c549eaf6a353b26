import type { Locale } from '../../domain/money';

/**
 * One address suggestion, whatever service gave it. `street` is the number and street alone
 * ("8 Boulevard du Port"), empty when the suggestion is a town or a place rather than an address.
 */
export type AddressSuggestion = {
  id: string;
  label: string;
  street: string;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
};

export const ADDRESS_API_URL = 'https://api-adresse.data.gouv.fr/search/';
export const MAPBOX_GEOCODING_URL = 'https://api.mapbox.com/geocoding/v5/mapbox.places/';
export const SUGGESTION_LIMIT = 5;

export type GeocodeOptions = {
  signal?: AbortSignal;
  /** With a Mapbox token, Mapbox geocoding answers; without, the French national address API (no key). */
  mapboxToken?: string;
  locale: Locale;
  /** Results near the zone come first. */
  near?: { lat: number; lng: number };
};

// Both services answer GeoJSON; only the fields read here are typed.
type AdresseFeature = {
  geometry?: { coordinates?: number[] };
  properties?: {
    id?: string;
    label?: string;
    name?: string;
    type?: string;
    city?: string;
    postcode?: string;
  };
};
type MapboxFeature = {
  id?: string;
  center?: number[];
  place_name?: string;
  text?: string;
  /** The house number of an address result. */
  address?: string;
  context?: Array<{ id?: string; text?: string }>;
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function fromAdresse(feature: AdresseFeature): AddressSuggestion | undefined {
  const [lng, lat] = feature.geometry?.coordinates ?? [];
  const label = feature.properties?.label;
  if (!isNumber(lat) || !isNumber(lng) || !label) return undefined;
  const { id, name, type, city, postcode } = feature.properties ?? {};
  // A town or a locality carries its own name in `name`, which is no street.
  const street = type === 'housenumber' || type === 'street' ? (name ?? '') : '';
  return { id: id ?? label, label, street, city: city ?? '', postalCode: postcode ?? '', lat, lng };
}

function fromMapbox(feature: MapboxFeature): AddressSuggestion | undefined {
  const [lng, lat] = feature.center ?? [];
  const label = feature.place_name;
  if (!isNumber(lat) || !isNumber(lng) || !label) return undefined;
  const context = (kind: string) =>
    feature.context?.find((item) => item.id?.startsWith(`${kind}.`))?.text ?? '';
  const city = feature.id?.startsWith('place.') ? (feature.text ?? '') : context('place');
  const street = feature.id?.startsWith('address.')
    ? [feature.address, feature.text].filter(Boolean).join(' ')
    : '';
  return { id: feature.id ?? label, label, street, city, postalCode: context('postcode'), lat, lng };
}

/**
 * Up to five addresses matching what was typed, fetched straight from the browser (a public,
 * keyless service, or Mapbox with the public token). Throws on a network or HTTP failure.
 */
export async function geocodeAddress(
  text: string,
  { signal, mapboxToken, locale, near }: GeocodeOptions,
): Promise<AddressSuggestion[]> {
  let url: URL;
  if (mapboxToken) {
    url = new URL(`${MAPBOX_GEOCODING_URL}${encodeURIComponent(text)}.json`);
    url.searchParams.set('access_token', mapboxToken);
    url.searchParams.set('country', 'fr');
    url.searchParams.set('language', locale);
    url.searchParams.set('limit', String(SUGGESTION_LIMIT));
    url.searchParams.set('autocomplete', 'true');
    if (near) url.searchParams.set('proximity', `${near.lng},${near.lat}`);
  } else {
    url = new URL(ADDRESS_API_URL);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', String(SUGGESTION_LIMIT));
    url.searchParams.set('autocomplete', '1');
    if (near) {
      url.searchParams.set('lat', String(near.lat));
      url.searchParams.set('lon', String(near.lng));
    }
  }
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Address search answered ${response.status}`);
  const body = (await response.json()) as { features?: unknown[] };
  const features = Array.isArray(body.features) ? body.features : [];
  const read = (feature: unknown) => {
    if (typeof feature !== 'object' || feature === null) return undefined;
    return mapboxToken ? fromMapbox(feature as MapboxFeature) : fromAdresse(feature as AdresseFeature);
  };
  return features
    .map(read)
    .filter((found): found is AddressSuggestion => found !== undefined)
    .slice(0, SUGGESTION_LIMIT);
}
