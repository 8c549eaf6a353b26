import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail } from '../../../contracts/events';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** POST /events/{id}/guests: the event as it stands with the new guest. */
export async function inviteGuest(eventId: string, email: string): Promise<EventDetail> {
  const { data } = await (
    await loadApiClient()
  ).post<EventDetail>(`/events/${encodeURIComponent(eventId)}/guests`, { email });
  return data;
}

export function useInviteGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteGuest(eventId, email),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(eventId), event);
      // The lists show the guests count.
      void queryClient.invalidateQueries({ queryKey: eventKeys.all() });
    },
  });
}
