import type { SpaceDetail } from '../../../contracts/spaces';
import { loadApiClient } from '../../../lib/api-session';

export type ExtraOffer = SpaceDetail['extras'][number];

/** The extras a space offers, from its detail (GET /spaces/{zone}/{slug}). */
export async function getSpaceExtras(
  zone: string,
  slug: string,
  signal?: AbortSignal,
): Promise<ExtraOffer[]> {
  const { data } = await (await loadApiClient()).get<SpaceDetail>(`/spaces/${zone}/${slug}`, { signal });
  return data.extras;
}
