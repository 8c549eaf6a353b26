import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  bookingHistoryEntrySchema,
  bookingSchema,
  cancellationQuoteSchema,
  changeQuoteQuerySchema,
  changeQuoteSchema,
  changeBookingSchema,
  createBookingSchema,
  extendBookingSchema,
  paymentInputSchema,
  confirmFreeSchema,
  paymentResultSchema,
  updateBookingSchema,
} from '../../../contracts/bookings';
import { cancelBooking, cancellationQuote } from '../../lifecycle/cancel';
import { DEFAULT_REFUND_POLICY } from '../../../domain/refund-policy';
import { changeBooking, extendBooking, quoteChange } from '../../lifecycle/changes';
import { createHold } from '../../lifecycle/hold';
import { stepOfLostAttempt } from '../../lifecycle/ledger';
import { updateHold } from '../../lifecycle/hold-update';
import { confirmFreeHold, payBooking } from '../../lifecycle/payment';
import { bookingHistoryOf, toBookingView } from '../../services/booking-view';
import { loadBookingFor } from '../../lifecycle/booking-record';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../core/context';
import type { ApiEnv } from '../context';
import { countCall, defineRoute } from '../define-route';
import { idempotent } from '../idempotency';
import { requestLocale } from '../locale';

const idParams = z.object({ id: z.string().uuid() });
const ok = { 200: { description: 'The booking', schema: bookingSchema } };
const tag = 'Bookings';

/** Every booking route answers with the booking as it now stands, in the request's language. */
const viewOf = async (c: Context<ApiEnv>, db: Db, user: CurrentUser, id: string) =>
  toBookingView(await loadBookingFor(db, user, id), requestLocale(c));

