import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteSpace } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';
import { useAuth } from '../../../lib/auth/auth-context';

// Beside ['me'], not under it: refreshing the user (an exact match on ['me']) leaves this list be.
export const favoriteKeys = {
  list: () => ['favorites'] as const,
};

/** GET /me/favorites: the spaces the user keeps. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoriteSpace[]> {
  const { data } = await (await loadApiClient()).get<FavoriteSpace[]>('/me/favorites', { signal });
  return data;
}

export function favoritesQueryOptions() {
  return queryOptions({ queryKey: favoriteKeys.list(), queryFn: ({ signal }) => getFavorites(signal) });
}

export function useFavorites() {
  const { status } = useAuth();
  return useQuery({ ...favoritesQueryOptions(), enabled: status === 'authenticated' });
}
