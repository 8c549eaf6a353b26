// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is mocked (msw).
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { FavoriteHeart } = await import('../../src/components/favorite-heart/favorite-heart');
const { useAuthDialog } = await import('../../src/lib/auth/auth-dialog-context');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

const space = {
  id: '0b6c1a52-2f51-4f5e-9d1e-6a0c2d3e4f50',
  slug: 'atelier-des-canaux',
  zone: 'paris',
  title: 'Atelier des canaux',
  district: 'Paris 10e',
  capacity: 6,
  price_hour: 4500,
  photo: null,
  features: [],
};

let kept: (typeof space)[] = [];
const server = setupServer(http.get('*/api/v1/me/favorites', () => HttpResponse.json(kept.map((s) => ({ ...s, favorite: true })))));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  kept = [];
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

/** The heart once the session and the user's favorites are known (it is replaced meanwhile). */
async function readyHeart(name: string, pressed: boolean): Promise<HTMLElement> {
  let heart: HTMLElement | undefined;
  await waitFor(() => {
    heart = screen.getByRole('button', { name, pressed });
    expect(heart).not.toHaveAttribute('aria-busy');
  });
  if (!heart) throw new Error('no heart');
  return heart;
}

function DialogProbe() {
  return <p>{useAuthDialog().isOpen ? 'dialog-open' : 'dialog-closed'}</p>;
}

describe('the favorite heart', () => {
  it('fills at once when pressed, and stays filled once the API keeps it', async () => {
    server.use(
      http.put('*/api/v1/me/favorites/:id', async ({ params }) => {
        await delay(200);
        if (params.id === space.id) kept = [space];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signIn();
    renderWithI18n(<FavoriteHeart space={space} />);
    await userEvent.click(await readyHeart('Ajouter aux favoris', false));
    // Before the API has answered.
    expect(await screen.findByRole('button', { name: 'Retirer des favoris', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(kept).toEqual([space]));
    // Refreshed from the API afterwards, and still kept.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('button', { name: 'Retirer des favoris', pressed: true })).toBeInTheDocument();
  });

  it('goes back and says so when the API refuses', async () => {
    kept = [space];
    server.use(
      http.delete('*/api/v1/me/favorites/:id', async () => {
        await delay(200);
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom', details: [] } }, { status: 500 });
      }),
    );
    await signIn();
    renderWithI18n(<FavoriteHeart space={space} />);
    await userEvent.click(await readyHeart('Retirer des favoris', true));
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('« Atelier des canaux » n’a pas pu être retiré de vos favoris. Réessayez.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retirer des favoris', pressed: true })).toBeInTheDocument();
  });

  it('asks a guest to sign in instead', async () => {
    renderWithI18n(
      <>
        <FavoriteHeart space={space} />
        <DialogProbe />
      </>,
      { locale: 'en' },
    );
    await userEvent.click(await readyHeart('Add to favorites', false));
    expect(screen.getByText('dialog-open')).toBeInTheDocument();
  });
});
