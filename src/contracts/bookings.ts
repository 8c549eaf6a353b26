import { z } from 'zod';
import { parseClock } from '../domain/clock';
import { isValidDay } from '../domain/paris-time';
import { MAX_RECURRENCE_WEEKS } from '../domain/slots';

/** A day as YYYY-MM-DD (Europe/Paris). */
export const daySchema = z.string().refine(isValidDay, 'Expected a day as YYYY-MM-DD');

/** A wall-clock time as 930 or "09:30", parsed to minutes since midnight. */
export const clockSchema = z
  .union([z.number().int(), z.string()])
  .transform((value, ctx) => {
    const minutes = parseClock(value);
    if (minutes === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Expected a time such as 930 or "09:30"' });
      return z.NEVER;
    }
    return minutes;
  });

export const recurrenceSchema = z
  .object({
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(2),
    weeks: z.number().int().min(1).max(MAX_RECURRENCE_WEEKS),
  })
  .refine((r) => new Set(r.weekdays).size === r.weekdays.length, { message: 'Weekdays must differ', path: ['weekdays'] });

export const createBookingSchema = z.strictObject({
  space_id: z.string().uuid(),
  day: daySchema,
  start: clockSchema,
  end: clockSchema,
  recurrence: recurrenceSchema.optional(),
  /** Days of a recurring series left out (taken or closed), so that the rest can be booked. */
  skip_days: z.array(daySchema).max(104).optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const updateBookingSchema = z.strictObject({
  extras: z.array(z.strictObject({ id: z.string().min(1), quantity: z.number().int().min(0).max(100) })).max(20).optional(),
  coupon_code: z.string().trim().min(1).max(40).nullable().optional(),
});
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;

/** A saved card of the account, or (demo provider only) a card typed in. */
export const paymentInputSchema = z.union([
  z.strictObject({ payment_method_id: z.string().uuid() }),
  z.strictObject({
    card: z.strictObject({
      number: z.string().regex(/^[\d ]{12,23}$/),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int().min(2000).max(2100),
      cvc: z.string().regex(/^\d{3,4}$/),
    }),
  }),
]);
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const extendBookingSchema = z.strictObject({ end: clockSchema });
export const changeBookingSchema = z.strictObject({ day: daySchema, start: clockSchema, end: clockSchema });

export const rebateSchema = z.object({ code: z.string(), amount: z.number().int() });

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

export const bookingSchema = z.object({
  id: z.string().uuid(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  status: bookingStatusSchema,
  space: z.object({ id: z.string().uuid(), slug: z.string(), zone: z.string(), title: z.string(), price_hour: z.number().int() }),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  occurrences: z.array(z.object({ event_id: z.string().uuid(), nth: z.number().int(), day: z.string(), start: z.string(), end: z.string(), status: z.string() })),
  recurrence: z.object({ weekdays: z.array(z.number().int()), weeks: z.number().int() }).nullable(),
  extras: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), unit_price: z.number().int() })),
  coupon_code: z.string().nullable(),
  space_price: z.number().int(),
  extras_price: z.number().int(),
  rebates: z.array(rebateSchema),
  total_price: z.number().int(),
  paid: z.number().int(),
  /** What is left to pay: the balance, or what a pending change costs beyond what was paid. */
  balance: z.number().int(),
  booked_at: z.string().nullable(),
  /** A dearer change of a confirmed booking, held until `balance` is paid; nothing moves before. */
  pending_change: z
    .object({
      kind: z.enum(['move', 'extend', 'extras']),
      day: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      total_price: z.number().int(),
      amount_due: z.number().int(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const paymentResultSchema = z.object({
  booking: bookingSchema,
  payment: z.object({
    provider: z.enum(['stripe', 'offline']),
    status: z.enum(['succeeded', 'requires_action']),
    amount: z.number().int(),
    client_secret: z.string().optional(),
  }),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** What cancelling a booking now would give back, and the policy line that gives it (BUSINESS-RULES §2). */
export const cancellationQuoteSchema = z.object({
  /** In cents. */
  refund: z.number().int(),
  paid: z.number().int(),
  /** Null when nothing was paid (a hold) or the booking can no longer be cancelled. */
  rule: z.enum(['full', 'partial', 'none']).nullable(),
  policy: z.object({ full_hours: z.number(), partial_hours: z.number(), partial_percent: z.number().int() }),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** One line of a booking's history: what happened, when, and the money it moved (charged > 0, refunded < 0). */
export const bookingHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  amount: z.number().int(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;
