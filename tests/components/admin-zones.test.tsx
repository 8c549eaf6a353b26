// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminZone } from '../../src/contracts/admin-zones';
import type { Me } from '../../src/contracts/me';
import { signUp } from '../helpers/identity';
import { staffMe } from '../helpers/admin-fixtures';

// A real signed-in session on this run's auth emulator; only the v1 API is answered by msw.
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');

const superAdmin: Me = { ...staffMe, role: 'super_admin' };
const PARIS: AdminZone = {
  id: 'paris',
  name_fr: 'Paris',
  name_en: 'Paris',
  latitude: 48.8566,
  longitude: 2.3522,
  space_count: 42,
  published_count: 40,
};

let me = superAdmin;
let zones: AdminZone[] = [];
const asked: { method: string; path: string; body?: unknown }[] = [];
const refuse = (status: number, code: string) =>
  HttpResponse.json({ error: { code, message: code, details: [] } }, { status });
const server = setupServer(
  http.get('*/api/v1/me', () => HttpResponse.json(me)),
  http.get('*/api/v1/admin/zones', () => {
    asked.push({ method: 'GET', path: '/admin/zones' });
    return HttpResponse.json(zones);
  }),
  http.post('*/api/v1/admin/zones', async ({ request }) => {
    const body = (await request.json()) as Omit<AdminZone, 'space_count' | 'published_count'>;
    asked.push({ method: 'POST', path: '/admin/zones', body });
    if (zones.some((zone) => zone.id === body.id)) return refuse(409, 'ZONE_TAKEN');
    const zone = { ...body, space_count: 0, published_count: 0 };
    zones = [...zones, zone];
    return HttpResponse.json(zone, { status: 201 });
  }),
  http.put('*/api/v1/admin/zones/:id', async ({ request, params }) => {
    const body = (await request.json()) as Partial<AdminZone>;
    asked.push({ method: 'PUT', path: `/admin/zones/${String(params.id)}`, body });
    zones = zones.map((zone) => (zone.id === params.id ? { ...zone, ...body } : zone));
    return HttpResponse.json(zones.find((zone) => zone.id === params.id));
  }),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { StaffOnly } = await import('../../src/features/admin/components/staff-only');
const { ZonesScreen } = await import('../../src/features/admin/components/zones-screen');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  me = superAdmin;
  zones = [];
  asked.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signIn() {
  const identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

const screenFor = () => (
  <StaffOnly level="super_admin">
    <ZonesScreen />
  </StaffOnly>
);

const writes = () => asked.filter((call) => call.method !== 'GET');

describe('the back office’s zones', () => {
  it('opens a zone once its id is one the site can give it, then lists it (fr)', async () => {
    zones = [PARIS];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(screenFor(), { locale: 'fr' });

    const list = await screen.findByRole('list', { name: 'Zones' }, { timeout: 10_000 });
    const paris = within(list).getByRole('listitem', { name: 'Paris' });
    expect(within(paris).getByText('Espaces : 42 · publiés : 40')).toBeInTheDocument();
    expect(within(paris).getByRole('link', { name: '/paris' })).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Ouvrir une zone' });
    // The form comes in a chunk of its own, while the zones load.
    const id = await within(form).findByRole('textbox', { name: /Identifiant/ });
    await user.type(id, 'Lyon Nord');
    await user.type(within(form).getByRole('textbox', { name: /Nom en français/ }), 'Lyon');
    await user.type(within(form).getByRole('textbox', { name: /Nom en anglais/ }), 'Lyon');
    await user.type(within(form).getByRole('spinbutton', { name: /Latitude/ }), '95');
    await user.type(within(form).getByRole('spinbutton', { name: /Longitude/ }), '4.8357');
    await user.click(within(form).getByRole('button', { name: 'Ouvrir la zone' }));
    expect(
      await within(form).findByText(
        'De 2 à 40 caractères : lettres minuscules sans accent, chiffres et tirets.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Une latitude va de -90 à 90.')).toBeInTheDocument();

    await user.clear(id);
    await user.type(id, 'admin');
    await user.click(within(form).getByRole('button', { name: 'Ouvrir la zone' }));
    expect(
      await within(form).findByText('Cet identifiant est déjà une page du site : choisissez-en un autre.'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(id);
    await user.type(id, 'lyon');
    const latitude = within(form).getByRole('spinbutton', { name: /Latitude/ });
    await user.clear(latitude);
    await user.type(latitude, '45.764');
    await user.click(within(form).getByRole('button', { name: 'Ouvrir la zone' }));
    expect(
      await screen.findByText('Lyon est ouverte : sa page de recherche est en ligne.'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/zones',
        body: { id: 'lyon', name_fr: 'Lyon', name_en: 'Lyon', latitude: 45.764, longitude: 4.8357 },
      },
    ]);
    await waitFor(() => expect(within(list).getByRole('listitem', { name: 'Lyon' })).toBeInTheDocument());
    expect(screen.getByText('2 zones')).toBeInTheDocument();
    expect(id).toHaveValue('');
  });

  it('says why the API refused an id, under that id (en)', async () => {
    zones = [PARIS];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(screenFor(), { locale: 'en' });

    const form = await screen.findByRole('region', { name: 'Open a zone' }, { timeout: 10_000 });
    await user.type(within(form).getByRole('textbox', { name: /^Id/ }), 'paris');
    await user.type(within(form).getByRole('textbox', { name: /Name in French/ }), 'Paris bis');
    await user.type(within(form).getByRole('textbox', { name: /Name in English/ }), 'Paris again');
    await user.type(within(form).getByRole('spinbutton', { name: /latitude/ }), '48.9');
    await user.type(within(form).getByRole('spinbutton', { name: /longitude/ }), '2.3');
    await user.click(within(form).getByRole('button', { name: 'Open the zone' }));
    expect(await within(form).findByText('A zone already has this id.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Id/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a zone and moves its centre, keeping its id (en)', async () => {
    zones = [PARIS];
    await signIn();
    const user = userEvent.setup();
    renderWithI18n(screenFor(), { locale: 'en' });

    const row = await screen.findByRole('listitem', { name: 'Paris' }, { timeout: 10_000 });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const editing = screen.getByRole('listitem', { name: 'Paris' });
    expect(within(editing).queryByRole('textbox', { name: /^Id/ })).not.toBeInTheDocument();
    const english = within(editing).getByRole('textbox', { name: /Name in English/ });
    await user.clear(english);
    await user.type(english, 'Central Paris');
    const longitude = within(editing).getByRole('spinbutton', { name: /longitude/ });
    await user.clear(longitude);
    await user.type(longitude, '2.34');
    await user.click(within(editing).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Central Paris is saved.')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/zones/paris',
        body: { name_fr: 'Paris', name_en: 'Central Paris', latitude: 48.8566, longitude: 2.34 },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Central Paris' })).toBeInTheDocument());
    expect(
      within(screen.getByRole('listitem', { name: 'Central Paris' })).getByText('Centre: 48.8566, 2.34'),
    ).toBeInTheDocument();
  });

  it('is the page-not-found to an admin, and asks nothing of the zones (fr)', async () => {
    me = { ...superAdmin, role: 'admin' };
    await signIn();
    renderWithI18n(screenFor(), { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Page introuvable' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
