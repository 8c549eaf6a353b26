import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '../../domain/terms';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import {
  accounts,
  bookingChanges,
  bookingExtras,
  bookingHistory,
  bookings,
  couponCodes,
  couponRedemptions,
  eventGuests,
  events,
  favorites,
  invoices,
  onboardingSteps,
  outboxMessages,
  overstays,
  paymentMethods,
  payments,
} from '../db/schema';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The document as JSON, its keys in the API's snake_case (rows come with the schema's camelCase). */
function snakeCased(document: unknown): { [key: string]: Json } {
  const convert = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(convert);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
          convert(inner),
        ]),
      );
    return value;
  };
  return convert(JSON.parse(JSON.stringify(document)) as Json) as { [key: string]: Json };
}

/**
 * Everything the product holds about the signed-in user (GET /me/export, the privacy policy's
 * "download my data"): their profile and preferences, their account's billing details and their
 * own membership of it, the bookings they organised with their events, extras, changes, history,
 * the guests they invited, payments, refunds, codes, invoices' metadata and overstays, their
 * favorites, the messages sent to their address and the ones they wrote to support. Nothing about
 * another person beyond what the user entered themselves: a team's other members, a history step's
 * actor and an invitation's organizer are left out.
 */
export async function exportMyData(db: Db, user: CurrentUser, now: Date) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, user.accountId)).limit(1);
  const myBookings = await db
    .select()
    .from(bookings)
    .where(eq(bookings.organizerId, user.id))
    .orderBy(asc(bookings.createdAt));
  const bookingIds = myBookings.map((booking) => booking.id);
  const ofMyBookings = <T>(load: (ids: string[]) => Promise<T[]>) =>
    bookingIds.length ? load(bookingIds) : Promise.resolve([] as T[]);

  const [myEvents, extras, changes, history, bookingPayments, redemptions, myInvoices] = await Promise.all([
    ofMyBookings((ids) =>
      db.select().from(events).where(inArray(events.bookingId, ids)).orderBy(asc(events.startsAt)),
    ),
    ofMyBookings((ids) => db.select().from(bookingExtras).where(inArray(bookingExtras.bookingId, ids))),
    ofMyBookings((ids) => db.select().from(bookingChanges).where(inArray(bookingChanges.bookingId, ids))),
    ofMyBookings((ids) =>
      db
        .select({
          booking_id: bookingHistory.bookingId,
          at: bookingHistory.at,
          action: bookingHistory.action,
          from_status: bookingHistory.fromStatus,
          to_status: bookingHistory.toStatus,
          amount_cents: bookingHistory.amountCents,
          by_me: sql<boolean>`${bookingHistory.actorId} is not distinct from ${user.id}`,
        })
        .from(bookingHistory)
        .where(inArray(bookingHistory.bookingId, ids))
        .orderBy(asc(bookingHistory.seq)),
    ),
    ofMyBookings((ids) =>
      db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.createdAt)),
    ),
    ofMyBookings((ids) =>
      db
        .select({
          booking_id: couponRedemptions.bookingId,
          code: couponCodes.code,
          redeemed_at: couponRedemptions.redeemedAt,
          created_at: couponRedemptions.createdAt,
        })
        .from(couponRedemptions)
        .innerJoin(couponCodes, eq(couponCodes.id, couponRedemptions.couponId))
        .where(inArray(couponRedemptions.bookingId, ids)),
    ),
    ofMyBookings((ids) =>
      db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          number: invoices.number,
          booking_id: invoices.bookingId,
          payment_id: invoices.paymentId,
          issued_at: invoices.issuedAt,
          total_cents: invoices.totalCents,
        })
        .from(invoices)
        .where(inArray(invoices.bookingId, ids))
        .orderBy(asc(invoices.issuedAt)),
    ),
  ]);
  const eventIds = myEvents.map((event) => event.id);
  const [guests, myOverstays, cards, myFavorites, steps, messages, supportMessages] = await Promise.all([
    db
      .select({ event_id: eventGuests.eventId, email: eventGuests.email, invited_at: eventGuests.createdAt })
      .from(eventGuests)
      .where(eq(eventGuests.invitedBy, user.id)),
    eventIds.length
      ? db.select().from(overstays).where(inArray(overstays.eventId, eventIds))
      : Promise.resolve([]),
    db
      .select({
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        exp_month: paymentMethods.expMonth,
        exp_year: paymentMethods.expYear,
        is_default: paymentMethods.isDefault,
        created_at: paymentMethods.createdAt,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, user.accountId)),
    db
      .select({ space_id: favorites.spaceId, created_at: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, user.id)),
    db
      .select({ code: onboardingSteps.code, completed_at: onboardingSteps.completedAt })
      .from(onboardingSteps)
      .where(eq(onboardingSteps.userId, user.id)),
    db
      .select({
        kind: outboxMessages.kind,
        booking_id: outboxMessages.bookingId,
        status: outboxMessages.status,
        created_at: outboxMessages.createdAt,
        sent_at: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(
        and(
          sql`lower(${outboxMessages.recipient}) = lower(${user.email})`,
          sql`${outboxMessages.kind} <> 'support_request'`,
        ),
      )
      .orderBy(asc(outboxMessages.createdAt)),
    db
      .select({
        payload: outboxMessages.payload,
        created_at: outboxMessages.createdAt,
        status: outboxMessages.status,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'support_request'),
          sql`${outboxMessages.payload}->>'user_id' = ${user.id}`,
        ),
      )
      .orderBy(asc(outboxMessages.createdAt)),
  ]);

  const overstayPayments = myOverstays.length
    ? await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.overstayId,
            myOverstays.map((overstay) => overstay.id),
          ),
        )
    : [];

  return snakeCased({
    exported_at: now.toISOString(),
    terms_version_in_force: TERMS_VERSION,
    profile: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      locale: user.locale,
      photo_url: user.photoUrl,
      role: user.role,
      status: user.status,
      email_verified: user.emailVerified,
      analytics_id: user.analyticsId,
      distinct_id: user.distinctId,
      calendar_feed_enabled: user.calendarToken !== null,
      notifications: user.notifications,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
    },
    account: account
      ? {
          id: account.id,
          i_own_it: account.ownerId === user.id,
          my_role: user.role,
          business: account.business,
          company_name: account.companyName,
          vat_number: account.vatNumber,
          billing_address: account.billingAddress,
          billing_postal_code: account.billingPostalCode,
          billing_city: account.billingCity,
          billing_country: account.billingCountry,
          created_at: account.createdAt,
        }
      : null,
    payment_methods: cards,
    bookings: myBookings.map((booking) => ({
      ...booking,
      events: myEvents
        .filter((event) => event.bookingId === booking.id)
        .map((event) => ({ ...event, guests: guests.filter((guest) => guest.event_id === event.id) })),
      extras: extras.filter((extra) => extra.bookingId === booking.id),
      changes: changes.filter((change) => change.bookingId === booking.id),
      history: history.filter((step) => step.booking_id === booking.id),
      payments: bookingPayments.filter((payment) => payment.bookingId === booking.id),
      codes: redemptions.filter((redemption) => redemption.booking_id === booking.id),
      invoices: myInvoices.filter((invoice) => invoice.booking_id === booking.id),
    })),
    guests_i_invited: guests,
    overstays: myOverstays.map((overstay) => ({
      ...overstay,
      payments: overstayPayments.filter((payment) => payment.overstayId === overstay.id),
    })),
    favorites: myFavorites,
    onboarding_steps: steps,
    messages_sent_to_me: messages,
    messages_i_sent_to_support: supportMessages,
  });
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>;
