import type { AdminBookingDetail } from '../../src/contracts/admin';
import type { Me } from '../../src/contracts/me';

/** The signed-in staff member of the back-office component tests (the role varies per test). */
export const staffMe: Me = {
  id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  first_name: 'Sacha',
  last_name: 'Bernard',
  email: 'sacha@nook.example',
  phone: null,
  locale: 'fr',
  photo_url: null,
  distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
  analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
  role: 'admin',
  status: 'enabled',
  account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
};

export const BOOKING_ID = '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61';
export const EVENT_ID = '8a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const CHARGE_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const MESSAGE_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
export const ORGANIZER_ID = '0e8b5a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21';
/** Léa's account, which the booking is billed to. */
export const ACCOUNT_ID = '6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817';

/** A confirmed 2-hour booking at 22,50 € an hour, paid 45 € by card, with one guest and its confirmation e-mail. */
export function confirmedBooking(): AdminBookingDetail {
  return {
    booking: {
      id: BOOKING_ID,
      created_at: '2026-11-20T09:00:00.000Z',
      expires_at: null,
      status: 'confirmed',
      space: {
        id: '0354d65f-af7d-511a-931f-f3e905cc9d3b',
        slug: 'fenetre-dauphine',
        zone: 'paris',
        type: 'meeting_room',
        title: 'La Fenêtre Dauphine',
        price_hour: 2250,
        capacity: 8,
      },
      desks: 1,
      attendees: 1,
      day: '2026-12-03',
      start: '14:00',
      end: '16:00',
      occurrences: [
        { event_id: EVENT_ID, nth: 1, day: '2026-12-03', start: '14:00', end: '16:00', status: 'confirmed' },
      ],
      recurrence: null,
      extras: [],
      coupon_code: null,
      space_price: 4500,
      extras_price: 0,
      rebates: [],
      total_price: 4500,
      paid: 4500,
      balance: 0,
      booked_at: '2026-11-20T09:05:00.000Z',
      pending_change: null,
    },
    account_id: ACCOUNT_ID,
    organizer: { id: ORGANIZER_ID, email: 'lea@example.com', name: 'Léa Martin' },
    guests: [{ event_id: EVENT_ID, email: 'noe@example.com' }],
    payments: [
      {
        id: CHARGE_ID,
        kind: 'charge',
        provider: 'stripe',
        status: 'succeeded',
        amount: 4500,
        refund_of: null,
        created_at: '2026-11-20T09:05:00.000Z',
      },
    ],
    history: [
      { at: '2026-11-20T09:00:00.000Z', action: 'held', from: null, to: 'held', amount: 0 },
      { at: '2026-11-20T09:05:00.000Z', action: 'paid', from: 'held', to: 'confirmed', amount: 4500 },
    ],
    messages: [
      {
        id: MESSAGE_ID,
        kind: 'booking_confirmed',
        recipient: 'lea@example.com',
        status: 'sent',
        attempts: 1,
        created_at: '2026-11-20T09:05:00.000Z',
        sent_at: '2026-11-20T09:06:00.000Z',
      },
    ],
  };
}
