// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { BookingHistoryEntry } from '../../src/contracts/bookings';
import type { EventDetail } from '../../src/contracts/events';
import type { InvoiceList } from '../../src/contracts/invoices';
import { addDays, parisDay } from '../../src/domain/paris-time';
import { eventDetail, ORGANIZER } from '../helpers/event-fixtures';
import { signUp } from '../helpers/identity';
import { accountDocuments, noDocuments, PDF_BODY, recordSavedFiles } from '../helpers/invoice-fixtures';
import { completeAccount } from '../helpers/payment-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is mocked (msw).
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { EventScreen } = await import('../../src/features/events/components/event-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { createTestRouter, renderWithI18n } = await import('../helpers/render-with-i18n');

const EVENT_ID = '5d2c6f0e-1b7a-4c1e-9f3a-2b8d7e6c5a40';
const BOOKING_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const day = addDays(parisDay(new Date()), 10);

/** The page's event: a guest invited and not answered yet. */
const event = (overrides: Partial<EventDetail> = {}): EventDetail =>
  eventDetail(day, {
    id: EVENT_ID,
    booking_id: BOOKING_ID,
    guests_count: 1,
    participants: {
      organizer: ORGANIZER,
      guests: [
        {
          id: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0',
          email: 'invite@example.com',
          first_name: null,
          last_name: null,
          photo_url: null,
          type: 'Guest',
          response: 'pending',
        },
      ],
    },
    ...overrides,
  });

let current = event();
let history: BookingHistoryEntry[] = [];
let documents: InvoiceList = noDocuments();
const invoiceSearches: URLSearchParams[] = [];
/** The documents of this page's booking among the account's. */
const ofBooking = (list: InvoiceList): InvoiceList => ({
  ...list,
  items: list.items.filter((item) => item.booking_id === BOOKING_ID),
});

/** Long enough for the lazily loaded invoices block to load and ask, had it been rendered: what must not happen is then over. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const server = setupServer(
  http.get('*/api/v1/events/:id', () => HttpResponse.json(current)),
  http.get('*/api/v1/bookings/:id/history', () => HttpResponse.json(history)),
  http.get('*/api/v1/account/invoices', ({ request }) => {
    invoiceSearches.push(new URL(request.url).searchParams);
    return HttpResponse.json(documents);
  }),
  // The price's VAT rows read the account: a consumer's, TTC first.
  http.get('*/api/v1/account', () => HttpResponse.json(completeAccount())),
  http.post('*/api/v1/bookings/:id/change', () =>
    HttpResponse.json(
      {
        error: {
          code: 'SLOT_TAKEN',
          message: 'This slot has just been taken: choose another one.',
          details: [],
        },
      },
      { status: 409 },
    ),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
});
afterEach(() => {
  server.resetHandlers();
  current = event();
  history = [];
  documents = noDocuments();
  invoiceSearches.length = 0;
});
afterAll(async () => {
  await (await getFirebaseAuth()).signOut();
  server.close();
});

