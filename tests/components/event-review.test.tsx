// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { EventReview } from '../../src/contracts/reviews';
import { addDays, parisDay } from '../../src/domain/paris-time';
import { eventDetail } from '../helpers/event-fixtures';
import { signUp } from '../helpers/identity';
import { completeAccount } from '../helpers/payment-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is mocked (msw).
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { EventScreen } = await import('../../src/features/events/components/event-screen');
const { useEventReview } = await import('../../src/features/events/api/event-review');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

const EVENT_ID = '5d2c6f0e-1b7a-4c1e-9f3a-2b8d7e6c5a41';
const BOOKING_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5e';
// A past event: its day is behind today, whatever today is.
const day = addDays(parisDay(new Date()), -3);

const pastEvent = eventDetail(day, {
  id: EVENT_ID,
  booking_id: BOOKING_ID,
  start: '10:00',
  end: '12:00',
  may_manage: false,
});

const open: EventReview = { state: 'open', review: null, editable_until: null };
let state: EventReview = open;
let answer: { status: number; body: Record<string, unknown> } | undefined;
const sent: unknown[] = [];

/** Says the review's state once the API has given it: the page's review section has rendered from it too. */
function ReviewStateKnown() {
  const { data } = useEventReview(EVENT_ID, true);
  return data ? <p>{`review state: ${data.state}`}</p> : null;
}

const server = setupServer(
  http.get('*/api/v1/events/:id', () => HttpResponse.json(pastEvent)),
  http.get('*/api/v1/events/:id/review', () => HttpResponse.json(state)),
  http.put('*/api/v1/events/:id/review', async ({ request }) => {
    const body = (await request.json()) as { rating: number; comment: string | null };
    sent.push(body);
    if (answer) return HttpResponse.json(answer.body, { status: answer.status });
    const now = new Date().toISOString();
    state = {
      state: 'open',
      review: {
        id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
        rating: body.rating,
        comment: body.comment || null,
        created_at: now,
        updated_at: now,
      },
      editable_until: '2027-01-15T12:00:00.000Z',
    };
    return HttpResponse.json(state, { status: 201 });
  }),
  http.get('*/api/v1/account', () => HttpResponse.json(completeAccount())),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
});
afterEach(() => {
  server.resetHandlers();
  state = open;
  answer = undefined;
  sent.length = 0;
});
afterAll(async () => {
  await (await getFirebaseAuth()).signOut();
  server.close();
});

it('lets the organizer of a completed event rate the space, asking for a rating first, then offers to edit it', async () => {
  renderWithI18n(<EventScreen eventId={EVENT_ID} />);
  const submit = await screen.findByRole('button', { name: 'Publier mon avis' }, { timeout: 5000 });
  await userEvent.click(submit);
  expect(await screen.findByText('Choisissez une note de 1 à 5.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await userEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Commentaire (facultatif)' }), 'Très calme.');
  await userEvent.click(submit);
  await waitFor(() => expect(sent).toEqual([{ rating: 4, comment: 'Très calme.' }]));
  expect(await screen.findByRole('button', { name: 'Modifier mon avis' })).toBeInTheDocument();
  expect(screen.getByText(/Modifiable jusqu’au 15 janvier 2027/)).toBeInTheDocument();
});

it('says in English why the API refused the review', async () => {
  answer = {
    status: 409,
    body: { error: { code: 'REVIEW_LOCKED', message: 'This review can no longer be edited.', details: [] } },
  };
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { locale: 'en' });
  await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }, { timeout: 5000 }));
  await userEvent.click(screen.getByRole('button', { name: 'Publish my review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This review can no longer be edited.');
});

it('shows nothing to review before the booking completes', async () => {
  state = { state: 'not_yet', review: null, editable_until: null };
  renderWithI18n(
    <>
      <EventScreen eventId={EVENT_ID} />
      <ReviewStateKnown />
    </>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'La Fenêtre Dauphine' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('review state: not_yet', undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Votre avis' })).not.toBeInTheDocument();
});
