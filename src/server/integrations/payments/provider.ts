/**
 * Card payments behind one interface: Stripe when STRIPE_SECRET_KEY is set, otherwise the offline
 * demo provider that records payments as paid without charging anything (and says so).
 */
export type ProviderName = 'stripe' | 'offline';

export type ChargeRequest = {
  amountCents: number;
  description: string;
  /** The same key always yields the same charge: a retried request never charges twice. */
  idempotencyKey: string;
  /** A saved card (its provider reference) or, offline only, a test card number. */
  card: { providerRef: string } | { number: string };
  /** Stripe: the account's Customer, which owns its saved cards. */
  customerRef?: string;
  metadata: Record<string, string>;
};

export type ChargeResult =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'requires_action'; providerRef: string; clientSecret: string }
  | { status: 'failed'; providerRef: string; reason: string };

export type RefundRequest = {
  /** The provider's reference of the charge to give back (part of). */
  chargeRef: string;
  amountCents: number;
  /** The refund row's id: a retried refund never pays back twice. */
  idempotencyKey: string;
};

export type CardDetails = {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type WebhookEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      paymentIntentId: string;
      amountCents: number;
      metadata: Record<string, string>;
    }
  | { id: string; type: 'other' };

export interface PaymentProvider {
  readonly name: ProviderName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives (part of) a charge back; resolves with the refund's reference once the provider accepted it. */
  refund(request: RefundRequest): Promise<{ providerRef: string }>;
  /** Offline: a test card number and expiry; Stripe: a PaymentMethod id confirmed by a SetupIntent. */
  saveCard(input: {
    number?: string;
    expMonth?: number;
    expYear?: number;
    paymentMethodId?: string;
  }): Promise<CardDetails>;
  /** Stripe only: a Customer for an account, to save its cards on. */
  createCustomer?(accountId: string): Promise<string>;
  /** Stripe only: a SetupIntent for Elements to collect a card for that Customer. */
  createSetupIntent?(customerRef: string): Promise<{ clientSecret: string }>;
  /** Stripe only: takes a saved card off its Customer, so that it can never be charged again. */
  detachCard?(providerRef: string): Promise<void>;
  /** Stripe only: parses a webhook after checking its signature; throws when forged. */
  parseWebhook?(payload: string, signature: string): WebhookEvent;
}
