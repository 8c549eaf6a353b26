import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedAddress } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** GET /me/calendar-feed: the address of the user's private calendar feed (made on first ask). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedAddress> {
  const { data } = await (await loadApiClient()).get<CalendarFeedAddress>('/me/calendar-feed', { signal });
  return data;
}

export const useCalendarFeed = () =>
  useQuery({ queryKey: accountKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });

/** POST /me/calendar-feed/reset: a new address; calendars subscribed to the old one stop updating. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await loadApiClient()).post<CalendarFeedAddress>('/me/calendar-feed/reset')).data,
    onSuccess: (address) => queryClient.setQueryData(accountKeys.calendarFeed(), address),
  });
}
