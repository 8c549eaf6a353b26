import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { couponCodes, extras } from '../schema';
import { stableId } from './stable-id';

/** What a booking can add, priced per unit (a coffee break per person, a projector per booking). */
export const SEED_EXTRAS = [
  {
    id: 'coffee_break',
    nameFr: 'Pause café',
    nameEn: 'Coffee break',
    descriptionFr: 'Café, thé, jus et viennoiseries, par personne.',
    descriptionEn: 'Coffee, tea, juice and pastries, per person.',
    unitPriceCents: 600,
    maxQuantity: 40,
    perPerson: true,
  },
  {
    id: 'breakfast',
    nameFr: 'Petit-déjeuner',
    nameEn: 'Breakfast',
    descriptionFr: 'Petit-déjeuner complet livré à 8 h 30, par personne.',
    descriptionEn: 'Full breakfast delivered at 8:30, per person.',
    unitPriceCents: 1200,
    maxQuantity: 40,
    perPerson: true,
  },
  {
    id: 'lunch_box',
    nameFr: 'Plateau-repas',
    nameEn: 'Lunch box',
    descriptionFr: 'Plateau de saison d’un traiteur du quartier, par personne.',
    descriptionEn: 'Seasonal lunch box from a local caterer, per person.',
    unitPriceCents: 1800,
    maxQuantity: 40,
    perPerson: true,
  },
  {
    id: 'projector',
    nameFr: 'Vidéoprojecteur',
    nameEn: 'Projector',
    descriptionFr: 'Vidéoprojecteur HD avec câbles HDMI et USB-C.',
    descriptionEn: 'HD projector with HDMI and USB-C cables.',
    unitPriceCents: 2500,
    maxQuantity: 1,
  },
  {
    id: 'video_kit',
    nameFr: 'Kit visioconférence',
    nameEn: 'Video-conference kit',
    descriptionFr: 'Caméra grand angle et micro d’ambiance.',
    descriptionEn: 'Wide-angle camera and room microphone.',
    unitPriceCents: 4000,
    maxQuantity: 1,
  },
  {
    id: 'flipchart',
    nameFr: 'Paperboard',
    nameEn: 'Flip chart',
    descriptionFr: 'Paperboard, feutres et post-it.',
    descriptionEn: 'Flip chart, markers and sticky notes.',
    unitPriceCents: 1000,
    maxQuantity: 3,
  },
] as const;

/** Public promotion codes any account may use once. */
export const SEED_CODES = [
  {
    code: 'BIENVENUE10',
    kind: 'percent' as const,
    value: 10,
    validUntil: new Date('2030-12-31T22:59:59Z'),
    singleUse: true,
  },
  {
    code: 'COSY20',
    kind: 'amount' as const,
    value: 2000,
    validUntil: new Date('2030-12-31T22:59:59Z'),
    singleUse: false,
  },
];

export async function seedExtrasAndCodes(db: Db): Promise<void> {
  await db
    .insert(extras)
    .values([...SEED_EXTRAS])
    .onConflictDoUpdate({
      target: extras.id,
      set: {
        nameFr: sql`excluded.name_fr`,
        nameEn: sql`excluded.name_en`,
        descriptionFr: sql`excluded.description_fr`,
        descriptionEn: sql`excluded.description_en`,
        unitPriceCents: sql`excluded.unit_price_cents`,
        maxQuantity: sql`excluded.max_quantity`,
        perPerson: sql`excluded.per_person`,
      },
    });
  for (const code of SEED_CODES) {
    await db
      .insert(couponCodes)
      .values({ id: stableId(`code:${code.code}`), ...code })
      .onConflictDoNothing();
  }
}
