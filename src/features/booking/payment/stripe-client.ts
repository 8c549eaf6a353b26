import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// Offline, loadStripe can hang forever instead of failing: give up after this long.
const LOAD_TIMEOUT_MS = 15_000;

let stripe: Promise<Stripe | null> | undefined;

/** Stripe.js, requested the first time a card is typed in or a payment needs 3-D Secure, never before. */
export function getStripe(): Promise<Stripe | null> {
  const key = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  if (!key) return Promise.resolve(null);
  stripe ??= Promise.race([
    loadStripe(key),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_TIMEOUT_MS)),
  ]).then((loaded) => {
    if (!loaded) stripe = undefined; // try again next time
    return loaded;
  });
  return stripe;
}

/**
 * Finishes a PaymentIntent that needs the cardholder (3-D Secure). The booking itself is confirmed
 * by Stripe's signed webhook, so closing the tab now loses nothing.
 */
export async function completeCardAction(
  clientSecret: string,
): Promise<{ ok: true } | { ok: false; code: string }> {
  const instance = await getStripe();
  if (!instance) return { ok: false, code: 'stripe_unavailable' };
  const { error, paymentIntent } = await instance.handleNextAction({ clientSecret });
  if (error) return { ok: false, code: error.decline_code ?? error.code ?? 'authentication_failed' };
  return paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing'
    ? { ok: true }
    : { ok: false, code: 'authentication_failed' };
}
