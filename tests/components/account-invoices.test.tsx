// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceList } from '../../src/contracts/invoices';
import type { Me } from '../../src/contracts/me';
import { signUp } from '../helpers/identity';
import { accountDocuments, noDocuments, PDF_BODY, recordSavedFiles } from '../helpers/invoice-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const me: Me = {
  id: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.com',
  phone: '+33612345678',
  locale: 'fr',
  photo_url: null,
  distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
  analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
  role: 'account_admin',
  status: 'enabled',
  account_id: '9c4b2a11-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  notifications: { booking_confirmation: true, reminder: true, guest_invitation: true },
  can_manage_account: true,
};

let profile = me;
let documents: InvoiceList = accountDocuments();
const listed: URLSearchParams[] = [];
const pdfRequests: { path: string; authorization: string | null }[] = [];
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(profile)),
  http.get('*/api/v1/account/invoices', ({ request }) => {
    listed.push(new URL(request.url).searchParams);
    return HttpResponse.json(documents);
  }),
  http.get('*/api/v1/invoices/:file', ({ request }) => {
    pdfRequests.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
    });
    return new HttpResponse(PDF_BODY, { headers: { 'Content-Type': 'application/pdf' } });
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { InvoicesScreen } = await import('../../src/features/account/components/invoices-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  profile = me;
  documents = accountDocuments();
  listed.length = 0;
  pdfRequests.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

/** Signs a fresh identity in and gives its ID token, the one the API client must send. */
async function signIn(): Promise<string> {
  const identity = await signUp();
  const { user } = await signInWithEmailAndPassword(
    await getFirebaseAuth(),
    identity.email,
    identity.password,
  );
  return user.getIdToken();
}

describe('the invoices page', () => {
  it("lists the account's invoices and credit notes on the Paris calendar, credit notes below zero, with their totals (fr)", async () => {
    await signIn();
    renderWithI18n(<InvoicesScreen />);

    const table = await screen.findByRole('table', { name: 'Factures et avoirs' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Les factures et avoirs de toutes les réservations du compte/),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Numéro', 'Date', 'Espace', 'Type', 'HT', 'TVA', 'TTC', 'PDF']);
    const cells = (number: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${number}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 23:30 UTC on the 25th is already the 26th in Paris.
    expect(cells('A-2026-000001')).toEqual([
      '26 nov. 2026',
      'Le Salon Voltaire',
      'Avoir',
      '−37,50 €',
      '−7,50 €',
      '−45 €',
      'PDF',
    ]);
    expect(within(table).getByRole('rowheader', { name: /A-2026-000001/ })).toHaveTextContent(
      'sur la facture F-2026-000001',
    );
    expect(cells('F-2026-000002')).toEqual([
      '20 nov. 2026',
      'La Fenêtre Dauphine',
      'Facture',
      '75 €',
      '15 €',
      '90 €',
      'PDF',
    ]);
    expect(cells('F-2026-000001')).toEqual([
      '18 nov. 2026',
      'Le Salon Voltaire',
      'Facture',
      '37,50 €',
      '7,50 €',
      '45 €',
      'PDF',
    ]);

    const totals = within(
      screen.getByRole('heading', { name: 'Totaux' }).closest('section') ?? document.body,
    );
    expect(totals.getByText('Facturé').nextElementSibling).toHaveTextContent(
      '135 € TTC112,50 € HT · TVA 22,50 €',
    );
    expect(totals.getByText('Remboursé (avoirs)').nextElementSibling).toHaveTextContent(
      '−45 € TTC−37,50 € HT · TVA −7,50 €',
    );
    expect(totals.getByText('Net').nextElementSibling).toHaveTextContent('90 € TTC75 € HT · TVA 15 €');
    // The account's own documents: no booking or account named.
    expect(listed[0]?.toString()).toBe('');
  });

  it('downloads a PDF through the API with the ID token and saves it under its number', async () => {
    const token = await signIn();
    const saved = recordSavedFiles();
    const user = userEvent.setup();
    renderWithI18n(<InvoicesScreen />, { locale: 'en' });

    const table = await screen.findByRole(
      'table',
      { name: 'Invoices and credit notes' },
      { timeout: 10_000 },
    );
    await user.click(within(table).getByRole('button', { name: 'Download F-2026-000002 as a PDF' }));

    await waitFor(() => expect(saved.names).toEqual(['F-2026-000002.pdf']));
    expect(pdfRequests).toEqual([
      { path: '/api/v1/invoices/f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9.pdf', authorization: `Bearer ${token}` },
    ]);
    expect(saved.blobs).toHaveLength(1);
    expect(saved.blobs[0]?.type).toBe('application/pdf');
    expect(await saved.blobs[0]?.text()).toBe(PDF_BODY);
  });

  it('shows the download as busy, then says in a toast that it failed', async () => {
    await signIn();
    const saved = recordSavedFiles();
    let answer: (() => void) | undefined;
    server.use(
      http.get('*/api/v1/invoices/:file', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(
          { error: { code: 'INTERNAL', message: 'Something broke.', details: [] } },
          { status: 500 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithI18n(<InvoicesScreen />);

    const table = await screen.findByRole('table', { name: 'Factures et avoirs' }, { timeout: 10_000 });
    const button = within(table).getByRole('button', { name: 'Télécharger A-2026-000001 en PDF' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    answer?.();
    expect(
      await screen.findByText('Le PDF de A-2026-000001 n’a pas pu être téléchargé. Réessayez.'),
    ).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(saved.names).toEqual([]);
  });

  it('says when there is no document yet, and whose documents a member sees (en)', async () => {
    profile = { ...me, role: 'account_guest', can_manage_account: false };
    documents = noDocuments();
    await signIn();
    renderWithI18n(<InvoicesScreen />, { locale: 'en' });

    expect(
      await screen.findByText(
        'No invoice yet. You will find one here after each payment, and a credit note after each refund.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^The invoices and credit notes of your bookings/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Totals' })).not.toBeInTheDocument();
  });
});
