import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminSpace,
  AdminSpaceInput,
  AdminSpacePage,
  AdminSpaceRow,
  AdminSpaceSearch,
} from '../../contracts/admin-spaces';
import type { SpaceFeature } from '../../contracts/space-features';
import { slugFrom, spaceSearchText } from '../../domain/search-text';
import type { CurrentUser } from '../core/context';
import { conflict, notFound, unprocessable, type ErrorDetail } from '../core/errors';
import type { Db } from '../db/client';
import { sqlState, transaction, type Tx } from '../db/transaction';
import { auditLog, extras, spaceExtras, spaces, zones } from '../db/schema';
import { closuresOf } from './staff-space-closures';
import { containing } from './staff-users';

type SpaceRow = typeof spaces.$inferSelect;
type Offer = { id: string; unit_price_cents: number };

const toRow = (row: SpaceRow): AdminSpaceRow => ({
  id: row.id,
  slug: row.slug,
  zone: row.zoneId,
  type: row.type,
  title_fr: row.titleFr,
  title_en: row.titleEn,
  street: row.street,
  city: row.city,
  district: row.district,
  capacity: row.capacity,
  price_hour_cents: row.priceHourCents,
  published: row.published,
  photo: row.photos[0] ?? null,
  updated_at: row.updatedAt.toISOString(),
});

/** Every editable field of a space (what an audit line keeps of it, and what staff read). */
const editable = (row: SpaceRow) => ({
  slug: row.slug,
  zone: row.zoneId,
  type: row.type,
  title_fr: row.titleFr,
  title_en: row.titleEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  access_fr: row.accessFr,
  access_en: row.accessEn,
  street: row.street,
  postal_code: row.postalCode,
  city: row.city,
  district: row.district,
  latitude: row.latitude,
  longitude: row.longitude,
  capacity: row.capacity,
  price_hour_cents: row.priceHourCents,
  features: row.features as SpaceFeature[],
  opening_hours: Array.from({ length: 7 }, (_, weekday) => row.openingHours[weekday] ?? null),
  photos: row.photos,
  published: row.published,
});

/** Spaces by a part of their title or address, zone, type and published, newest first; unpublished ones too. */
export async function searchSpacesForStaff(db: Db, search: AdminSpaceSearch): Promise<AdminSpacePage> {
  const conditions: (SQL | undefined)[] = [
    search.zone ? eq(spaces.zoneId, search.zone) : undefined,
    search.type ? eq(spaces.type, search.type) : undefined,
    search.published === undefined ? undefined : eq(spaces.published, search.published),
  ];
  if (search.q) {
    const pattern = containing(search.q);
    conditions.push(
      or(
        ...[
          spaces.titleFr,
          spaces.titleEn,
          spaces.street,
          spaces.postalCode,
          spaces.city,
          spaces.district,
        ].map((column) => ilike(column, pattern)),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spaces)
      .where(where)
      .orderBy(desc(spaces.createdAt), desc(spaces.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(spaces).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0 };
}

async function offersOf(db: Db, spaceId: string): Promise<AdminSpace['extras']> {
  const rows = await db
    .select({ offer: spaceExtras, extra: extras })
    .from(spaceExtras)
    .innerJoin(extras, eq(extras.id, spaceExtras.extraId))
    .where(eq(spaceExtras.spaceId, spaceId))
    .orderBy(asc(extras.id));
  return rows.map(({ offer, extra }) => ({
    id: extra.id,
    name_fr: extra.nameFr,
    name_en: extra.nameEn,
    unit_price_cents: offer.unitPriceCents,
    catalogue_price_cents: extra.unitPriceCents,
    active: extra.active,
  }));
}

/** A space in full for staff, published or not, with its extras and closures. */
export async function spaceForStaff(db: Db, id: string): Promise<AdminSpace> {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, id)).limit(1);
  if (!row) throw notFound('Space');
  const [offered, closures] = await Promise.all([offersOf(db, id), closuresOf(db, id)]);
  return {
    id: row.id,
    ...editable(row),
    extras: offered,
    closures,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const invalid = (details: ErrorDetail[]) =>
  unprocessable('VALIDATION_ERROR', 'The request is not valid.', details);

/**
 * What the body's schema cannot know: the zone and the extras must exist (an inactive extra is
 * offered no more), and the French title must leave a slug. Throws 422 with every problem found.
 * Returns the offers to write: the body's; without any, the whole active catalogue at its prices
 * for a new space, nothing to change for an edit (undefined).
 */
async function checkedOffers(
  tx: Tx,
  input: AdminSpaceInput,
  slug: string,
  omitted: 'catalogue' | 'unchanged',
): Promise<Offer[] | undefined> {
  const details: ErrorDetail[] = [];
  if (!slug)
    details.push({
      field: 'body.slug',
      code: 'required',
      message: 'The French title gives no slug: give one.',
    });
  const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, input.zone)).limit(1);
  if (!zone) details.push({ field: 'body.zone', code: 'unknown_zone', message: `No zone "${input.zone}".` });
  // The catalogue is a handful of rows.
  const active = await tx
    .select({ id: extras.id, price: extras.unitPriceCents })
    .from(extras)
    .where(eq(extras.active, true));
  input.extras?.forEach((offer, i) => {
    if (!active.some((extra) => extra.id === offer.id))
      details.push({
        field: `body.extras.${i}.id`,
        code: 'unknown_extra',
        message: `No extra "${offer.id}" on offer.`,
      });
  });
  if (details.length) throw invalid(details);
  if (input.extras) return input.extras;
  return omitted === 'catalogue'
    ? active.map((extra) => ({ id: extra.id, unit_price_cents: extra.price }))
    : undefined;
}

/** The columns an input writes; search_text computed as the seed computes it. */
function columnsOf(input: AdminSpaceInput, slug: string) {
  const row = {
    zoneId: input.zone,
    slug,
    type: input.type,
    titleFr: input.title_fr,
    titleEn: input.title_en,
    descriptionFr: input.description_fr,
    descriptionEn: input.description_en,
    ...(input.access_fr === undefined ? {} : { accessFr: input.access_fr }),
    ...(input.access_en === undefined ? {} : { accessEn: input.access_en }),
    street: input.street,
    postalCode: input.postal_code,
    city: input.city,
    district: input.district,
    latitude: input.latitude,
    longitude: input.longitude,
    capacity: input.capacity,
    priceHourCents: input.price_hour_cents,
    features: [...input.features],
    openingHours: input.opening_hours,
  };
  return { ...row, searchText: spaceSearchText(row) };
}

async function replaceOffers(tx: Tx, spaceId: string, offers: readonly Offer[]): Promise<void> {
  await tx.delete(spaceExtras).where(eq(spaceExtras.spaceId, spaceId));
  if (offers.length)
    await tx
      .insert(spaceExtras)
      .values(
        offers.map((offer) => ({ spaceId, extraId: offer.id, unitPriceCents: offer.unit_price_cents })),
      );
}

const audited = (row: SpaceRow, offers: readonly Offer[] | undefined) => ({
  ...editable(row),
  ...(offers ? { extras: offers } : {}),
});

async function offersFor(tx: Tx, spaceId: string): Promise<Offer[]> {
  const rows = await tx
    .select()
    .from(spaceExtras)
    .where(eq(spaceExtras.spaceId, spaceId))
    .orderBy(asc(spaceExtras.extraId));
  return rows.map((row) => ({ id: row.extraId, unit_price_cents: row.unitPriceCents }));
}

/** A second space of one zone with one slug: the unique index says so (409 SPACE_SLUG_TAKEN). */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505')
      throw conflict('SPACE_SLUG_TAKEN', 'Another space of this zone has this slug.');
    throw error;
  }
}

