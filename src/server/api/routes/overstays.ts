import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { paymentInputSchema } from '../../../contracts/bookings';
import { payOverstay } from '../../lifecycle/overstay-payment';
import { getOverstay, recordOverstay } from '../../services/overstay-service';
import type { ApiEnv } from '../context';
import { defineRoute, uuidParam } from '../define-route';
import { requestLocale } from '../locale';

const tag = 'Overstays';
const overstaySchema = z.object({
  id: z.string().uuid(),
  event_id: z.string().uuid(),
  booking_id: z.string().uuid(),
  space: z.object({ slug: z.string(), zone: z.string(), title: z.string() }),
  day: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  price_hour: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['due', 'paid']),
});

export function registerOverstayRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/overstays/:id',
      operationId: 'getOverstay',
      summary: 'An overstay',
      description:
        'Time used past the end of an event: its minutes, hourly price, amount and whether it is paid; for whoever may manage the booking.',
      tag,
      auth: 'required',
      params: z.object({ id: uuidParam('overstay') }),
      responses: { 200: { description: 'The overstay', schema: overstaySchema } },
    },
    async ({ c, db, user, params }) => c.json(await getOverstay(db, user, params.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/overstays/:id/payment',
      operationId: 'payOverstay',
      summary: 'Pay an overstay',
      description:
        'Charges an overstay’s amount to a saved card of the booking’s account (with the offline demo provider, a test card typed in); one that asks for 3-D Secure stays due until Stripe confirms it.',
      tag,
      auth: 'required',
      limit: 'payment',
      params: z.object({ id: uuidParam('overstay') }),
      body: paymentInputSchema,
      responses: {
        200: {
          description: 'The overstay, paid (or due until 3-D Secure completes)',
          schema: overstaySchema,
        },
        403: { description: 'STAFF_USE_BACK_OFFICE: staff do not pay a customer’s overstay.' },
        404: { description: 'NOT_FOUND: no such overstay, or no such saved card.' },
        409: { description: 'NOTHING_TO_PAY: the overstay is paid.' },
        422: {
          description: 'CARD_REQUIRED, CARD_INVALID: no usable card. PAYMENT_FAILED: the card was refused.',
        },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await payOverstay(db, user, params.id, body, deps);
      return c.json(await getOverstay(db, user, params.id, requestLocale(c)));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/events/:id/overstays',
      operationId: 'recordOverstay',
      summary: 'Record an overstay',
      description:
        'Records the minutes an event’s people stayed past its end, priced at the space’s hourly rate, for its organizer to pay. For staff.',
      tag,
      auth: 'required',
      params: z.object({ id: uuidParam('event') }),
      body: z.strictObject({ minutes: z.number().int().min(1).max(600) }),
      responses: {
        201: { description: 'The overstay', schema: overstaySchema },
        403: { description: 'FORBIDDEN: the caller is not staff.' },
        404: { description: 'NOT_FOUND: no such event.' },
        422: { description: 'EVENT_NOT_CONFIRMED: only a confirmed event has an overstay.' },
      },
    },
    async ({ c, db, user, params, body }) => {
      const id = await recordOverstay(db, user, params.id, body.minutes);
      return c.json(await getOverstay(db, user, id, requestLocale(c)), 201);
    },
  );
}
