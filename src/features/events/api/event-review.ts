import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventReview, ReviewInput } from '../../../contracts/reviews';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

const reviewKey = (eventId: string) => [...eventKeys.detail(eventId), 'review'] as const;

/** GET /events/{id}/review: the organizer's review of the booking and whether they may write it now. */
export async function getEventReview(eventId: string, signal?: AbortSignal): Promise<EventReview> {
  const { data } = await (
    await loadApiClient()
  ).get<EventReview>(`/events/${encodeURIComponent(eventId)}/review`, { signal });
  return data;
}

export function useEventReview(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKey(eventId),
    queryFn: ({ signal }) => getEventReview(eventId, signal),
    enabled,
  });
}

/** PUT /events/{id}/review: writes the review, or edits it within its window. */
export async function saveEventReview(eventId: string, input: ReviewInput): Promise<EventReview> {
  const { data } = await (
    await loadApiClient()
  ).put<EventReview>(`/events/${encodeURIComponent(eventId)}/review`, input);
  return data;
}

export function useSaveEventReview(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveEventReview(eventId, input),
    onSuccess: (review) => queryClient.setQueryData(reviewKey(eventId), review),
  });
}
