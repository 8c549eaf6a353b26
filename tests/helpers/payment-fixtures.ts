import type { Account } from '../../src/contracts/account';
import type { Booking } from '../../src/contracts/bookings';
import type { Me } from '../../src/contracts/me';

// What the payment step reads from the API (GET /bookings/{id}, /me, /account), for component tests.

export const BOOKING_ID = '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61';

export function heldBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: BOOKING_ID,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 12 * 60_000).toISOString(),
    status: 'held',
    space: {
      id: '0354d65f-af7d-511a-931f-f3e905cc9d3b',
      slug: 'fenetre-dauphine',
      zone: 'paris',
      type: 'meeting_room',
      title: 'La Fenêtre Dauphine',
      price_hour: 4500,
      capacity: 8,
    },
    desks: 1,
    attendees: 1,
    day: '2026-12-28',
    start: '14:00',
    end: '16:00',
    occurrences: [
      {
        event_id: '9d2c4b7e-1a3f-4e5d-8c6b-2f1e0d9c8b7a',
        nth: 1,
        day: '2026-12-28',
        start: '14:00',
        end: '16:00',
        status: 'held',
      },
    ],
    recurrence: null,
    extras: [{ id: 'coffee_break', name: 'Pause café', quantity: 2, unit_price: 600, per_person: true }],
    coupon_code: 'COSY20',
    space_price: 9000,
    extras_price: 1200,
    rebates: [
      { code: 'promotion.early_booking', amount: 900 },
      { code: 'COSY20', amount: 2000 },
    ],
    total_price: 7300,
    paid: 0,
    balance: 7300,
    booked_at: null,
    pending_change: null,
    ...overrides,
  };
}

export const completeMe = (): Me => ({
  id: '5b0e2f6a-8c1d-4e3b-9a7f-0d6c5b4a3e21',
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille@example.com',
  phone: '+33612345678',
  locale: 'fr',
  photo_url: null,
  distinct_id: '7c1d3e5f-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
  analytics_id: '8d2e4f60-3b5c-4d7e-9f10-2b3c4d5e6f70',
  role: 'user',
  status: 'enabled',
  account_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
});

export const completeAccount = (): Account => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  business: false,
  company_name: null,
  vat_number: null,
  billing_address: { address: '12 rue de la Paix', city: 'Paris', country: 'FR', postal_code: '75002' },
  can_manage: true,
});
