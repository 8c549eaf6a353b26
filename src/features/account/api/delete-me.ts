import { loadApiClient } from '../../../lib/api-session';

/** DELETE /me: the account is closed and the identity removed by the API. */
export async function deleteMe(): Promise<void> {
  await (await loadApiClient()).delete('/me');
}
