import type { AdminSpaceInput } from '../../src/contracts/admin-spaces';

/** Letters only, as words of a title are: a tag no seeded space has, to find a test's spaces by text. */
export const uniqueTag = () =>
  `zq${Array.from(crypto.getRandomValues(new Uint8Array(8)), (n) => String.fromCharCode(97 + (n % 26))).join('')}`;

const weekday = { open: 800, close: 2000 };

/** A valid new Paris meeting room for the back office, open 08:00–20:00 on weekdays, 09:00–18:00 on Saturdays. */
export function spaceInput(tag: string, overrides: Partial<AdminSpaceInput> = {}): AdminSpaceInput {
  return {
    title_fr: `Atelier Lumière ${tag}`,
    title_en: `Light workshop ${tag}`,
    description_fr: 'Un atelier lumineux sous verrière.',
    description_en: 'A bright workshop under a glass roof.',
    zone: 'paris',
    type: 'meeting_room',
    street: '12 rue Oberkampf',
    postal_code: '75011',
    city: 'Paris',
    district: 'Paris 11e',
    latitude: 48.8649,
    longitude: 2.3786,
    capacity: 6,
    price_hour_cents: 4500,
    features: ['wifi', 'screen'],
    opening_hours: [weekday, weekday, weekday, weekday, weekday, { open: 900, close: 1800 }, null],
    ...overrides,
  };
}
