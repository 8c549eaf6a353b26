import { z } from 'zod';
import { bookingHistoryEntrySchema, bookingSchema, bookingStatusSchema, daySchema } from './bookings';
import { STAFF_ROLES } from './admin-values';
import { userRoleSchema, userStatusSchema } from './me';

export { STAFF_ROLES, type StaffRole } from './admin-values';
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** One page of a back-office list: `limit` rows at most, after `offset`, for the next pages. */
export const pageParams = {
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('How many, at most.'),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(0)
    .describe('How many to skip, for the next pages.'),
};

/** GET /admin/users: by e-mail or name (a part of either), status and role; newest first. */
export const adminUserSearchSchema = z.object({
  q: z.string().trim().max(100).optional().describe('A part of the e-mail address or name.'),
  status: userStatusSchema.optional().describe('Enabled or suspended users only.'),
  role: userRoleSchema.optional().describe('Users of this role only.'),
  ...pageParams,
});
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** A user as staff see them in a list. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: userRoleSchema,
  status: userStatusSchema,
  account_id: z.uuid(),
  /** Invited to an account, never signed in yet. */
  invited: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /admin/users/{id}: the user, their account and their latest bookings. */
export const adminUserDetailSchema = adminUserSchema.extend({
  account: z.object({
    id: z.uuid(),
    owner_id: z.uuid().nullable(),
    business: z.boolean(),
    company_name: z.string().nullable(),
    members: z.number().int(),
  }),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      status: z.string(),
      space_title: z.string(),
      starts_at: z.string().nullable(),
      total_price: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PUT /admin/users/{id}/staff-role (super_admin): a staff role given, or taken away with null. */
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema.nullable() });

/** GET /admin/audit (super_admin): the staff's writes, newest first, optionally of one target. */
export const auditQuerySchema = z.object({
  target_type: z
    .string()
    .max(40)
    .optional()
    .describe('The kind of target only: user, booking, coupon, space…'),
  target_id: z.string().max(100).optional().describe('The id of one target only.'),
  limit: z.coerce.number().int().min(1).max(200).default(100).describe('How many, at most.'),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(0)
    .describe('How many to skip, for the next pages.'),
});

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.object({ id: z.uuid(), email: z.string() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/bookings: by the organizer's e-mail or name or the space's title (a part), day (Paris) and status; newest first. */
export const adminBookingSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('A part of the organizer’s e-mail address or name, or of the space’s title.'),
  day: daySchema.optional().describe('Bookings with an occurrence on this day (Paris), YYYY-MM-DD.'),
  status: bookingStatusSchema.optional().describe('Bookings in this status only.'),
  ...pageParams,
});
export type AdminBookingSearch = z.infer<typeof adminBookingSearchSchema>;

const personSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string().nullable() });

export const adminBookingRowSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  organizer: personSchema,
  space: z.object({ id: z.uuid(), title: z.string() }),
  /** The first occurrence's start. */
  starts_at: z.string().nullable(),
  total_price: z.number().int(),
  paid: z.number().int(),
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;
export const adminBookingPageSchema = z.object({
  items: z.array(adminBookingRowSchema),
  total: z.number().int(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** GET /admin/bookings/{id}: the booking, its guests, payments, history and messages. */
export const adminBookingDetailSchema = z.object({
  booking: bookingSchema,
  /** The account the booking is billed to, which files its invoices (GET /account/invoices?account_id=). */
  account_id: z.uuid(),
  organizer: personSchema,
  guests: z.array(z.object({ event_id: z.uuid(), email: z.string() })),
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['charge', 'refund']),
      provider: z.string(),
      status: z.string(),
      amount: z.number().int(),
      refund_of: z.uuid().nullable(),
      created_at: z.string(),
    }),
  ),
  history: z.array(bookingHistoryEntrySchema),
  messages: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      recipient: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** POST /admin/bookings/{id}/cancel: the refund the cancellation policy gives, or everything paid. */
export const adminCancelSchema = z.object({ refund: z.enum(['policy', 'full']) });
export type AdminCancel = z.infer<typeof adminCancelSchema>;

/** POST /admin/coupons: a public code (or one account's), percent (1–100) or an amount in cents. */
export const adminCouponCreateSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Letters, digits, - and _, 3 to 32'),
    kind: z.enum(['percent', 'amount']),
    value: z.number().int().min(1).max(1_000_000),
    /** Once per account (the default), or any number of times per account. */
    once_per_account: z.boolean().default(true),
    max_uses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    min_total: z.number().int().min(0).max(10_000_000).nullable().default(null),
    valid_from: z.iso.datetime({ offset: true }).nullable().default(null),
    valid_until: z.iso.datetime({ offset: true }).nullable().default(null),
    account_id: z.uuid().nullable().default(null),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    path: ['value'],
    message: 'A percentage is 1 to 100',
  })
  .refine((coupon) => !coupon.valid_from || !coupon.valid_until || coupon.valid_from < coupon.valid_until, {
    path: ['valid_until'],
    message: 'Ends after it starts',
  });
export type AdminCouponCreate = z.infer<typeof adminCouponCreateSchema>;

export const adminCouponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  once_per_account: z.boolean(),
  max_uses: z.number().int().nullable(),
  min_total: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  account_id: z.uuid().nullable(),
  /** Paid bookings that used it, and holds that reserve it now. */
  uses: z.number().int(),
  reserved: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponSearchSchema = z.object({
  q: z.string().trim().max(40).optional().describe('A part of the code’s letters.'),
  ...pageParams,
});