/** A new space, unpublished unless told, with its extras and its audit line, in one transaction. */
export async function createSpace(
  db: Db,
  staff: CurrentUser,
  input: AdminSpaceInput,
  now: Date,
): Promise<AdminSpace> {
  const slug = input.slug ?? slugFrom(input.title_fr);
  const id = await slugChecked(() =>
    transaction(db, async (tx) => {
      const offers = (await checkedOffers(tx, input, slug, 'catalogue')) ?? [];
      const [row] = await tx
        .insert(spaces)
        .values({
          ...columnsOf(input, slug),
          published: input.published ?? false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('space not inserted');
      await replaceOffers(tx, row.id, offers);
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'space.create',
        targetType: 'space',
        targetId: row.id,
        before: null,
        after: audited(row, offers),
      });
      return row.id;
    }),
  );
  return spaceForStaff(db, id);
}

async function lockSpace(tx: Tx, id: string): Promise<SpaceRow> {
  const [row] = await tx.select().from(spaces).where(eq(spaces.id, id)).for('update');
  if (!row) throw notFound('Space');
  return row;
}

/** Every field of a space at once; its extras too when given. Audited with what it was. */
export async function updateSpace(
  db: Db,
  staff: CurrentUser,
  id: string,
  input: AdminSpaceInput,
  now: Date,
): Promise<AdminSpace> {
  await slugChecked(() =>
    transaction(db, async (tx) => {
      const before = await lockSpace(tx, id);
      const slug = input.slug ?? before.slug;
      const offers = await checkedOffers(tx, input, slug, 'unchanged');
      const offersBefore = offers ? await offersFor(tx, id) : undefined;
      const [after] = await tx
        .update(spaces)
        .set({ ...columnsOf(input, slug), published: input.published ?? before.published, updatedAt: now })
        .where(eq(spaces.id, id))
        .returning();
      if (!after) throw notFound('Space');
      if (offers) await replaceOffers(tx, id, offers);
      await tx.insert(auditLog).values({
        actorId: staff.id,
        action: 'space.update',
        targetType: 'space',
        targetId: id,
        before: audited(before, offersBefore),
        after: audited(after, offers),
      });
    }),
  );
  return spaceForStaff(db, id);
}

/** Shows a space to the public or hides it; asked twice, nothing more happens and no line is written. */
export async function setSpacePublished(
  db: Db,
  staff: CurrentUser,
  id: string,
  published: boolean,
  now: Date,
): Promise<AdminSpace> {
  await transaction(db, async (tx) => {
    const before = await lockSpace(tx, id);
    if (before.published === published) return;
    await tx.update(spaces).set({ published, updatedAt: now }).where(eq(spaces.id, id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: published ? 'space.publish' : 'space.unpublish',
      targetType: 'space',
      targetId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return spaceForStaff(db, id);
}
