import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpaceSearchResponse } from '../../../contracts/spaces';
import { loadApiClient } from '../../../lib/api-session';

export const spacePickerKeys = {
  search: (zone: string, text: string) => ['space-picker', zone, text] as const,
  zones: (locale: string) => ['space-picker', 'zones', locale] as const,
};

/** GET /spaces?zone=&text=: the spaces of a zone whose name or address matches, to pick one for a series. */
export async function searchSpaces(
  zone: string,
  text: string,
  signal?: AbortSignal,
): Promise<SpaceSearchResponse> {
  const params = text ? { zone, text, page_size: 8 } : { zone, page_size: 8 };
  const { data } = await (await loadApiClient()).get<SpaceSearchResponse>('/spaces', { params, signal });
  return data;
}

export function searchSpacesQueryOptions(zone: string, text: string) {
  return queryOptions({
    queryKey: spacePickerKeys.search(zone, text),
    queryFn: ({ signal }) => searchSpaces(zone, text, signal),
  });
}

/** Only once two letters are typed: a search per keystroke before that finds everything. */
export function useSpaceSearch(zone: string, text: string) {
  return useQuery({
    ...searchSpacesQueryOptions(zone, text),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