it("gives the organizer the event's actions, and says in French when the new slot is taken", async () => {
  renderWithI18n(<EventScreen eventId={EVENT_ID} />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'La Fenêtre Dauphine' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('90 €');
  const participants = screen.getByRole('list', { name: 'Participants' });
  expect(within(participants).getByText('Camille Martin')).toBeInTheDocument();
  expect(
    within(participants).getByRole('button', { name: 'Retirer invite@example.com' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ajouter des options' })).toHaveAttribute(
    'href',
    `/events/extras/${BOOKING_ID}`,
  );
  // The invite form arrives just after the page (its own chunk).
  expect(await screen.findByRole('textbox', { name: /Adresse e-mail de l'invité/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: "Annuler l'événement" })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prolonger' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Changer de créneau' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changer de créneau' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Début'), '10:00');
  await userEvent.selectOptions(within(dialog).getByLabelText('Fin'), '11:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Changer le créneau' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    "Ce créneau vient d'être réservé : choisissez-en un autre.",
  );
});

it('shows what a later end would cost before it is asked for, then holds it and leads the organizer to pay it', async () => {
  const extended: string[] = [];
  const quoted: string[] = [];
  server.use(
    http.get('*/api/v1/bookings/:id/change-quote', ({ request }) => {
      const end = new URL(request.url).searchParams.get('end') ?? '';
      quoted.push(end);
      const total = end === '17:00' ? 13500 : 11250;
      return HttpResponse.json({
        old_total: 9000,
        new_total: total,
        paid: 9000,
        charge: total - 9000,
        refund: 0,
      });
    }),
    http.post('*/api/v1/bookings/:id/extend', async ({ request }) => {
      extended.push(((await request.json()) as { end: string }).end);
      // The hour more is held as a pending change until its difference is paid.
      const pending_change = {
        kind: 'extend',
        day,
        start: '14:00',
        end: '17:00',
        total_price: 13500,
        amount_due: 4500,
        expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
      };
      return HttpResponse.json({
        id: BOOKING_ID,
        status: 'confirmed',
        total_price: 9000,
        paid: 9000,
        balance: 4500,
        pending_change,
      });
    }),
  );
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Extend' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend the event' });
  await userEvent.selectOptions(within(dialog).getByLabelText('New end time'), '17:00');
  const preview = (label: string) => within(dialog).getByText(label).nextElementSibling;
  await waitFor(() => expect(preview('New price')).toHaveTextContent('€135'));
  expect(preview('Price now')).toHaveTextContent('€90');
  expect(preview('To pay')).toHaveTextContent('€45');
  expect(quoted.at(-1)).toBe('17:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
  expect(
    await screen.findByText('The extra time is held for you: it is added once the difference is paid.'),
  ).toBeInTheDocument();
  expect(extended).toEqual(['17:00']);
  expect(screen.getByText(/Left to pay: €45\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
    'href',
    `/en/payment/${BOOKING_ID}`,
  );
});

it('shows the refund in euros and the policy line before the organizer confirms a cancellation', async () => {
  const cancelled: string[] = [];
  // Paid: its invoice only, until the refund.
  const paid = ofBooking(accountDocuments());
  documents = { ...paid, items: paid.items.filter((item) => item.kind === 'invoice') };
  server.use(
    http.get('*/api/v1/bookings/:id/cancellation', () =>
      HttpResponse.json({
        refund: 4500,
        paid: 9000,
        rule: 'partial',
        policy: { full_hours: 48, partial_hours: 24, partial_percent: 50 },
      }),
    ),
    http.post('*/api/v1/bookings/:id/cancel', ({ params }) => {
      cancelled.push(String(params.id));
      const at = new Date().toISOString();
      history = [
        { at, action: 'paid', from: 'held', to: 'confirmed', amount: 9000 },
        { at, action: 'cancelled', from: 'confirmed', to: 'cancelled', amount: -4500 },
      ];
      documents = ofBooking(accountDocuments());
      return HttpResponse.json({
        id: BOOKING_ID,
        status: 'cancelled',
        total_price: 9000,
        paid: 4500,
        balance: 4500,
      });
    }),
  );
  renderWithI18n(<EventScreen eventId={EVENT_ID} />);
  await userEvent.click(
    await screen.findByRole('button', { name: "Annuler l'événement" }, { timeout: 5000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Annuler cet événement ?' });
  expect(await within(dialog).findByText('Vous serez remboursé de 45 €.')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Entre 48 h et 24 h avant le début, 50 % du prix de l’espace et la totalité des extras sont remboursés.',
    ),
  ).toBeInTheDocument();
  expect(cancelled).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
  expect(await screen.findByText("L'événement a été annulé.")).toBeInTheDocument();
  expect(cancelled).toEqual([BOOKING_ID]);
  // The history tells what was paid and what came back.
  const record = within(await screen.findByRole('region', { name: 'Historique' }));
  expect(record.getByText('Réservation annulée')).toBeInTheDocument();
  expect(record.getByText('remboursé 45 €')).toBeInTheDocument();
  expect(record.getByText('payé 90 €')).toBeInTheDocument();
  // The refund's credit note joins the booking's invoice.
  const block = within(screen.getByRole('region', { name: 'Factures' }));
  expect(await block.findByRole('listitem', { name: 'Avoir A-2026-000001' })).toBeInTheDocument();
  expect(block.getByRole('listitem', { name: 'Facture F-2026-000001' })).toBeInTheDocument();
});

it("shows a guest the event, the place and their answer, without the organizer's actions or what it cost", async () => {
  const otherGuest = {
    id: 'c3d2e1f0-a4b5-4968-8776-a5b4c3d2e1f0',
    email: '',
    first_name: 'Sacha',
    last_name: null,
    photo_url: null,
    type: 'Guest' as const,
    response: 'accepted' as const,
  };
  const asGuest = (answer: 'pending' | 'accepted') =>
    event({
      is_organizer: false,
      may_manage: false,
      price_hour: null,
      rebates: null,
      extras: null,
      space_price: null,
      extras_price: null,
      total_price: null,
      place: {
        street: '12 rue Dauphine',
        postal_code: '75006',
        city: 'Paris',
        access: '2nd floor, door on the left.',
      },
      my_response: answer,
      participants: {
        ...current.participants,
        guests: [{ ...(current.participants.guests[0] ?? otherGuest), response: answer }, otherGuest],
      },
    });
  current = asGuest('pending');
  const answers: unknown[] = [];
  server.use(
    http.post('*/api/v1/events/:id/response', async ({ request }) => {
      answers.push(await request.json());
      current = asGuest('accepted');
      return HttpResponse.json(current);
    }),
  );
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { locale: 'en' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'La Fenêtre Dauphine' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  // Where, how to get in and whom to write to; nothing of the price.
  expect(screen.getByText('2nd floor, door on the left.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write to the organizer' })).toHaveAttribute(
    'href',
    'mailto:orga@example.com',
  );
  expect(screen.queryByRole('heading', { name: 'Price' })).not.toBeInTheDocument();
  expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  // The other guest by name, with their answer; no address.
  const participants = within(screen.getByRole('list', { name: 'Participants' }));
  expect(participants.getByText('Sacha').closest('li')).toHaveTextContent('Guest · coming');
  expect(screen.getByRole('button', { name: 'Add to my calendar (.ics)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the space' })).toHaveAttribute(
    'href',
    '/en/paris/fenetre-dauphine',
  );
  for (const name of [
    'Change the slot',
    'Extend',
    'Cancel the event',
    'Invite',
    'Remove invite@example.com',
  ]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Add extras' })).not.toBeInTheDocument();

  expect(screen.getByText('You have not answered yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I’m coming' }));
  expect(await screen.findByText('You are coming.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'I’m coming' })).toHaveAttribute('aria-pressed', 'true');
  expect(answers).toEqual([{ response: 'accepted' }]);
  // The booking's invoices are for who manages it: not shown, not even asked for.
  await settle();
  expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
  expect(invoiceSearches).toEqual([]);
});

it('gives the answer the invitation link carried once the guest is signed in, then takes it off the address', async () => {
  const guestView = (answer: 'pending' | 'declined') =>
    event({
      is_organizer: false,
      may_manage: false,
      price_hour: null,
      rebates: null,
      extras: null,
      space_price: null,
      extras_price: null,
      total_price: null,
      my_response: answer,
    });
  current = guestView('pending');
  const answers: unknown[] = [];
  server.use(
    http.post('*/api/v1/events/:id/response', async ({ request }) => {
      answers.push(await request.json());
      current = guestView('declined');
      return HttpResponse.json(current);
    }),
  );
  const router = createTestRouter({
    pathname: '/events/[eventId]',
    query: { eventId: EVENT_ID, answer: 'declined' },
    asPath: `/events/${EVENT_ID}?answer=declined`,
  });
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { router });
  expect(await screen.findByText('Vous ne venez pas.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(answers).toEqual([{ response: 'declined' }]);
  expect(router.replace).toHaveBeenCalledWith(
    { pathname: '/events/[eventId]', query: { eventId: EVENT_ID } },
    undefined,
    { shallow: true },
  );
});

/** What the API answers for an event's calendar file: its own test reads what the server writes. */
const CALENDAR_BODY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Nook//bookings//FR\r\nEND:VCALENDAR\r\n';

it('saves the event as the calendar file the API writes, asked with the ID token, named after the space and day', async () => {
  const asked: { path: string; authorization: string | null }[] = [];
  server.use(
    http.get('*/api/v1/events/:id/calendar.ics', ({ request }) => {
      asked.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(CALENDAR_BODY, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
    }),
  );
  const saved = recordSavedFiles();
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { locale: 'en' });

  await userEvent.click(
    await screen.findByRole('button', { name: 'Add to my calendar (.ics)' }, { timeout: 5000 }),
  );
  await waitFor(() => expect(saved.names).toEqual([`fenetre-dauphine-${day}.ics`]));
  expect(asked).toEqual([
    { path: `/api/v1/events/${EVENT_ID}/calendar.ics`, authorization: expect.stringMatching(/^Bearer \S+$/) },
  ]);
  expect(saved.blobs[0]?.type).toMatch(/^text\/calendar/);
  expect(await saved.blobs[0]?.text()).toBe(CALENDAR_BODY);
});

it('says in a toast when the calendar file could not be had, and saves nothing', async () => {
  server.use(
    http.get('*/api/v1/events/:id/calendar.ics', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Something broke.', details: [] } },
        { status: 500 },
      ),
    ),
  );
  const saved = recordSavedFiles();
  renderWithI18n(<EventScreen eventId={EVENT_ID} />);

  await userEvent.click(
    await screen.findByRole('button', { name: 'Ajouter à mon agenda (.ics)' }, { timeout: 5000 }),
  );
  expect(
    await screen.findByText('Le fichier d’agenda n’a pas pu être téléchargé. Réessayez.'),
  ).toBeInTheDocument();
  expect(saved.names).toEqual([]);
});

it("lists a paid booking's invoice and credit note for its organizer, each saved as a PDF", async () => {
  const pdfs: string[] = [];
  server.use(
    http.get('*/api/v1/invoices/:file', ({ params }) => {
      pdfs.push(String(params.file));
      return new HttpResponse(PDF_BODY, { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  const saved = recordSavedFiles();
  const all = accountDocuments();
  documents = ofBooking(all);
  renderWithI18n(<EventScreen eventId={EVENT_ID} />);

  const block = within(await screen.findByRole('region', { name: 'Factures' }, { timeout: 5000 }));
  expect(invoiceSearches.map((params) => params.get('booking_id'))).toEqual([BOOKING_ID]);
  const credit = within(block.getByRole('listitem', { name: 'Avoir A-2026-000001' }));
  expect(block.getByRole('listitem', { name: 'Avoir A-2026-000001' })).toHaveTextContent(
    '26 nov. 2026 · sur la facture F-2026-000001',
  );
  expect(credit.getByText('−45 € TTC')).toBeInTheDocument();
  const invoice = within(block.getByRole('listitem', { name: 'Facture F-2026-000001' }));
  expect(invoice.getByText('45 € TTC')).toBeInTheDocument();

  await userEvent.click(invoice.getByRole('button', { name: 'Télécharger F-2026-000001 en PDF' }));
  await waitFor(() => expect(saved.names).toEqual(['F-2026-000001.pdf']));
  expect(pdfs).toEqual([`${all.items[2]?.id}.pdf`]);
});

it("shows an account admin the invoices of a booking someone else organized on the account, without the organizer's actions", async () => {
  current = event({ is_organizer: false, may_manage: true });
  documents = ofBooking(accountDocuments());
  renderWithI18n(<EventScreen eventId={EVENT_ID} />, { locale: 'en' });
  const block = within(await screen.findByRole('region', { name: 'Invoices' }, { timeout: 5000 }));
  expect(invoiceSearches.map((params) => params.get('booking_id'))).toEqual([BOOKING_ID]);
  expect(block.getByRole('listitem', { name: 'Invoice F-2026-000001' })).toBeInTheDocument();
  for (const name of ['Change the slot', 'Extend', 'Invite']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

it('asks for no invoices while the booking is only held, nor for one confirmed for free', async () => {
  for (const unpaid of [
    event({ status: 'held', booked_at: null }),
    event({ space_price: 0, total_price: 0 }),
  ]) {
    current = unpaid;
    const { unmount } = renderWithI18n(<EventScreen eventId={EVENT_ID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La Fenêtre Dauphine' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('region', { name: 'Factures' })).not.toBeInTheDocument();
    unmount();
  }
  expect(invoiceSearches).toEqual([]);
});
