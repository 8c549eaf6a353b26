// @vitest-environment jsdom
import { useMutationState } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../helpers/identity';

// A real signed-in session on this run's auth emulator; only the v1 API is mocked (msw).
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const { FavoriteHeart } = await import('../../src/components/favorite-heart/favorite-heart');
const { useAuthDialog } = await import('../../src/lib/auth/auth-dialog-context');
const { QueryLayer } = await import('../../src/lib/query-layer');
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
const server = setupServer(
  http.get('*/api/v1/me/favorites', () => HttpResponse.json(kept.map((s) => ({ ...s, favorite: true })))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The signed-in heart's code and the API client, loaded on demand, imported once before the tests:
// a module's first import is transformed by the test runner, seconds on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../src/components/favorite-heart/signed-in-heart'),
    import('../../src/lib/api-client'),
  ]);
});
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

/**
 * The heart once the session and the user's favorites are known (it is replaced meanwhile). That
 * takes the identity SDK's answer, then the user's favorites from the API: seconds on a busy machine.
 */
async function readyHeart(name: string, pressed: boolean): Promise<HTMLElement> {
  let heart: HTMLElement | undefined;
  await waitFor(
    () => {
      heart = screen.getByRole('button', { name, pressed });
      expect(heart).not.toHaveAttribute('aria-busy');
    },
    { timeout: 10_000 },
  );
  if (!heart) throw new Error('no heart');
  return heart;
}

/** An answer of the API held until the test lets it go: what the heart shows before it is then certain. */
function heldAnswer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * How many changes of a favorite, made since it was drawn, have settled. A change settles once the
 * API has answered and the list has been fetched again (the toggle's onSettled waits for that
 * refetch), so the heart beside it shows the refreshed list by then. In the hearts' query cache.
 */
function SettledChanges() {
  const settled = useMutationState({
    filters: {
      predicate: (mutation) => mutation.state.status === 'success' || mutation.state.status === 'error',
    },
  }).length;
  // The cache is the tab's, kept from test to test: only those settled since it was drawn count.
  const [before] = useState(settled);
  return <p>{`changes settled: ${settled - before}`}</p>;
}

function DialogProbe() {
  return <p>{useAuthDialog().isOpen ? 'dialog-open' : 'dialog-closed'}</p>;
}

describe('the favorite heart', () => {
  it('fills at once when pressed, and stays filled once the API keeps it', async () => {
    const api = heldAnswer();
    server.use(
      http.put('*/api/v1/me/favorites/:id', async ({ params }) => {
        await api.released;
        if (params.id === space.id) kept = [space];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signIn();
    renderWithI18n(
      <>
        <FavoriteHeart space={space} />
        <QueryLayer>
          <SettledChanges />
        </QueryLayer>
      </>,
    );
    await userEvent.click(await readyHeart('Ajouter aux favoris', false));
    // Before the API has answered.
    expect(
      await screen.findByRole('button', { name: 'Retirer des favoris', pressed: true }),
    ).toBeInTheDocument();
    expect(kept).toEqual([]);
    api.release();
    // Kept by the API, the list refreshed from it afterwards, and still filled.
    expect(await screen.findByText('changes settled: 1', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(kept).toEqual([space]);
    expect(screen.getByRole('button', { name: 'Retirer des favoris', pressed: true })).toBeInTheDocument();
  });

  it('goes back and says so when the API refuses', async () => {
    kept = [space];
    const api = heldAnswer();
    server.use(
      http.delete('*/api/v1/me/favorites/:id', async () => {
        await api.released;
        return HttpResponse.json(
          { error: { code: 'INTERNAL', message: 'boom', details: [] } },
          { status: 500 },
        );
      }),
    );
    await signIn();
    renderWithI18n(<FavoriteHeart space={space} />);
    await userEvent.click(await readyHeart('Retirer des favoris', true));
    // Before the API has answered.
    expect(
      await screen.findByRole('button', { name: 'Ajouter aux favoris', pressed: false }),
    ).toBeInTheDocument();
    api.release();
    expect(
      await screen.findByText(
        '« Atelier des canaux » n’a pas pu être retiré de vos favoris. Réessayez.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Retirer des favoris', pressed: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
