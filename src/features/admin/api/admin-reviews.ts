import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '../../../contracts/reviews';
import { loadApiClient } from '../../../lib/api-session';
import { definedParams } from './admin-keys';

export type ReviewFilter = 'all' | 'visible' | 'hidden';

/** Under the back office's own key (adminKeys.all), so its writes refresh it as well. */
const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filter: ReviewFilter) => ['admin', 'reviews', filter] as const,
};

/** GET /admin/reviews: the latest reviews, newest first, hidden ones too unless filtered. */
export async function getAdminReviews(filter: ReviewFilter, signal?: AbortSignal): Promise<AdminReview[]> {
  const params = definedParams({ hidden: filter === 'all' ? undefined : String(filter === 'hidden') });
  return (await (await loadApiClient()).get<AdminReview[]>('/admin/reviews', { params, signal })).data;
}

export const useAdminReviews = (filter: ReviewFilter) =>
  useQuery({ queryKey: reviewKeys.list(filter), queryFn: ({ signal }) => getAdminReviews(filter, signal) });

/** POST /admin/reviews/{id}/hide or /unhide. */
export async function setReviewHidden(id: string, hidden: boolean): Promise<AdminReview> {
  return (
    await (
      await loadApiClient()
    ).post<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`)
  ).data;
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setReviewHidden(id, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
