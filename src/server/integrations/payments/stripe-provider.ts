import Stripe from 'stripe';
import { badRequest, unprocessable } from '../../core/errors';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, WebhookEvent } from './provider';

/** Stripe PaymentIntents (3-D Secure via requires_action), SetupIntents and signed webhooks. */
export function createStripeProvider(secretKey: string, webhookSecret: string | undefined): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    async createCustomer(accountId) {
      const customer = await stripe.customers.create(
        { metadata: { account_id: accountId } },
        { idempotencyKey: `customer-${accountId}` },
      );
      return customer.id;
    },
    async createSetupIntent(customerRef) {
      const intent = await stripe.setupIntents.create({ customer: customerRef, usage: 'off_session' });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without client secret');
      return { clientSecret: intent.client_secret };
    },
    async saveCard({ paymentMethodId }): Promise<CardDetails> {
      if (!paymentMethodId)
        throw unprocessable('CARD_INVALID', 'A confirmed Stripe payment method is required.');
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      if (!method.card) throw unprocessable('CARD_INVALID', 'This payment method is not a card.');
      return {
        providerRef: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },
    async detachCard(providerRef) {
      await stripe.paymentMethods.detach(providerRef);
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!('providerRef' in request.card))
        throw unprocessable('CARD_REQUIRED', 'Choose a saved card or add one.');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'eur',
            customer: request.customerRef,
            payment_method: request.card.providerRef,
            confirm: true,
            description: request.description,
            metadata: request.metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', providerRef: intent.id };
        if (intent.status === 'requires_action' && intent.client_secret) {
          return { status: 'requires_action', providerRef: intent.id, clientSecret: intent.client_secret };
        }
        return {
          status: 'failed',
          providerRef: intent.id,
          reason: intent.last_payment_error?.code ?? intent.status,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            providerRef: error.payment_intent?.id ?? error.requestId ?? 'unknown',
            reason: error.code ?? 'card_declined',
          };
        }
        throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.chargeRef, amount: request.amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: request.idempotencyKey },
      );
      return { providerRef: refund.id };
    },
    parseWebhook(payload, signature): WebhookEvent {
      if (!webhookSecret) throw badRequest('WEBHOOK_NOT_CONFIGURED', 'STRIPE_WEBHOOK_SECRET is not set.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        throw badRequest('INVALID_SIGNATURE', 'The webhook signature does not match.');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        return {
          id: event.id,
          type: event.type,
          paymentIntentId: intent.id,
          amountCents: intent.amount_received || intent.amount,
          metadata: intent.metadata,
        };
      }
      return { id: event.id, type: 'other' };
    },
  };
}
