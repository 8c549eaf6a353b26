import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { payments, webhookEvents } from '../../db/schema';
import { recordPaymentSucceeded } from '../../services/payment-service';
import type { ApiEnv } from '../context';
import { badRequest, notFound } from '../../core/errors';

/**
 * Stripe's signed webhook: confirms a booking paid after 3-D Secure even if the tab was closed.
 * Each event is handled once (webhook_events), and confirming is itself idempotent.
 */
export function registerWebhookRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.post('/webhooks/stripe', async (c) => {
    const { payments: provider, db: getDb, now } = c.get('deps');
    if (!provider.parseWebhook) throw notFound('Webhook');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest('INVALID_SIGNATURE', 'The Stripe-Signature header is missing.');
    const event = provider.parseWebhook(await c.req.text(), signature);
    const db = await getDb();
    const fresh = await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (fresh.length === 0 || event.type === 'other') return c.json({ received: true });

    try {
      const [payment] = await db.select().from(payments).where(eq(payments.providerRef, event.paymentIntentId)).limit(1);
      const bookingId = payment?.bookingId ?? event.metadata.booking_id;
      if (event.type === 'payment_intent.succeeded' && bookingId) {
        await recordPaymentSucceeded(db, bookingId, 'stripe', event.paymentIntentId, event.amountCents, now());
      } else if (event.type === 'payment_intent.payment_failed' && payment) {
        await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
      }
    } catch (error) {
      // Not handled after all: forget the event so that Stripe's retry is processed.
      await db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
      throw error;
    }
    return c.json({ received: true });
  });
}
