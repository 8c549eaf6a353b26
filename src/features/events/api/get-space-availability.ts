import type { Availability } from '../../../contracts/spaces';
import { loadApiClient } from '../../../lib/api-session';

export const availabilityKeys = {
  day: (spaceId: string, day: string) => ['availability', spaceId, day] as const,
};

/** GET /spaces/{id}/availability?day=: the half-hour cells of one day, free or taken. */
export async function getSpaceAvailability(
  spaceId: string,
  day: string,
  signal?: AbortSignal,
): Promise<Availability> {
  const { data } = await (
    await loadApiClient()
  ).get<Availability>(`/spaces/${encodeURIComponent(spaceId)}/availability`, { params: { day }, signal });
  return data;
}
