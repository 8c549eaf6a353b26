// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSpace } from '../../src/contracts/admin-spaces';
import { SpaceEditScreen } from '../../src/features/admin/components/spaces/space-edit-screen';
import { SpaceNewScreen } from '../../src/features/admin/components/spaces/space-new-screen';
import { adminSpace, SPACE_ID, spacePhotos, ZONES } from '../helpers/admin-space-screen-fixtures';
import { renderWithI18n } from '../helpers/render-with-i18n';

const ADDRESS_API = 'https://api-adresse.data.gouv.fr/search/';
const NEW_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

/** What the API was sent, in order: "METHOD path" and the JSON body. */
const sent: { call: string; body: unknown }[] = [];
let stored: AdminSpace = adminSpace();

const server = setupServer(
  http.get('*/api/v1/zones', () => HttpResponse.json(ZONES)),
  http.get(ADDRESS_API, () =>
    HttpResponse.json({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [2.3556, 48.8575] },
          properties: {
            label: '12 Rue des Archives 75004 Paris',
            name: '12 Rue des Archives',
            type: 'housenumber',
            city: 'Paris',
            postcode: '75004',
            id: '75104_0420_00012',
          },
        },
      ],
    }),
  ),
  http.post('*/api/v1/admin/spaces', async ({ request }) => {
    sent.push({ call: 'POST /admin/spaces', body: await request.json() });
    return HttpResponse.json(adminSpace({ id: NEW_ID }), { status: 201 });
  }),
  http.get('*/api/v1/admin/spaces/:id', () => HttpResponse.json(stored)),
  http.get('*/api/v1/admin/spaces/:id/photos', () => HttpResponse.json(spacePhotos(stored.photos))),
  http.get('*/api/v1/admin/spaces/:id/closures', () => HttpResponse.json([])),
  http.put('*/api/v1/admin/spaces/:id', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ call: 'PUT /admin/spaces', body });
    return HttpResponse.json(stored);
  }),
  http.post('*/api/v1/admin/spaces/:id/:action', ({ params }) => {
    sent.push({ call: `POST ${String(params.action)}`, body: null });
    stored = { ...stored, published: params.action === 'publish' };
    return HttpResponse.json(stored);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// What the screens load on demand (the form, the sections below it with the preview, the address
// combobox, the form's rules), imported once before the tests: a module's first import is
// transformed by the test runner, several seconds on a busy machine, which the waits below are not for.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/admin/components/spaces/space-form'),
    import('../../src/features/admin/components/spaces/space-edit-sections'),
    import('../../src/lib/address/address-combobox'),
    import('../../src/features/admin/space-form-schema'),
    import('@hookform/resolvers/zod'),
  ]);
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  stored = adminSpace();
});
afterAll(() => server.close());

const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const textbox = (label: string) => screen.getByRole('textbox', { name: field(label) });

/**
 * Waits for the form and for the zones among its select's options. Looked for in the select, not
 * in the page: the opening hours hold some 1,300 options, and naming every one of them at each
 * check took seconds per check on a busy machine, more than the whole wait.
 */
async function zonesShown(zone: string) {
  const select = await screen.findByRole('combobox', { name: field('Zone') }, { timeout: 10_000 });
  await within(select).findByRole('option', { name: zone }, { timeout: 10_000 });
}

