import { useQuery } from '@tanstack/react-query';
import type { ZoneWithCount } from '../../../contracts/spaces';
import type { Locale } from '../../../domain/money';
import { loadApiClient } from '../../../lib/api-session';
import { spacePickerKeys } from './search-spaces';

/** GET /zones: the cities served, named in the API's language (Accept-Language). */
export async function getZones(signal?: AbortSignal): Promise<ZoneWithCount[]> {
  const { data } = await (await loadApiClient()).get<ZoneWithCount[]>('/zones', { signal });
  return data;
}

/** The zones a series' space may be searched in; a zone opened by staff appears within minutes. */
export const useZones = (locale: Locale) =>
  useQuery({
    queryKey: spacePickerKeys.zones(locale),
    queryFn: ({ signal }) => getZones(signal),
    staleTime: 5 * 60_000,
  });
