import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../contracts/events';
import { loadApiClient } from '../../../lib/api-session';
import { useAuth } from '../../../lib/auth/auth-context';

/** How many events the dashboard shows; the whole list is on /events. */
export const DASHBOARD_EVENT_COUNT = 3;

// Under ['events'] so that whatever refreshes the user's events refreshes this too.
export const dashboardKeys = {
  upcomingEvents: () => ['events', 'upcoming', 'dashboard'] as const,
};

/** GET /events: the signed-in user's upcoming events, soonest first. */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<EventSummary[]> {
  const { data } = await (
    await loadApiClient()
  ).get<EventSummary[]>('/events', { params: { scope: 'upcoming' }, signal });
  return data;
}

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.upcomingEvents(),
    queryFn: ({ signal }) => getUpcomingEvents(signal),
    select: (events) => events.slice(0, DASHBOARD_EVENT_COUNT),
  });
}

export function useUpcomingEvents() {
  const { status } = useAuth();
  return useQuery({ ...upcomingEventsQueryOptions(), enabled: status === 'authenticated' });
}
