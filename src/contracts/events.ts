import { z } from 'zod';
import { rebateSchema } from './bookings';

export const participantSchema = z.object({
  id: z.string().uuid().nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  type: z.enum(['Organizer', 'Guest']),
});

/** What a user sees of a booking they organise or are invited to (SPEC §3 Event). */
export const eventSchema = z.object({
  id: z.string().uuid(),
  booking_id: z.string().uuid(),
  nth: z.number().int(),
  status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  price_hour: z.number().int(),
  type: z.enum(['meeting_room', 'desk']),
  space: z.object({ id: z.string().uuid(), slug: z.string(), zone: z.string(), title: z.string(), district: z.string(), photo: z.string().nullable() }),
  booked_at: z.string().nullable(),
  is_organizer: z.boolean(),
  rebates: z.array(rebateSchema),
  /** The extras chosen, each at the unit price TTC it was booked at. */
  extras: z.array(z.object({ id: z.string(), quantity: z.number().int(), unit_price: z.number().int() })),
  space_price: z.number().int(),
  extras_price: z.number().int(),
  total_price: z.number().int(),
  guests_count: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSchema>;

export const eventDetailSchema = eventSchema.extend({
  participants: z.object({ organizer: participantSchema, guests: z.array(participantSchema) }),
  /** Whether the user manages its booking (its organizer, or an admin of the account it is booked on): its history and invoices are theirs. */
  may_manage: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const inviteGuestSchema = z.strictObject({ email: z.string().trim().toLowerCase().email() });
