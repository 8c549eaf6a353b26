import type { EventDetail, EventSummary } from '../../src/contracts/events';

/** La Fenêtre Dauphine as an event's page shows its space. */
export const DAUPHINE = {
  id: '0354d65f-af7d-511a-931f-f3e905cc9d3b',
  slug: 'fenetre-dauphine',
  zone: 'paris',
  title: 'La Fenêtre Dauphine',
  district: 'Paris 16e',
  photo: null,
};

export const ORGANIZER: EventDetail['participants']['organizer'] = {
  id: null,
  email: 'orga@example.com',
  first_name: 'Camille',
  last_name: 'Martin',
  photo_url: null,
  type: 'Organizer',
  response: null,
};

/**
 * An event as GET /v1/events lists it: a confirmed two hours (14:00–16:00) at La Fenêtre Dauphine
 * on `day`, organized by the viewer, 90 € paid, no guest; `overrides` say what a test needs.
 */
export function eventSummary(day: string, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: '5d2c6f0e-1b7a-4c1e-9f3a-2b8d7e6c5a40',
    booking_id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    nth: 1,
    status: 'confirmed',
    day,
    start: '14:00',
    end: '16:00',
    duration: 7200,
    price_hour: 4500,
    type: 'meeting_room',
    space: DAUPHINE,
    booked_at: new Date().toISOString(),
    is_organizer: true,
    rebates: [],
    extras: [],
    space_price: 9000,
    extras_price: 0,
    total_price: 9000,
    guests_count: 0,
    occurrences: 1,
    ...overrides,
  };
}

/** The same event as GET /v1/events/:id answers it: the viewer manages it; `overrides` say what a test needs. */
export function eventDetail(day: string, overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventSummary(day),
    may_manage: true,
    place: { street: '12 rue Dauphine', postal_code: '75006', city: 'Paris', access: '' },
    my_response: null,
    participants: { organizer: ORGANIZER, guests: [] },
    ...overrides,
  };
}