// The waits below each span an answer of the mocked API and a render of this large form: their
// deadlines are for a busy machine, where either takes seconds.
describe('the back office’s space form', () => {
  it('refuses a space with missing or malformed fields, with the reason beside each, and sends nothing (fr)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpaceNewScreen />, { locale: 'fr' });
    await zonesShown('Paris');

    await user.type(textbox('Code postal'), '750');
    await user.type(textbox("Prix de l'heure (€ TTC)"), '45,505');
    await user.type(textbox("Identifiant d'URL"), 'Atelier Marais');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lundi : fermeture' }), '08:00');
    await user.click(screen.getByRole('button', { name: "Créer l'espace" }));

    expect(
      await screen.findByText('Un code postal français compte cinq chiffres.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(textbox('Titre (français)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(textbox('Description (anglais)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByRole('combobox', { name: field('Zone') })).toHaveAccessibleDescription(
      'Choisissez une zone.',
    );
    expect(
      screen.getByText('Un prix en euros, par exemple 45 ou 45,50 (au plus 10 000 €).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Uniquement des minuscules et des chiffres/)).toBeInTheDocument();
    expect(screen.getByText('Un nombre entier de personnes, de 1 à 500.')).toBeInTheDocument();
    expect(screen.getByText("La fermeture doit suivre l'ouverture.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates a space from an address found by the search, in cents and HHmm, then opens its page (en)', async () => {
    const user = userEvent.setup();
    const { router } = renderWithI18n(<SpaceNewScreen />, { locale: 'en' });
    await zonesShown('Paris');

    await user.type(textbox('Title (French)'), "L'Atelier du Marais");
    await user.type(textbox('Title (English)'), 'The Marais Workshop');
    await user.type(textbox('Description (French)'), 'Une salle lumineuse.');
    await user.type(textbox('Description (English)'), 'A bright room.');
    await user.selectOptions(screen.getByRole('combobox', { name: field('Zone') }), 'paris');
    await user.selectOptions(screen.getByRole('combobox', { name: field('Type') }), 'desk');
    // The pointer coming near loads the address combobox, which replaces the page's plain input:
    // typed into once it has, as the input a user then clicks is the combobox (a click sent to the
    // input it replaced would go nowhere, and the letters to the last field focused).
    await user.hover(screen.getByRole('combobox', { name: 'Find the address' }));
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Find the address' })).toHaveAttribute('aria-controls'),
      { timeout: 10_000 },
    );
    await user.type(screen.getByRole('combobox', { name: 'Find the address' }), '12 rue des archives');
    // Once typing pauses; among the suggestions' options, not the whole form's (see zonesShown).
    const suggestions = await screen.findByRole(
      'listbox',
      { name: 'Suggested addresses' },
      { timeout: 10_000 },
    );
    await user.click(within(suggestions).getByRole('option', { name: '12 Rue des Archives 75004 Paris' }));
    expect(textbox('Street')).toHaveValue('12 Rue des Archives');
    expect(textbox('Latitude')).toHaveValue('48.8575');
    await user.type(textbox('District'), 'Le Marais');
    await user.type(textbox('Capacity (people)'), '6');
    await user.type(textbox('Price per hour (€ incl. VAT)'), '45.5');
    await user.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Whiteboard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday: closed' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saturday: opens' }), '10:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saturday: closes' }), '13:15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday: closes' }), '18:30');
    await user.click(screen.getByRole('button', { name: 'Create the space' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/admin/spaces/${NEW_ID}`), {
      timeout: 10_000,
    });
    expect(sent).toEqual([
      {
        call: 'POST /admin/spaces',
        body: {
          title_fr: "L'Atelier du Marais",
          title_en: 'The Marais Workshop',
          description_fr: 'Une salle lumineuse.',
          description_en: 'A bright room.',
          access_fr: '',
          access_en: '',
          zone: 'paris',
          type: 'desk',
          street: '12 Rue des Archives',
          postal_code: '75004',
          city: 'Paris',
          district: 'Le Marais',
          latitude: 48.8575,
          longitude: 2.3556,
          capacity: 6,
          price_hour_cents: 4550,
          features: ['wifi', 'whiteboard'],
          opening_hours: [
            { open: 900, close: 1830 },
            { open: 900, close: 1900 },
            { open: 900, close: 1900 },
            { open: 900, close: 1900 },
            { open: 900, close: 1900 },
            { open: 1000, close: 1315 },
            null,
          ],
        },
      },
    ]);
    expect(
      await screen.findByText('Space created. Add its photos, then publish it.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });

  it('saves the extras offered at their prices, leaving the photos to their own routes, then publishes and links the public page (fr)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpaceEditScreen id={SPACE_ID} />, { locale: 'fr' });
    const price = await screen.findByRole(
      'textbox',
      { name: 'Prix de « Vidéoprojecteur » (€)' },
      { timeout: 10_000 },
    );
    expect(textbox("Prix de l'heure (€ TTC)")).toHaveValue('45');
    expect(screen.getByRole('combobox', { name: 'Vendredi : fermeture' })).toHaveValue('18:30');
    await waitFor(() => expect(screen.getByRole('combobox', { name: field('Zone') })).toHaveValue('paris'), {
      timeout: 10_000,
    });

    // The unpublished space's preview (loaded after the form), in the language chosen.
    const preview = await screen.findByRole('region', { name: 'Aperçu' }, { timeout: 10_000 });
    expect(within(preview).getByRole('heading', { name: "L'Atelier du Marais" })).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Anglais' }));
    expect(within(preview).getByRole('heading', { name: 'The Marais Workshop' })).toBeInTheDocument();
    expect(within(preview).getByText('€45')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '12,5');
    await user.click(screen.getByRole('checkbox', { name: 'Proposer « Café à volonté »' }));
    await user.clear(textbox('Capacité (personnes)'));
    await user.type(textbox('Capacité (personnes)'), '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Modifications enregistrées.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      slug: 'atelier-marais',
      zone: 'paris',
      capacity: 10,
      price_hour_cents: 4500,
      extras: [{ id: 'projector', unit_price_cents: 1250 }],
      opening_hours: [
        { open: 800, close: 2000 },
        { open: 800, close: 2000 },
        { open: 800, close: 2000 },
        { open: 800, close: 2000 },
        { open: 800, close: 1830 },
        null,
        null,
      ],
    });
    expect(sent[0]?.body).not.toHaveProperty('published');
    expect(sent[0]?.body).not.toHaveProperty('photos');

    await user.click(screen.getByRole('button', { name: 'Publier' }));
    const link = await screen.findByRole(
      'link',
      { name: 'Voir la page publique (nouvel onglet)' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/paris/atelier-marais');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: 'Aperçu' })).not.toBeInTheDocument();
    expect(sent.at(-1)?.call).toBe('POST publish');
  });
});
