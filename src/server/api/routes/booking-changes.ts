import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  cancellationQuoteSchema,
  changeBookingSchema,
  changeQuoteQuerySchema,
  changeQuoteSchema,
  extendBookingSchema,
} from '../../../contracts/bookings';
import { DEFAULT_REFUND_POLICY } from '../../../domain/refund-policy';
import { cancelBooking, cancellationQuote } from '../../lifecycle/cancel';
import { changeBooking, extendBooking, quoteChange } from '../../lifecycle/changes';
import { loadBookingFor } from '../../lifecycle/booking-record';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { idParams, ok, paymentUnderWay, slotRefused, staffRefused, tag, viewOf } from './bookings';

const notChangeable =
  'NOT_CHANGEABLE: the booking is neither held nor confirmed. HOLD_EXPIRED: the hold has expired.';
const slotConflict = 'SLOT_TAKEN: the new slot is taken. SPACE_CLOSED: the space is closed then.';
const moveRefused = `RECURRING_NOT_CHANGEABLE: a recurring series is changed one event at a time. ${slotRefused}.`;

/** A booking after it is made: what a change or a cancellation would cost, and making them. */
export function registerBookingChangeRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id/change-quote',
      operationId: 'quoteBookingChange',
      summary: 'Price a change',
      description:
        'What moving the booking (day, start and end) or extending it (end alone) would cost, before asking: the old and new totals, and what would be charged or refunded.',
      tag,
      auth: 'required',
      params: idParams,
      query: changeQuoteQuerySchema,
      responses: {
        200: {
          description: 'Old and new totals, what would be charged or refunded',
          schema: changeQuoteSchema,
        },
        409: { description: `${notChangeable} SPACE_CLOSED: the space is closed then.` },
        422: { description: moveRefused },
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
      operationId: 'quoteBookingCancellation',
      summary: 'Price a cancellation',
      description:
        'What cancelling the booking now would refund, the rule of the refund policy that gives it, and the policy itself.',
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
      path: '/bookings/:id/cancel',
      operationId: 'cancelBooking',
      summary: 'Cancel a booking',
      description:
        'Cancels a held or confirmed booking that has not started, refunding what the cancellation policy gives (see quoteBookingCancellation); cancelling it again changes nothing.',
      tag,
      auth: 'required',
      params: idParams,
      responses: {
        ...ok,
        409: { description: `NOT_CHANGEABLE: the booking can no longer be cancelled. ${paymentUnderWay}` },
        422: { description: 'ALREADY_STARTED: the booking has started.' },
      },
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
      operationId: 'extendBooking',
      summary: 'Extend a booking',
      description:
        'Moves the end of a one-day booking later, even once started, if the space is open and free until then; a confirmed booking then owes the difference, paid with payBooking.',
      tag,
      auth: 'required',
      params: idParams,
      body: extendBookingSchema,
      responses: {
        ...ok,
        403: { description: staffRefused },
        409: { description: `${notChangeable} ${slotConflict} ${paymentUnderWay}` },
        422: { description: `NOT_LATER: the new end is not after the current one. ${moveRefused}` },
      },
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
      operationId: 'changeBooking',
      summary: 'Move a booking',
      description:
        'Moves a one-day booking that has not started to another slot of the same space: a hold simply moves; a confirmed booking moves at once when the new slot costs no more (the difference refunded as the policy gives), otherwise once the difference is paid with payBooking.',
      tag,
      auth: 'required',
      params: idParams,
      body: changeBookingSchema,
      responses: {
        ...ok,
        403: { description: staffRefused },
        409: { description: `${notChangeable} ${slotConflict} ${paymentUnderWay}` },
        422: { description: `ALREADY_STARTED: the booking has started. ${moveRefused}` },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await changeBooking(db, user, params.id, body, deps);
      return c.json(await viewOf(c, db, user, params.id));
    },
  );
}
