import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './catalogue';
import { createdAt, updatedAt } from './columns';

export const userRole = pgEnum('user_role', [
  'account_admin',
  'account_guest',
  'admin',
  'guest',
  'super_admin',
  'user',
]);
export const userStatus = pgEnum('user_status', ['enabled', 'suspended']);

export type NotificationPreferences = {
  booking_confirmation: boolean;
  reminder: boolean;
  guest_invitation: boolean;
};

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The user who opened the account manages it like an account_admin (no FK: the two rows reference each other). */
  ownerId: uuid('owner_id'),
  business: boolean('business').notNull().default(false),
  companyName: text('company_name'),
  vatNumber: text('vat_number'),
  billingAddress: text('billing_address'),
  billingCity: text('billing_city'),
  billingCountry: text('billing_country'),
  billingPostalCode: text('billing_postal_code'),
  /** Stripe Customer holding the account's saved cards (Stripe mode only). */
  stripeCustomerId: text('stripe_customer_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Identity-provider uid; null for someone invited to an account who has not signed in yet. */
    firebaseUid: text('firebase_uid'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    locale: text('locale').notNull().default('fr'),
    photoUrl: text('photo_url'),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('enabled'),
    distinctId: uuid('distinct_id').notNull().defaultRandom(),
    analyticsId: uuid('analytics_id').notNull().defaultRandom(),
    notifications: jsonb('notifications')
      .$type<NotificationPreferences>()
      .notNull()
      .default({ booking_confirmation: true, reminder: true, guest_invitation: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The secret of the user's calendar feed (/v1/calendar/<token>.ics); a new one cuts off the old address. */
    calendarToken: text('calendar_token').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    // One person, one row: an invitation and a later sign-up with that e-mail meet here.
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`deleted_at IS NULL`),
    index('users_account_idx').on(t.accountId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.spaceId] })],
);

export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);
