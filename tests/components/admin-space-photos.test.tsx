// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '../../src/contracts/admin-photos';
import { SpacePhotos } from '../../src/features/admin/components/spaces/space-photos';
import { SPACE_ID, spacePhotos } from '../helpers/admin-space-screen-fixtures';
import { renderWithI18n } from '../helpers/render-with-i18n';

/** Every upload the API received: the names and types of the files under `files`. */
const uploads: { contentType: string; files: { type: string }[] }[] = [];
let urls: string[] = [];
const sentOrders: string[][] = [];
const deleted: string[] = [];

const server = setupServer(
  http.get('*/api/v1/admin/spaces/:id/photos', () => HttpResponse.json(spacePhotos(urls))),
  http.post('*/api/v1/admin/spaces/:id/photos', async ({ request }) => {
    const contentType = request.headers.get('content-type') ?? '';
    // The parts are read from the body as sent: jsdom's files reach undici's parser without their
    // bytes, which some Node versions' `formData()` refuse outright.
    const body = await request.text();
    const files = [
      ...body.matchAll(/Content-Disposition: form-data; name="files"[^\r\n]*\r\nContent-Type: ([^\r\n]+)/g),
    ].map((part) => ({ type: part[1] ?? '' }));
    uploads.push({ contentType, files });
    urls = [...urls, ...files.map((_, i) => `/api/v1/photos/new-${urls.length + i + 1}.jpg`)];
    return HttpResponse.json(spacePhotos(urls), { status: 201 });
  }),
  http.put('*/api/v1/admin/spaces/:id/photos', async ({ request }) => {
    const { photos } = (await request.json()) as { photos: string[] };
    sentOrders.push(photos);
    urls = photos.map((id) => `/api/v1/photos/${id}`);
    return HttpResponse.json(spacePhotos(urls));
  }),
  http.delete('*/api/v1/admin/spaces/:id/photos/:photoId', ({ params }) => {
    deleted.push(String(params.photoId));
    urls = urls.filter((url) => !url.endsWith(`/${String(params.photoId)}`));
    return HttpResponse.json(spacePhotos(urls));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  uploads.length = 0;
  sentOrders.length = 0;
  deleted.length = 0;
  urls = [];
});
afterAll(() => server.close());

const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const photoNames = () =>
  within(screen.getByRole('list', { name: /^(Photos de l'espace|The space's photos)/ }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the back office’s photos of a space', () => {
  it('refuses a file over the limit before sending it, and sends the others as one multipart upload that then shows (fr)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SpacePhotos spaceId={SPACE_ID} />, { locale: 'fr' });
    expect(
      await screen.findByText('Pas encore de photo : la première ajoutée sera la couverture.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();

    const huge = jpeg('panorama.jpg', PHOTO_LIMITS.maxBytes + 1);
    await user.upload(screen.getByLabelText('Choisir des photos'), [
      jpeg('salle.jpg'),
      huge,
      jpeg('terrasse.jpg'),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "panorama.jpg dépasse 15 Mo : elle n'a pas été envoyée.",
    );
    await waitFor(() => expect(photoNames()).toEqual(['Photo 1', 'Photo 2']));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's files lose their names and bytes on the way into msw; their number and type arrive.
    expect(uploads[0]?.files.map((file) => file.type)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/api/v1/photos/new-1.jpg')),
    );
    expect(await screen.findByText('2 photos ajoutées.')).toBeInTheDocument();
  });

  it('shows what the API refused, and reorders and deletes photos from the keyboard (en)', async () => {
    urls = ['/api/v1/photos/a1.jpg', '/api/v1/photos/b2.jpg', '/api/v1/photos/c3.jpg'];
    server.use(
      http.post('*/api/v1/admin/spaces/:id/photos', () =>
        HttpResponse.json(
          { error: { code: 'PHOTO_NOT_IMAGE', message: 'Not a photo.', details: [] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithI18n(<SpacePhotos spaceId={SPACE_ID} />, { locale: 'en' });
    await screen.findByRole('img', { name: 'Photo 3' }, { timeout: 15_000 });

    await user.upload(screen.getByLabelText('Choose photos'), [jpeg('notes.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(within(alert.closest('li') ?? alert).getByText('notes.jpg')).toBeInTheDocument();
    expect(photoNames()).toHaveLength(3);

    screen.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentOrders).toEqual([['a1.jpg', 'c3.jpg', 'b2.jpg']]));
    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(sentOrders.at(-1)).toEqual(['b2.jpg', 'a1.jpg', 'c3.jpg']));
    expect(screen.getByRole('status')).toHaveTextContent('The photo is now the cover.');

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['a1.jpg']));
    await waitFor(() => expect(photoNames()).toEqual(['Photo 1', 'Photo 2']));
  });
});
