import type { ServerEnv } from '../../env';
import { createOfflineProvider } from './offline-provider';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the offline demo provider (the API and the jobs alike). */
export function configuredPaymentProvider(
  env: Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentProvider {
  return env.STRIPE_SECRET_KEY
    ? createStripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET)
    : createOfflineProvider();
}
