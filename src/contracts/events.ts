import { z } from 'zod';
import { rebateSchema } from './bookings';

export const guestResponseSchema = z.enum(['pending', 'accepted', 'declined']);
export type GuestResponse = z.infer<typeof guestResponseSchema>;

export const participantSchema = z.object({
  id: z.string().uuid().nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  type: z.enum(['Organizer', 'Guest']),
  /** A guest's answer to the invitation; null for the organizer. */
  response: guestResponseSchema.nullable(),
});

/**
 * What a user sees of a booking they organise or are invited to (docs/product.md §3 Event). What it
 * cost (prices, rebates and codes, extras) is the organizer's: null for a guest.
 */
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
  price_hour: z.number().int().nullable(),
  type: z.enum(['meeting_room', 'desk']),
  space: z.object({
    id: z.string().uuid(),
    slug: z.string(),
    zone: z.string(),
    title: z.string(),
    district: z.string(),
    photo: z.string().nullable(),
  }),
  booked_at: z.string().nullable(),
  is_organizer: z.boolean(),
  rebates: z.array(rebateSchema).nullable(),
  /** The extras chosen, each at the unit price TTC it was booked at. */
  extras: z
    .array(z.object({ id: z.string(), quantity: z.number().int(), unit_price: z.number().int() }))
    .nullable(),
  space_price: z.number().int().nullable(),
  extras_price: z.number().int().nullable(),
  total_price: z.number().int().nullable(),
  guests_count: z.number().int(),
  /** Occurrences of its booking: a series' prices are the whole series', each occurrence a share. */
  occurrences: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSchema>;

export const eventDetailSchema = eventSchema.extend({
  /** The organizer's e-mail is their contact for the guests; a guest sees the others' names, not their addresses. */
  participants: z.object({ organizer: participantSchema, guests: z.array(participantSchema) }),
  /** Where it takes place and how to get in (the space's access instructions, empty when it has none). */
  place: z.object({ street: z.string(), postal_code: z.string(), city: z.string(), access: z.string() }),
  /** The viewer's own answer when they are a guest of it; null for its organizer. */
  my_response: guestResponseSchema.nullable(),
  /** Whether the user manages its booking (its organizer, or an admin of the account it is booked on): its history and invoices are theirs. */
  may_manage: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const inviteGuestSchema = z.strictObject({ email: z.string().trim().toLowerCase().email() });
export type InviteGuest = z.input<typeof inviteGuestSchema>;

/** A guest's answer: coming or not (they may change their mind until the event starts). */
export const respondSchema = z.strictObject({ response: z.enum(['accepted', 'declined']) });
export type RespondInput = z.infer<typeof respondSchema>;
