import { apiErrorOf } from '../../../lib/api-session';

/** Translation keys for a failed call: the API's own code first (errors:api.SLOT_TAKEN…), then the generic message. */
export function apiErrorKeys(error: unknown): string[] {
  const code = apiErrorOf(error)?.code;
  return code ? [`errors:api.${code}`, 'errors:generic'] : ['errors:generic'];
}
