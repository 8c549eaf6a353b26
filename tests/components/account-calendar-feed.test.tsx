// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeedAddress } from '../../src/contracts/me';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const addressOf = (token: string): CalendarFeedAddress => ({
  url: `https://nook.example/api/v1/calendar/${token}.ics`,
  webcal_url: `webcal://nook.example/api/v1/calendar/${token}.ics`,
});

let current = addressOf('first-token-aaaaaaaaaaaa');
let verified = true;
const resets: string[] = [];
const server = setupServer(
  http.get('*/api/v1/me/calendar-feed', () =>
    verified
      ? HttpResponse.json(current)
      : HttpResponse.json(
          { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Verify your e-mail address.', details: [] } },
          { status: 403 },
        ),
  ),
  http.post('*/api/v1/me/calendar-feed/reset', () => {
    resets.push(current.url);
    current = addressOf('second-token-bbbbbbbbbbb');
    return HttpResponse.json(current);
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { CalendarFeedCard } = await import('../../src/features/account/components/calendar-feed-card');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  current = addressOf('first-token-aaaaaaaaaaaa');
  verified = true;
  resets.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

describe('the calendar feed in the account area', () => {
  it('gives the private address to copy or open in a calendar app (fr)', async () => {
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(<CalendarFeedCard />, { locale: 'fr' });
    const field = await screen.findByRole(
      'textbox',
      { name: 'Adresse de votre agenda' },
      { timeout: 10_000 },
    );
    expect(field).toHaveValue('webcal://nook.example/api/v1/calendar/first-token-aaaaaaaaaaaa.ics');
    expect(screen.getByRole('link', { name: 'S’abonner dans mon agenda' })).toHaveAttribute(
      'href',
      'webcal://nook.example/api/v1/calendar/first-token-aaaaaaaaaaaa.ics',
    );

    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('Adresse copiée.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'webcal://nook.example/api/v1/calendar/first-token-aaaaaaaaaaaa.ics',
    );
  });

  it('changes the address only once the user has confirmed, and shows the new one (en)', async () => {
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(<CalendarFeedCard />, { locale: 'en' });
    await screen.findByRole('textbox', { name: 'Your calendar address' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(screen.getByText(/The current address will stop working/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(resets).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change address' }));
    await user.click(screen.getByRole('button', { name: 'Create a new address' }));
    expect(await screen.findByText('New address created. The old one no longer works.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(
        'webcal://nook.example/api/v1/calendar/second-token-bbbbbbbbbbb.ics',
      ),
    );
    expect(resets).toEqual(['https://nook.example/api/v1/calendar/first-token-aaaaaaaaaaaa.ics']);
    expect(screen.queryByRole('button', { name: 'Create a new address' })).not.toBeInTheDocument();
  });

  it('says why there is no address yet while the e-mail is not verified', async () => {
    verified = false;
    await signIn();
    renderWithI18n(<CalendarFeedCard />, { locale: 'fr' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Confirmez d’abord votre adresse e-mail',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
