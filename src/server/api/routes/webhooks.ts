import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { payments, webhookEvents } from '../../db/schema';
import { settleOverstayCharge } from '../../lifecycle/overstay-payment';
import { settleCharge, settleChargeFailed } from '../../lifecycle/settlement';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../../core/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | undefined) => (value && UUID.test(value) ? value : null);

/**
 * Stripe's signed webhook: settles a booking's or an overstay's charge confirmed after 3-D
 * Secure, even if the tab was closed; a payment that arrives after a cancellation is refunded.
 * Each event is handled once (webhook_events), and confirming is itself idempotent.
 */
export function registerWebhookRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.post('/webhooks/stripe', async (c) => {
    const deps = c.get('deps');
    const { payments: provider, db: getDb, now } = deps;
    if (!provider.parseWebhook) throw notFound('Webhook');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest('INVALID_SIGNATURE', 'The Stripe-Signature header is missing.');
    const event = provider.parseWebhook(await c.req.text(), signature);
    const db = await getDb();
    const fresh = await db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0 || event.type === 'other') return c.json({ received: true });

    try {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, event.paymentIntentId)))
        .limit(1);
      const bookingId = payment?.bookingId ?? uuidOrNull(event.metadata.booking_id);
      const overstayId = payment?.overstayId ?? uuidOrNull(event.metadata.overstay_id);
      const charge = {
        provider: 'stripe' as const,
        providerRef: event.paymentIntentId,
        amount: event.amountCents,
      };
      if (event.type === 'payment_intent.succeeded' && bookingId) {
        await settleCharge(db, deps, { ...charge, bookingId, actorId: null, now: now() });
      } else if (event.type === 'payment_intent.succeeded' && overstayId) {
        await settleOverstayCharge(db, deps, { ...charge, overstayId, now: now() });
      } else if (event.type === 'payment_intent.payment_failed') {
        await settleChargeFailed(db, 'stripe', event.paymentIntentId);
      }
    } catch (error) {
      // Not handled after all: forget the event so that Stripe's retry is processed.
      await db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
      throw error;
    }
    return c.json({ received: true });
  });
}
