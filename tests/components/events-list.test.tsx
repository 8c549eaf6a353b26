// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { EventSummary } from '../../src/contracts/events';
import { eventSummary } from '../helpers/event-fixtures';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is mocked (msw).
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { EventsScreen } = await import('../../src/features/events/components/events-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

const event = (
  id: string,
  day: string,
  start: string,
  end: string,
  overrides: Partial<EventSummary> = {},
): EventSummary =>
  eventSummary(day, { id, booking_id: id.replace(/^./, 'b'), start, end, booked_at: null, ...overrides });

let upcoming: EventSummary[] = [];
let past: EventSummary[] = [];
const server = setupServer(
  http.get('*/api/v1/events', ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('scope') === 'past' ? past : upcoming),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
});
afterEach(() => {
  server.resetHandlers();
  upcoming = [];
  past = [];
});
afterAll(async () => {
  await (await getFirebaseAuth()).signOut();
  server.close();
});

it('lists upcoming events under their Paris day with times, guests, total, status and role, each opening its page', async () => {
  upcoming = [
    event('a1111111-1111-4111-8111-111111111111', '2026-12-02', '09:30', '11:00', {
      guests_count: 2,
      total_price: 6750,
    }),
    event('a2222222-2222-4222-8222-222222222222', '2026-12-02', '14:00', '16:00', { is_organizer: false }),
    event('a3333333-3333-4333-8333-333333333333', '2026-12-03', '10:00', '12:00', {
      status: 'cancelled',
      total_price: 9050,
    }),
    // One of the 4 sessions of a weekly series: its share, and the series' total beside.
    event('a4444444-4444-4444-8444-444444444444', '2026-12-04', '10:00', '12:00', {
      total_price: 36000,
      occurrences: 4,
    }),
  ];
  renderWithI18n(<EventsScreen />);
  const list = await screen.findByRole('region', { name: 'À venir' }, { timeout: 5000 });
  const first = within(list).getByRole('region', { name: 'mercredi 2 décembre 2026' });
  const [morning, afternoon] = within(first).getAllByRole('listitem');
  expect(morning).toHaveTextContent('9h30 – 11h');
  expect(morning).toHaveTextContent('2 invités');
  expect(morning).toHaveTextContent('67,50 €');
  expect(morning).toHaveTextContent('Confirmé');
  expect(morning).toHaveTextContent('Organisateur');
  expect(within(morning as HTMLElement).getByRole('link', { name: 'La Fenêtre Dauphine' })).toHaveAttribute(
    'href',
    '/events/a1111111-1111-4111-8111-111111111111',
  );
  expect(afternoon).toHaveTextContent('Invité');
  const next = within(list).getByRole('region', { name: 'jeudi 3 décembre 2026' });
  expect(next).toHaveTextContent('Annulé');
  expect(next).toHaveTextContent('90,50 €');
  const session = within(list).getByRole('region', { name: 'vendredi 4 décembre 2026' });
  expect(session).toHaveTextContent('90 € la séance');
  expect(session).toHaveTextContent('série de 4 séances : 360 €');
});

it('leads to the Paris search when nothing is planned, and shows past events on demand, in English', async () => {
  past = [event('a4444444-4444-4444-8444-444444444444', '2026-11-02', '10:00', '11:00')];
  renderWithI18n(<EventsScreen />, { locale: 'en' });
  expect(await screen.findByRole('link', { name: 'Find a space' }, { timeout: 5000 })).toHaveAttribute(
    'href',
    '/en/paris',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Past' }));
  const list = await screen.findByRole('region', { name: 'Past' });
  expect(within(list).getByRole('region', { name: 'Monday 2 November 2026' })).toHaveTextContent(
    '10 AM – 11 AM',
  );
});
