import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteSpace } from '../../contracts/me';
import { loadApiClient } from '../api-session';
import { useAuth } from '../auth/auth-context';

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

/** The signed-in user's favorites; idle for a guest and while auth loads. */
export function useFavorites() {
  const { status } = useAuth();
  return useQuery({ ...favoritesQueryOptions(), enabled: status === 'authenticated' });
}

/** PUT (keep) or DELETE (let go) /me/favorites/{id}. */
export async function setFavorite(spaceId: string, keep: boolean): Promise<void> {
  const client = await loadApiClient();
  const path = `/me/favorites/${encodeURIComponent(spaceId)}`;
  await (keep ? client.put(path) : client.delete(path));
}

export type FavoriteToggle = { space: Omit<FavoriteSpace, 'favorite'>; keep: boolean };

/**
 * Adds or removes a favorite at once in every view of the list (optimistic), then asks the API;
 * on failure the list goes back to what it was and `onFailure` tells the user.
 */
export function useToggleFavorite(onFailure: (toggle: FavoriteToggle) => void) {
  const queryClient = useQueryClient();
  const key = favoriteKeys.list();
  return useMutation({
    mutationFn: ({ space, keep }: FavoriteToggle) => setFavorite(space.id, keep),
    onMutate: async ({ space, keep }) => {
      // A list arriving now would overwrite the optimistic one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteSpace[]>(key);
      // Only what the list shows: a search result or a page passes more.
      const { id, slug, zone, title, district, capacity, price_hour, photo, features } = space;
      queryClient.setQueryData<FavoriteSpace[]>(key, (list = []) => {
        const others = list.filter((favorite) => favorite.id !== id);
        return keep
          ? [
              { id, slug, zone, title, district, capacity, price_hour, photo, features, favorite: true },
              ...others,
            ]
          : others;
      });
      return { previous };
    },
    onError: (_error, toggle, context) => {
      queryClient.setQueryData(key, context?.previous);
      onFailure(toggle);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
