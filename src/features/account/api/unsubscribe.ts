import { useMutation } from '@tanstack/react-query';
import type { Unsubscribed } from '../../../contracts/unsubscribe';
import type { UnsubscribeLinkQuery } from '../../../contracts/unsubscribe-values';
import { loadApiClient } from '../../../lib/api-session';

/**
 * POST /unsubscribe with an e-mail's signed link, and the body a mailbox provider's one-click
 * button sends (RFC 8058): the preference is off, signed in or not.
 */
export async function unsubscribe(link: UnsubscribeLinkQuery): Promise<Unsubscribed> {
  const { data } = await (
    await loadApiClient()
  ).post<Unsubscribed>('/unsubscribe', new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }), {
    params: link,
  });
  return data;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
