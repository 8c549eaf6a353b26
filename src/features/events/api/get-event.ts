import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '../../../contracts/events';
import { httpStatusOf, loadApiClient } from '../../../lib/api-session';
import { useAuth } from '../../../lib/auth/auth-context';
import { eventKeys } from './get-events';

/** GET /events/{id}: the event with its organizer and guests, as the signed-in user may see it. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  const { data } = await (
    await loadApiClient()
  ).get<EventDetail>(`/events/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // Not found stays not found: retrying only delays the message.
    retry: (failures, error) => httpStatusOf(error) !== 404 && failures < 3,
  });
}

export function useEvent(id: string) {
  const { status } = useAuth();
  return useQuery({ ...eventQueryOptions(id), enabled: status === 'authenticated' && id !== '' });
}
