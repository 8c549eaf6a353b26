import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadApiClient } from '../../../lib/api-session';
import { eventKeys } from './get-events';

/** DELETE /events/{id}/guests/{guestId} (organizer only). */
export async function removeGuest(eventId: string, guestId: string): Promise<void> {
  await (
    await loadApiClient()
  ).delete(`/events/${encodeURIComponent(eventId)}/guests/${encodeURIComponent(guestId)}`);
}

export function useRemoveGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => removeGuest(eventId, guestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all() }),
  });
}
