import { and, desc, eq } from 'drizzle-orm';
import type { FavoriteSpace } from '../../contracts/me';
import type { SpaceFeature } from '../../contracts/space-features';
import type { Locale } from '../../domain/money';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { favorites, spaces } from '../db/schema';

/** The user's favorite spaces that are still published, most recently added first. */
export async function listFavorites(db: Db, userId: string, locale: Locale): Promise<FavoriteSpace[]> {
  const rows = await db
    .select({ space: spaces })
    .from(favorites)
    .innerJoin(spaces, eq(spaces.id, favorites.spaceId))
    .where(and(eq(favorites.userId, userId), eq(spaces.published, true)))
    .orderBy(desc(favorites.createdAt), desc(spaces.id));
  return rows.map(({ space }) => ({
    id: space.id,
    slug: space.slug,
    zone: space.zoneId,
    title: locale === 'fr' ? space.titleFr : space.titleEn,
    district: space.district,
    capacity: space.capacity,
    price_hour: space.priceHourCents,
    photo: space.photos[0] ?? null,
    features: space.features as SpaceFeature[],
    favorite: true,
  }));
}

/** Idempotent: adding a favorite twice leaves one. */
export async function addFavorite(db: Db, userId: string, spaceId: string): Promise<void> {
  const [space] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), eq(spaces.published, true)))
    .limit(1);
  if (!space) throw notFound('Space');
  await db.insert(favorites).values({ userId, spaceId }).onConflictDoNothing();
}

/** Idempotent: removing a favorite that is not there is not an error. */
export async function removeFavorite(db: Db, userId: string, spaceId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.spaceId, spaceId)));
}
