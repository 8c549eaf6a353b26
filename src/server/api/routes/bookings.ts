import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  bookingHistoryEntrySchema,
  bookingSchema,
  createBookingSchema,
  paymentInputSchema,
  confirmFreeSchema,
  paymentResultSchema,
  updateBookingSchema,
} from '../../../contracts/bookings';
import { createHold } from '../../lifecycle/hold';
import { stepOfLostAttempt } from '../../lifecycle/ledger';
import { updateHold } from '../../lifecycle/hold-update';
import { confirmFreeHold, payBooking } from '../../lifecycle/payment';
import { bookingHistoryOf, toBookingView } from '../../services/booking-view';
import { loadBookingFor } from '../../lifecycle/booking-record';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../core/context';
import type { ApiEnv } from '../context';
import { countCall, defineRoute, uuidParam } from '../define-route';
import { idempotent } from '../idempotency';
import { requestLocale } from '../locale';

export const idParams = z.object({ id: uuidParam('booking') });
export const ok = { 200: { description: 'The booking as it now stands', schema: bookingSchema } };
export const tag = 'Bookings';

// The failures several booking routes share, beyond those every route of their kind answers.
export const staffRefused = 'STAFF_USE_BACK_OFFICE: staff change a customer’s booking from the back office.';
export const paymentUnderWay =
  'PAYMENT_IN_PROGRESS: a payment of the booking is under way: wait for its answer.';
export const slotRefused =
  'SLOT_UNAVAILABLE: the slot cannot be booked (outside the opening hours or 08:00–23:00, not on the half hour, past, or over 12 months ahead)';

/** Every booking route answers with the booking as it now stands, in the request's language. */
export const viewOf = async (c: Context<ApiEnv>, db: Db, user: CurrentUser, id: string) =>
  toBookingView(await loadBookingFor(db, user, id), requestLocale(c));

/** A booking from its hold to its payment; its changes afterwards are in booking-changes.ts. */
export function registerBookingRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/bookings',
      operationId: 'createBooking',
      summary: 'Hold a slot',
      description:
        'Holds a slot of a space (or every week of a recurring one) for the signed-in user, priced and unpaid, for a few minutes (BOOKING_HOLD_MINUTES) while they choose extras and pay; the database refuses a slot someone else holds.',
      tag,
      auth: 'required',
      limit: 'hold',
      idempotent: true,
      body: createBookingSchema,
      responses: {
        201: { description: 'The held booking', schema: bookingSchema },
        404: { description: 'NOT_FOUND: no such published space.' },
        409: {
          description:
            'SLOT_TAKEN: the slot, or a day of the series, is taken. SPACE_CLOSED: the space is closed then. HOLD_LIMIT: the caller already holds as many unpaid bookings as allowed.',
        },
        422: {
          description: `${slotRefused}. TOO_MANY_DESKS, TOO_MANY_ATTENDEES: more than the space holds. DESKS_NOT_SOLD: a meeting room is booked whole. OCCURRENCE_LIMIT: the series would hold more occurrences than allowed.`,
        },
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
      operationId: 'getBooking',
      summary: 'A booking',
      description:
        'A booking as its organizer or their account’s administrators see it: space, slots, extras, code, price, status and what is paid.',
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
      operationId: 'updateBooking',
      summary: 'Set extras, people and coupon code',
      description:
        'Sets the extras, the number of people and the coupon code of a held booking, priced again; a confirmed booking that has not started may only add extras, then paid with payBooking.',
      tag,
      auth: 'required',
      params: idParams,
      body: updateBookingSchema,
      responses: {
        ...ok,
        403: { description: staffRefused },
        409: {
          description: `NOT_HELD: the booking is not held (a confirmed booking keeps its code). HOLD_EXPIRED: the hold has expired. ${paymentUnderWay} COUPON_USED: the account has used this code. COUPON_EXHAUSTED: the code has no use left.`,
        },
        422: {
          description:
            'ALREADY_STARTED: the booking has started. EXTRA_UNKNOWN, EXTRA_NOT_OFFERED, EXTRA_QUANTITY: no such extra, not offered by the space, or too many. EXTRAS_PAID: paid extras are not removed. ATTENDEES_PAID, TOO_MANY_ATTENDEES: the people of a paid booking do not change, nor exceed what the space holds. COUPON_UNKNOWN, COUPON_EXPIRED, COUPON_MINIMUM: no such code, not valid now, or the booking is below its minimum.',
        },
        429: {
          description:
            'RATE_LIMITED: more calls, or coupon codes tried, in a minute than the caller’s allowance; Retry-After gives the seconds to wait.',
        },
      },
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
      operationId: 'payBooking',
      summary: 'Pay a booking',
      description:
        'Charges what the booking owes (a hold, added extras, a dearer change) to a saved card (with the offline demo provider, a test card typed in), the terms of sale accepted: the hold is confirmed once the charge succeeds, or payment.client_secret is given for Stripe’s 3-D Secure.',
      tag,
      auth: 'required',
      limit: 'payment',
      idempotent: true,
      params: idParams,
      body: paymentInputSchema,
      responses: {
        200: {
          description: 'Paid (payment.status succeeded), or 3-D Secure to complete (requires_action)',
          schema: paymentResultSchema,
        },
        403: { description: staffRefused },
        404: { description: 'NOT_FOUND: no such booking, or no such saved card.' },
        409: {
          description: `HOLD_EXPIRED: the hold has expired: book again. NOT_HELD: the booking is neither held nor confirmed. ${paymentUnderWay} CHANGE_LAPSED: the change waited too long for its payment. NOTHING_TO_PAY: the booking is paid.`,
        },
        422: {
          description:
            'TERMS_NOT_ACCEPTED: terms_version is missing or not the version in force. CARD_REQUIRED, CARD_INVALID: no usable card. PAYMENT_FAILED: the card was refused; the hold is kept.',
        },
      },
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
      operationId: 'getBookingHistory',
      summary: 'A booking’s history',
      description:
        'What happened to the booking, oldest first: each step with its status before and after and the money it moved (charged > 0, refunded < 0).',
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
      method: 'post',
      path: '/bookings/:id/confirm',
      operationId: 'confirmFreeBooking',
      summary: 'Confirm a free hold',
      description:
        'Confirms a hold with nothing to pay (a code covers it all) without a card, the terms of sale accepted.',
      tag,
      auth: 'required',
      limit: 'payment',
      params: idParams,
      body: confirmFreeSchema,
      responses: {
        ...ok,
        403: { description: staffRefused },
        409: {
          description: `BALANCE_DUE: the booking has something to pay: use payBooking. HOLD_EXPIRED: the hold has expired. NOT_HELD: the booking is not held. ${paymentUnderWay}`,
        },
        422: { description: 'TERMS_NOT_ACCEPTED: terms_version is missing or not the version in force.' },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await confirmFreeHold(db, user, params.id, body.terms_version, deps.now());
      return c.json(await viewOf(c, db, user, params.id));
    },
  );
}
