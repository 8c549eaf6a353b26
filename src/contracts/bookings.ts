import { z } from 'zod';
import { parseClock } from '../domain/clock';
import { isValidDay } from '../domain/paris-time';
import { MAX_RECURRENCE_WEEKS } from '../domain/slots';

/** A day as YYYY-MM-DD (Europe/Paris). */
export const daySchema = z.string().refine(isValidDay, 'Expected a day as YYYY-MM-DD');

/** A wall-clock time as 930 or "09:30", parsed to minutes since midnight. */
export const clockSchema = z.union([z.number().int(), z.string()]).transform((value, ctx) => {
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
  .refine((r) => new Set(r.weekdays).size === r.weekdays.length, {
    message: 'Weekdays must differ',
    path: ['weekdays'],
  });

export const createBookingSchema = z.strictObject({
  space_id: z.string().uuid(),
  day: daySchema,
  start: clockSchema,
  end: clockSchema,
  /** Desks of a desk space (each occurrence takes as many); a meeting room is booked whole (1). */
  desks: z.number().int().min(1).max(60).optional(),
  /** How many people come, at most the space's capacity (a desk space: one per desk). */
  attendees: z.number().int().min(1).max(60).optional(),
  recurrence: recurrenceSchema.optional(),
  /** Days of a recurring series left out (taken or closed), so that the rest can be booked. */
  skip_days: z.array(daySchema).max(104).optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const updateBookingSchema = z.strictObject({
  extras: z
    .array(z.strictObject({ id: z.string().min(1), quantity: z.number().int().min(0).max(100) }))
    .max(20)
    .optional(),
  coupon_code: z.string().trim().min(1).max(40).nullable().optional(),
  /** How many people come, while the booking is held; per-person extras follow it. */
  attendees: z.number().int().min(1).max(60).optional(),
});
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;

/**
 * The version of the terms of sale the payer accepted (domain/terms.ts): a booking's payment
 * without the version in force is refused (422 TERMS_NOT_ACCEPTED); an overstay's ignores it.
 */
const termsVersionSchema = z.string().trim().min(1).max(40).optional();

/** A saved card of the account, or (demo provider only) a card typed in. */
export const paymentInputSchema = z.union([
  z.strictObject({ payment_method_id: z.string().uuid(), terms_version: termsVersionSchema }),
  z.strictObject({
    card: z.strictObject({
      number: z.string().regex(/^[\d ]{12,23}$/),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int().min(2000).max(2100),
      cvc: z.string().regex(/^\d{3,4}$/),
    }),
    terms_version: termsVersionSchema,
  }),
]);
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** POST /bookings/:id/confirm: a hold with nothing to pay, confirmed with the terms of sale accepted. */
export const confirmFreeSchema = z.strictObject({ terms_version: termsVersionSchema });
export type ConfirmFreeInput = z.input<typeof confirmFreeSchema>;

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
  space: z.object({
    id: z.string().uuid(),
    slug: z.string(),
    zone: z.string(),
    type: z.enum(['meeting_room', 'desk']),
    title: z.string(),
    price_hour: z.number().int(),
    capacity: z.number().int(),
  }),
  /** Desks taken at each occurrence (a desk space); 1 for a meeting room. */
  desks: z.number().int(),
  /** How many people come; a per-person extra's quantity is this number. */
  attendees: z.number().int(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  occurrences: z.array(
    z.object({
      event_id: z.string().uuid(),
      nth: z.number().int(),
      day: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.string(),
    }),
  ),
  recurrence: z.object({ weekdays: z.array(z.number().int()), weeks: z.number().int() }).nullable(),
  extras: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      per_person: z.boolean(),
    }),
  ),
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

/** What cancelling a booking now would give back, and the policy line that gives it (docs/business-rules.md §2). */
export const cancellationQuoteSchema = z.object({
  /** In cents. */
  refund: z.number().int(),
  paid: z.number().int(),
  /** Null when nothing was paid (a hold) or the booking can no longer be cancelled. */
  rule: z.enum(['full', 'partial', 'none']).nullable(),
  policy: z.object({ full_hours: z.number(), partial_hours: z.number(), partial_percent: z.number().int() }),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** GET /bookings/{id}/change-quote: a change priced before it is asked for. */
export const changeQuoteQuerySchema = z.object({
  day: daySchema.optional().describe('The new day, YYYY-MM-DD; the booking’s own without it.'),
  start: clockSchema
    .optional()
    .describe('The new start in Paris time, 930 or "09:30"; the booking’s own without it.'),
  end: clockSchema.describe('The new end in Paris time, 1130 or "11:30"; given alone, an extension.'),
});
export const changeQuoteSchema = z.object({
  /** In cents: the booking's total now, and with the change. */
  old_total: z.number().int(),
  new_total: z.number().int(),
  paid: z.number().int(),
  /** What paying the change would charge (a confirmed booking's dearer slot), and what a cheaper one gives back. */
  charge: z.number().int(),
  refund: z.number().int(),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

/** One line of a booking's history: what happened, when, and the money it moved (charged > 0, refunded < 0). */
export const bookingHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  amount: z.number().int(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;