export function registerBookingRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings',
      summary: 'Hold a slot (Idempotency-Key supported)',
      tag,
      auth: 'required',
      limit: 'hold',
      body: createBookingSchema,
      responses: {
        201: { description: 'The held booking', schema: bookingSchema },
        409: { description: 'SLOT_TAKEN, SPACE_CLOSED' },
        422: { description: 'SLOT_UNAVAILABLE, TOO_MANY_DESKS, DESKS_NOT_SOLD' },
      },
    },
    ({ c, db, user, body, deps }) =>
      idempotent(c, db, user, body, async (request) => {
        // A retry of a hold whose instance died before answering: the hold it made is the answer.
        const lost = await stepOfLostAttempt(db, user.id, request);
        if (lost) return { status: 201, body: await viewOf(c, db, user, lost.bookingId) };
        const held = await createHold(
          db,
          user,
          {
            spaceId: body.space_id,
            day: body.day,
            start: body.start,
            end: body.end,
            desks: body.desks,
            attendees: body.attendees,
            recurrence: body.recurrence,
            skipDays: body.skip_days,
          },
          {
            now: deps.now(),
            holdMinutes: deps.config.holdMinutes,
            limits: deps.config.holdLimits,
            requestKey: request?.key,
          },
        );
        return { status: 201, body: toBookingView(held, requestLocale(c)) };
      }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id',
      summary: 'A booking',
      tag,
      auth: 'required',
      params: idParams,
      responses: ok,
    },
    async ({ c, db, user, params }) => c.json(await viewOf(c, db, user, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/bookings/:id',
      summary: 'Set extras and a coupon code while held',
      tag,
      auth: 'required',
      params: idParams,
      body: updateBookingSchema,
      responses: ok,
    },
    async ({ c, db, user, params, body, deps }) => {
      // Trying codes is counted apart: a few a minute, so that none can be guessed.
      if (body.coupon_code !== undefined) await countCall(c, 'coupon', user);
      await updateHold(db, user, params.id, body, deps.now(), deps.config.holdMinutes);
      return c.json(await viewOf(c, db, user, params.id));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings/:id/payment',
      summary: 'Pay a hold or the balance (Idempotency-Key supported)',
      tag,
      auth: 'required',
      limit: 'payment',
      params: idParams,
      body: paymentInputSchema,
      responses: { 200: { description: 'Paid, or 3-D Secure to complete', schema: paymentResultSchema } },
    },
    ({ c, db, user, params, body, deps }) =>
      idempotent(c, db, user, body, async (request) => {
        const payment = await payBooking(db, user, params.id, body, deps, request);
        const booking = await viewOf(c, db, user, params.id);
        return {
          status: 200,
          body: {
            booking,
            payment: {
              provider: payment.provider,
              status: payment.status,
              amount: payment.amount,
              client_secret: payment.clientSecret,
            },
          },
        };
      }),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id/history',
      summary: 'What happened to the booking, oldest first, with the money each step moved',
      tag,
      auth: 'required',
      params: idParams,
      responses: { 200: { description: 'The history', schema: z.array(bookingHistoryEntrySchema) } },
    },
    async ({ c, db, user, params }) => {
      await loadBookingFor(db, user, params.id);
      return c.json(await bookingHistoryOf(db, params.id));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id/change-quote',
      summary: 'What moving (day, start, end) or extending (end) the booking would cost, before asking',
      tag,
      auth: 'required',
      params: idParams,
      query: changeQuoteQuerySchema,
      responses: {
        200: {
          description: 'Old and new totals, what would be charged or refunded',
          schema: changeQuoteSchema,
        },
      },
    },
    async ({ c, db, user, params, query, deps }) =>
      c.json(await quoteChange(db, user, params.id, query, deps)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id/cancellation',
      summary: 'What cancelling now would refund, and the policy line that says so',
      tag,
      auth: 'required',
      params: idParams,
      responses: { 200: { description: 'The refund', schema: cancellationQuoteSchema } },
    },
    async ({ c, db, user, params, deps }) => {
      const record = await loadBookingFor(db, user, params.id);
      const policy = deps.config.refundPolicy ?? DEFAULT_REFUND_POLICY;
      const quote = cancellationQuote(record.booking, record.paid, record.events, deps.now(), policy);
      return c.json({
        refund: quote?.refund ?? 0,
        paid: record.paid,
        rule: quote?.rule ?? null,
        policy: {
          full_hours: policy.fullHours,
          partial_hours: policy.partialHours,
          partial_percent: policy.partialPercent,
        },
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings/:id/confirm',
      summary:
        'Confirm a hold with nothing to pay (a code covers it all), without a card, the terms of sale accepted',
      tag,
      auth: 'required',
      limit: 'payment',
      params: idParams,
      body: confirmFreeSchema,
      responses: {
        ...ok,
        409: { description: 'BALANCE_DUE, HOLD_EXPIRED' },
        422: { description: 'TERMS_NOT_ACCEPTED' },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await confirmFreeHold(db, user, params.id, body.terms_version, deps.now());
      return c.json(await viewOf(c, db, user, params.id));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings/:id/cancel',
      summary: 'Cancel',
      tag,
      auth: 'required',
      params: idParams,
      responses: ok,
    },
    async ({ c, db, user, params, deps }) => {
      await cancelBooking(db, user, params.id, deps);
      return c.json(await viewOf(c, db, user, params.id));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings/:id/extend',
      summary: 'More time after the end, if free',
      tag,
      auth: 'required',
      params: idParams,
      body: extendBookingSchema,
      responses: ok,
    },
    async ({ c, db, user, params, body, deps }) => {
      await extendBooking(db, user, params.id, body.end, deps);
      return c.json(await viewOf(c, db, user, params.id));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings/:id/change',
      summary: 'Move to another slot of the same space',
      tag,
      auth: 'required',
      params: idParams,
      body: changeBookingSchema,
      responses: ok,
    },
    async ({ c, db, user, params, body, deps }) => {
      await changeBooking(db, user, params.id, body, deps);
      return c.json(await viewOf(c, db, user, params.id));
    },
  );
}
