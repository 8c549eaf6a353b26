import type { AdminSpace, AdminSpaceRow } from '../../src/contracts/admin-spaces';
import type { ZoneWithCount } from '../../src/contracts/spaces';

export const ZONES: ZoneWithCount[] = [
  { id: 'paris', name: 'Paris', latitude: 48.8566, longitude: 2.3522, space_count: 12 },
  { id: 'lyon', name: 'Lyon', latitude: 45.764, longitude: 4.8357, space_count: 4 },
];

export const SPACE_ID = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';

/** A space as GET /admin/spaces/{id} answers it: unpublished, two photos, two extras, no closure. */
export const adminSpace = (overrides: Partial<AdminSpace> = {}): AdminSpace => ({
  id: SPACE_ID,
  slug: 'atelier-marais',
  zone: 'paris',
  type: 'meeting_room',
  title_fr: "L'Atelier du Marais",
  title_en: 'The Marais Workshop',
  description_fr: 'Une salle lumineuse sous les toits.',
  description_en: 'A bright room under the roofs.',
  access_fr: '',
  access_en: '',
  street: '12 Rue des Archives',
  postal_code: '75004',
  city: 'Paris',
  district: 'Le Marais',
  latitude: 48.8575,
  longitude: 2.3556,
  capacity: 8,
  price_hour_cents: 4500,
  features: ['wifi', 'screen'],
  opening_hours: [
    { open: 800, close: 2000 },
    { open: 800, close: 2000 },
    { open: 800, close: 2000 },
    { open: 800, close: 2000 },
    { open: 800, close: 1830 },
    null,
    null,
  ],
  photos: ['/api/v1/photos/a1.jpg', '/api/v1/photos/b2.jpg'],
  published: false,
  extras: [
    {
      id: 'coffee',
      name_fr: 'Café à volonté',
      name_en: 'Unlimited coffee',
      unit_price_cents: 500,
      catalogue_price_cents: 500,
      active: true,
    },
    {
      id: 'projector',
      name_fr: 'Vidéoprojecteur',
      name_en: 'Projector',
      unit_price_cents: 1500,
      catalogue_price_cents: 2000,
      active: true,
    },
  ],
  closures: [],
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

export const spaceRow = (overrides: Partial<AdminSpaceRow> = {}): AdminSpaceRow => ({
  id: SPACE_ID,
  slug: 'atelier-marais',
  zone: 'paris',
  type: 'meeting_room',
  title_fr: "L'Atelier du Marais",
  title_en: 'The Marais Workshop',
  street: '12 Rue des Archives',
  city: 'Paris',
  district: 'Le Marais',
  capacity: 8,
  price_hour_cents: 4550,
  published: true,
  photo: '/api/v1/photos/a1.jpg',
  updated_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

/** The photos of `adminSpace()` as GET /admin/spaces/{id}/photos answers them. */
export const spacePhotos = (urls: string[] = adminSpace().photos) => ({
  space_id: SPACE_ID,
  photos: urls.map((url) => ({ id: url.split('/').at(-1) ?? url, url })),
});
