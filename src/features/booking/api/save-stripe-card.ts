import type { PaymentMethod } from '../../../contracts/account';
import { loadApiClient } from '../../../lib/api-session';

/** POST /account/payment_methods/setup_intent: a SetupIntent for Stripe Elements to collect a card. */
export async function createSetupIntent(): Promise<string> {
  const { data } = await (await loadApiClient()).post<{ client_secret: string }>('/account/payment_methods/setup_intent');
  return data.client_secret;
}

/** POST /account/payment_methods with the Stripe PaymentMethod the SetupIntent confirmed. */
export async function saveStripeCard(paymentMethodId: string): Promise<PaymentMethod> {
  const { data } = await (await loadApiClient()).post<PaymentMethod>('/account/payment_methods', { payment_method_id: paymentMethodId });
  return data;
}
