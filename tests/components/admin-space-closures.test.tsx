// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClosure } from '../../src/contracts/admin-spaces';
import { addDays } from '../../src/domain/paris-time';
import { SpaceClosures } from '../../src/features/admin/components/spaces/space-closures';
import { SPACE_ID } from '../helpers/admin-space-screen-fixtures';
import { renderWithI18n } from '../helpers/render-with-i18n';

// Days the test chooses, a fixed distance from one another; the component knows no "today".
const DAY = '2027-03-10';
const BOOKINGS = ['0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', '1c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f'];

let closures: AdminClosure[] = [];
const bodies: unknown[] = [];
const deleted: string[] = [];

const closure = (overrides: Partial<AdminClosure>): AdminClosure => ({
  id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  starts_at: '2027-03-10T13:00:00.000Z',
  ends_at: '2027-03-10T17:00:00.000Z',
  from_day: DAY,
  to_day: DAY,
  from_time: '14:00',
  to_time: '18:00',
  reason: 'Peinture',
  created_by: '5b0d8f43-2b8e-4d8a-9b57-0e0f3b2c1a10',
  created_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

const server = setupServer(
  http.get('*/api/v1/admin/spaces/:id/closures', () => HttpResponse.json(closures)),
  http.post('*/api/v1/admin/spaces/:id/closures', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    const made = closure({ reason: typeof body.reason === 'string' ? body.reason : null });
    closures = [...closures, made];
    return HttpResponse.json(
      { closure: made, overlapping_bookings: 2, overlapping_booking_ids: BOOKINGS },
      { status: 201 },
    );
  }),
  http.delete('*/api/v1/admin/spaces/:id/closures/:closureId', ({ params }) => {
    deleted.push(String(params.closureId));
    closures = closures.filter((item) => item.id !== params.closureId);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  closures = [];
  bodies.length = 0;
  deleted.length = 0;
});
afterAll(() => server.close());

describe('the back office’s closures of a space', () => {
  it('closes a space for hours of a day in Paris time, and lists the confirmed bookings inside it (fr)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpaceClosures spaceId={SPACE_ID} />, { locale: 'fr' });
    expect(
      await screen.findByText('Aucune fermeture prévue.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une fermeture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une fermeture' });
    await user.click(within(dialog).getByRole('radio', { name: 'Quelques heures' }));
    await user.click(within(dialog).getByRole('button', { name: "Fermer l'espace" }));
    expect(within(dialog).getByText('Choisissez un jour.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Jour/), DAY);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'De' }), '14:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'À' }), '13:00');
    await user.click(within(dialog).getByRole('button', { name: "Fermer l'espace" }));
    expect(within(dialog).getByText('La fin doit suivre le début.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'À' }), '18:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Peinture');
    await user.click(within(dialog).getByRole('button', { name: "Fermer l'espace" }));

    const warning = await within(dialog).findByRole('alert');
    expect(bodies).toEqual([{ from_day: DAY, from_time: 1400, to_time: 1800, reason: 'Peinture' }]);
    expect(warning).toHaveTextContent('2 réservations confirmées tombent pendant cette fermeture.');
    expect(
      within(warning)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(BOOKINGS.map((id) => `/admin/bookings/${id}`));

    await user.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    expect(
      await screen.findByRole('listitem', { name: 'mercredi 10 mars 2027, de 14h à 18h' }),
    ).toHaveTextContent('Peinture');
  });

  it('closes a range of days, and removes a closure once confirmed (en)', async () => {
    closures = [
      closure({ id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b', from_time: null, to_time: null, reason: null }),
    ];
    const user = userEvent.setup();
    renderWithI18n(<SpaceClosures spaceId={SPACE_ID} />, { locale: 'en' });
    const existing = await screen.findByRole(
      'listitem',
      { name: 'Wednesday 10 March 2027, all day' },
      { timeout: 15_000 },
    );

    await user.click(screen.getByRole('button', { name: 'Add a closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a closure' });
    await user.click(within(dialog).getByRole('radio', { name: 'Several days' }));
    const lastDay = addDays(DAY, 6);
    await user.type(within(dialog).getByLabelText(/^First day/), DAY);
    await user.type(within(dialog).getByLabelText(/^Last day/), lastDay);
    await user.click(within(dialog).getByRole('button', { name: 'Close the space' }));
    await waitFor(() => expect(bodies).toEqual([{ from_day: DAY, to_day: lastDay }]));
    await user.click(await within(dialog).findByRole('button', { name: 'Done' }));

    await user.click(within(existing).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this closure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b']));
  });
});
