import { loadApiClient } from '../../../lib/api-session';

/** POST /account/payment_methods/setup_intent (Stripe only): the secret Elements confirms the card with. */
export async function createSetupIntent(): Promise<string> {
  const { data } = await (await loadApiClient()).post<{ client_secret: string }>('/account/payment_methods/setup_intent');
  return data.client_secret;
}
