// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookingDetail, AdminBookingRow } from '../../src/contracts/admin';
import type { InvoiceList } from '../../src/contracts/invoices';
import {
  ACCOUNT_ID,
  BOOKING_ID,
  CHARGE_ID,
  confirmedBooking,
  MESSAGE_ID,
  staffMe,
} from '../helpers/admin-fixtures';
import { signUp } from '../helpers/identity';
import { invoiceSummary, PDF_BODY, recordSavedFiles } from '../helpers/invoice-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const row = (detail: AdminBookingDetail): AdminBookingRow => ({
  id: detail.booking.id,
  status: detail.booking.status,
  organizer: detail.organizer,
  space: { id: detail.booking.space.id, title: detail.booking.space.title },
  starts_at: '2026-12-03T13:00:00.000Z',
  total_price: detail.booking.total_price,
  paid: detail.booking.paid,
  created_at: detail.booking.created_at,
});
const other: AdminBookingRow = {
  ...row(confirmedBooking()),
  id: '6f7e8d9c-0b1a-4c2d-8e3f-4a5b6c7d8e9f',
  organizer: { id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', email: 'noe@example.com', name: 'Noé Petit' },
  space: { id: '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e', title: 'Le Salon Voltaire' },
};

let detail = confirmedBooking();
let cancelAnswer: { status: number; body?: unknown } | undefined;
const searches: URLSearchParams[] = [];
const writes: { path: string; body: unknown }[] = [];
const invoiceSearches: URLSearchParams[] = [];
const pdfs: string[] = [];
/** The booking's 45 € invoice, as GET /account/invoices lists it, and the credit note of its full refund. */
const invoice = invoiceSummary({
  id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  number: 'F-2026-000042',
  booking_id: BOOKING_ID,
  space_title: 'La Fenêtre Dauphine',
});
const creditNote = invoiceSummary({
  ...invoice,
  id: '8c7b6a5d-4f3e-4b2a-8d9c-8f7e6d5c4b3a',
  kind: 'credit_note',
  number: 'A-2026-000009',
  issued_at: '2026-11-25T10:00:00.000Z',
  credits_number: invoice.number,
});

/** What the API does on a full-refund cancel: the booking cancelled, the refund paid and in the history. */
function cancelledInFull(before: AdminBookingDetail): AdminBookingDetail {
  const at = '2026-11-25T10:00:00.000Z';
  return {
    ...before,
    booking: {
      ...before.booking,
      status: 'cancelled',
      occurrences: before.booking.occurrences.map((o) => ({ ...o, status: 'cancelled' })),
    },
    payments: [
      ...before.payments,
      {
        id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
        kind: 'refund',
        provider: 'stripe',
        status: 'succeeded',
        amount: 4500,
        refund_of: CHARGE_ID,
        created_at: at,
      },
    ],
    history: [
      ...before.history,
      { at, action: 'cancelled', from: 'confirmed', to: 'cancelled', amount: -4500 },
    ],
  };
}

const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(staffMe)),
  http.get('*/api/v1/admin/bookings', ({ request }) => {
    const params = new URL(request.url).searchParams;
    searches.push(params);
    const q = params.get('q')?.toLowerCase();
    const items = [row(detail), other].filter(
      (b) => !q || `${b.organizer.email} ${b.organizer.name} ${b.space.title}`.toLowerCase().includes(q),
    );
    return HttpResponse.json({ items, total: items.length });
  }),
  http.get('*/api/v1/admin/bookings/:id', () => HttpResponse.json(detail)),
  http.get('*/api/v1/bookings/:id/cancellation', () =>
    HttpResponse.json({
      refund: 2250,
      paid: 4500,
      rule: 'partial',
      policy: { full_hours: 48, partial_hours: 24, partial_percent: 50 },
    }),
  ),
  http.post('*/api/v1/admin/bookings/:id/cancel', async ({ request, params }) => {
    writes.push({ path: `cancel ${String(params.id)}`, body: await request.json() });
    if (cancelAnswer) return HttpResponse.json(cancelAnswer.body ?? null, { status: cancelAnswer.status });
    detail = cancelledInFull(detail);
    return HttpResponse.json(detail);
  }),
  http.get('*/api/v1/account/invoices', ({ request }) => {
    invoiceSearches.push(new URL(request.url).searchParams);
    const refunded = detail.booking.status === 'cancelled';
    const zero = { ht: 0, vat: 0, ttc: 0 };
    const list: InvoiceList = refunded
      ? {
          items: [creditNote, invoice],
          totals: { invoiced: invoice.totals, credited: creditNote.totals, net: zero },
        }
      : { items: [invoice], totals: { invoiced: invoice.totals, credited: zero, net: invoice.totals } };
    return HttpResponse.json(list);
  }),
  http.get('*/api/v1/invoices/:file', ({ params }) => {
    pdfs.push(String(params.file));
    return new HttpResponse(PDF_BODY, { headers: { 'Content-Type': 'application/pdf' } });
  }),
  http.post('*/api/v1/admin/bookings/:id/messages/:messageId/resend', ({ params }) => {
    writes.push({ path: `resend ${String(params.messageId)}`, body: null });
    return new HttpResponse(null, { status: 202 });
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { AdminLayout } = await import('../../src/features/admin/components/admin-layout');
const { BookingsScreen } = await import('../../src/features/admin/components/bookings-screen');
const { BookingDetailScreen } = await import('../../src/features/admin/components/booking-detail-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { createTestRouter, renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  detail = confirmedBooking();
  cancelAnswer = undefined;
  searches.length = 0;
  writes.length = 0;
  invoiceSearches.length = 0;
  pdfs.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

const detailScreen = () => (
  <AdminLayout>
    <BookingDetailScreen bookingId={BOOKING_ID} />
  </AdminLayout>
);

describe('the back office’s bookings', () => {
  it('searches by person, day and status and links each booking to its page (fr)', async () => {
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(
      <AdminLayout>
        <BookingsScreen />
      </AdminLayout>,
      { locale: 'fr', router: createTestRouter({ pathname: '/admin/bookings', asPath: '/admin/bookings' }) },
    );

    const list = await screen.findByRole('list', { name: 'Réservations' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Connecté : Sacha Bernard')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Utilisateurs' })).not.toHaveAttribute('aria-current');
    // An admin has no audit log in the navigation.
    expect(within(nav).queryByRole('link', { name: "Journal d'audit" })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Personne, e-mail ou espace' }), 'martin');
    await user.type(screen.getByLabelText('Jour'), '2026-12-03');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Confirmée');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const asked = searches.at(-1);
    expect([asked?.get('q'), asked?.get('day'), asked?.get('status')]).toEqual([
      'martin',
      '2026-12-03',
      'confirmed',
    ]);
    expect(screen.getByText('1 réservation')).toBeInTheDocument();
    const found = within(list).getByRole('listitem');
    expect(within(found).getByRole('link', { name: 'La Fenêtre Dauphine' })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING_ID}`,
    );
    expect(within(found).getByText('Léa Martin · lea@example.com')).toBeInTheDocument();
    // 13:00 UTC is 14h in Paris in December.
    expect(within(found).getByText('03/12/2026 14h')).toBeInTheDocument();
    expect(within(found).getByText('45 € payés sur 45 €')).toBeInTheDocument();
  });

  it('shows a booking whole and cancels it with a full refund after a confirmation quoting both refunds (fr)', async () => {
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(detailScreen(), { locale: 'fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'La Fenêtre Dauphine' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Léa Martin' })).toHaveAttribute(
      'href',
      '/admin/users/0e8b5a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21',
    );
    expect(screen.getAllByText('03/12/2026, 14h – 16h').length).toBeGreaterThan(0);
    expect(screen.getByText('Invités : noe@example.com')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Historique' });
    expect(within(history).getByText('Créneau retenu')).toBeInTheDocument();
    expect(within(history).getByText('45 € payés')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Paiements' })).getByText('45 €')).toBeInTheDocument();
    expect(screen.getByText('Aucun remboursement.')).toBeInTheDocument();

    // The cancel button and its dialog come in a chunk of their own.
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette réservation ?' });
    expect(await within(dialog).findByText('Rembourse 22,50 € (50 % du montant)')).toBeInTheDocument();
    expect(within(dialog).getByText('Rembourse 45 €')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Ce que prévoit la politique/ })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /Tout ce qui a été payé/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));

    expect(await screen.findByText('Réservation annulée : 45 € remboursés.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: `cancel ${BOOKING_ID}`, body: { refund: 'full' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Remboursements' })).getByText('45 €'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Historique' })).getByText('Réservation annulée'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    // The refund's credit note joins the invoice.
    const documents = screen.getByRole('list', { name: 'Factures et avoirs' });
    expect(await within(documents).findByRole('listitem', { name: 'Avoir A-2026-000009' })).toHaveTextContent(
      'sur la facture F-2026-000042',
    );
    expect(within(documents).getByRole('listitem', { name: 'Facture F-2026-000042' })).toBeInTheDocument();
  });

  it('says in the dialog, in words, why the API refused the cancellation (en)', async () => {
    cancelAnswer = {
      status: 422,
      body: {
        error: {
          code: 'ALREADY_STARTED',
          message: 'A booking that has started can no longer be cancelled.',
          details: [],
        },
      },
    };
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(detailScreen(), { locale: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking has already started: it can no longer be changed or cancelled.',
    );
    expect(writes).toEqual([{ path: `cancel ${BOOKING_ID}`, body: { refund: 'policy' } }]);
  });

  it("lists the booking's invoices from the account it is billed to, and saves one as a PDF (en)", async () => {
    await signIn();
    const saved = recordSavedFiles();
    const user = userEvent.setup();
    renderWithI18n(detailScreen(), { locale: 'en' });

    const documents = await screen.findByRole(
      'list',
      { name: 'Invoices and credit notes' },
      { timeout: 10_000 },
    );
    // Staff name the customer's account, or the list would be their own account's.
    expect(invoiceSearches.map((params) => [params.get('account_id'), params.get('booking_id')])).toEqual([
      [ACCOUNT_ID, BOOKING_ID],
    ]);
    const row = within(within(documents).getByRole('listitem', { name: 'Invoice F-2026-000042' }));
    expect(row.getByText('18 Nov 2026')).toBeInTheDocument();
    expect(row.getByText('€45 incl. VAT')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Download F-2026-000042 as a PDF' }));
    await waitFor(() => expect(saved.names).toEqual(['F-2026-000042.pdf']));
    expect(pdfs).toEqual([`${invoice.id}.pdf`]);
  });

  it('sends a message of the booking again (en)', async () => {
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(detailScreen(), { locale: 'en' });

    const message = await screen.findByRole(
      'listitem',
      { name: 'Booking confirmation, lea@example.com' },
      { timeout: 10_000 },
    );
    expect(within(message).getByText('Sent · sent 2026/11/20 10:06 AM')).toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('Booking confirmation to lea@example.com leaves again with the next delivery.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ path: `resend ${MESSAGE_ID}`, body: null }]);
  });
});
