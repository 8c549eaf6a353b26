import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, RespondInput } from '../../../contracts/events';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** POST /events/{id}/response: a guest says whether they come; the event as they now see it. */
export async function respondToInvitation(
  eventId: string,
  response: RespondInput['response'],
): Promise<EventDetail> {
  const { data } = await (
    await loadApiClient()
  ).post<EventDetail>(`/events/${encodeURIComponent(eventId)}/response`, { response });
  return data;
}

export function useRespondToInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (response: RespondInput['response']) => respondToInvitation(eventId, response),
    onSuccess: (event) => queryClient.setQueryData(eventKeys.detail(eventId), event),
  });
}
