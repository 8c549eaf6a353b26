import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { paymentInputSchema } from '../../../contracts/bookings';
import { payOverstay } from '../../lifecycle/overstay-payment';
import { getOverstay, recordOverstay } from '../../services/overstay-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

const tag = 'Overstays';
const idParams = z.object({ id: z.string().uuid() });
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
      summary: 'An overstay to pay',
      tag,
      auth: 'required',
      params: idParams,
      responses: { 200: { description: 'The overstay', schema: overstaySchema } },
    },
    async ({ c, db, user, params }) => c.json(await getOverstay(db, user, params.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/overstays/:id/payment',
      summary: 'Pay an overstay',
      tag,
      auth: 'required',
      limit: 'payment',
      params: idParams,
      body: paymentInputSchema,
      responses: { 200: { description: 'Paid', schema: overstaySchema } },
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
      summary: 'Record time used past the end of an event (staff)',
      tag,
      auth: 'required',
      params: idParams,
      body: z.strictObject({ minutes: z.number().int().min(1).max(600) }),
      responses: { 201: { description: 'The overstay', schema: overstaySchema } },
    },
    async ({ c, db, user, params, body }) => {
      const id = await recordOverstay(db, user, params.id, body.minutes);
      return c.json(await getOverstay(db, user, id, requestLocale(c)), 201);
    },
  );
}
