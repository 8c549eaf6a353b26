import type { Availability } from '../../../contracts/spaces';
import { loadApiClient } from '../../../lib/api-session';

/** GET /spaces/{id}/availability: the half-hour grid of one day, taken cells marked. */
export async function getAvailability(
  spaceId: string,
  day: string,
  signal?: AbortSignal,
): Promise<Availability> {
  const { data } = await (
    await loadApiClient()
  ).get<Availability>(`/spaces/${spaceId}/availability`, { params: { day }, signal });
  return data;
}
