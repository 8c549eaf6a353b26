import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../contracts/events';
import { loadApiClient } from '../../../lib/api-session';
import { useAuth } from '../../../lib/auth/auth-context';

export type EventScope = 'upcoming' | 'past';

export const eventKeys = {
  all: () => ['events'] as const,
  list: (scope: EventScope) => ['events', scope] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  cancellation: (bookingId: string) => ['events', 'cancellation', bookingId] as const,
  history: (bookingId: string) => ['events', 'history', bookingId] as const,
};

/** GET /events: the user's events as organizer or guest, soonest first. */
export async function getEvents(scope: EventScope, signal?: AbortSignal): Promise<EventSummary[]> {
  const { data } = await (
    await loadApiClient()
  ).get<EventSummary[]>('/events', { params: { scope }, signal });
  return data;
}

export function eventsQueryOptions(scope: EventScope) {
  return queryOptions({ queryKey: eventKeys.list(scope), queryFn: ({ signal }) => getEvents(scope, signal) });
}

/** Idle for a guest and while auth loads: the list is personal. */
export function useEvents(scope: EventScope = 'upcoming') {
  const { status } = useAuth();
  return useQuery({ ...eventsQueryOptions(scope), enabled: status === 'authenticated' });
}
