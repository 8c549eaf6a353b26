import type { SupportMessageInput, SupportMessageReceived } from '../../../contracts/support';
import { loadApiClient } from '../../../lib/api-session';

/** POST /support/messages (a public page: no query cache there, a plain call): the message reaches support by e-mail, replying-to the address given. */
export async function sendSupportMessage(input: SupportMessageInput): Promise<SupportMessageReceived> {
  const { data } = await (await loadApiClient()).post<SupportMessageReceived>('/support/messages', input);
  return data;
}
