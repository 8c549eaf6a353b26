import { z } from 'zod';
import { LOCALES } from './me-values';
import { spaceSummarySchema } from './spaces';

export { LOCALES };
export const USER_ROLES = [
  'account_admin',
  'account_guest',
  'admin',
  'guest',
  'super_admin',
  'user',
] as const;
export const USER_STATUSES = ['enabled', 'suspended'] as const;

export const localeSchema = z.enum(LOCALES);
export const userRoleSchema = z.enum(USER_ROLES);
export const userStatusSchema = z.enum(USER_STATUSES);

export const notificationsSchema = z.object({
  booking_confirmation: z.boolean(),
  reminder: z.boolean(),
  guest_invitation: z.boolean(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/** GET /me, and the answer to PATCH /me. */
export const meSchema = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  /** E.164 (+33612345678). */
  phone: z.string().nullable(),
  locale: localeSchema,
  photo_url: z.string().nullable(),
  distinct_id: z.uuid(),
  analytics_id: z.uuid(),
  role: userRoleSchema,
  status: userStatusSchema,
  account_id: z.uuid(),
  notifications: notificationsSchema,
  can_manage_account: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const ONBOARDING_CODES = [
  'complete_profile',
  'billing_address',
  'payment_method',
  'first_booking',
] as const;
export const onboardingCodeSchema = z.enum(ONBOARDING_CODES);
export type OnboardingCode = z.infer<typeof onboardingCodeSchema>;

export const onboardingStepSchema = z.object({
  code: onboardingCodeSchema,
  done: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** A space on the /favorites screen. */
export const favoriteSpaceSchema = spaceSummarySchema
  .pick({
    id: true,
    slug: true,
    zone: true,
    title: true,
    district: true,
    capacity: true,
    price_hour: true,
    photo: true,
    features: true,
  })
  .extend({ favorite: z.literal(true) });
export type FavoriteSpace = z.infer<typeof favoriteSpaceSchema>;

/** GET /me/calendar-feed and POST /me/calendar-feed/reset: the private feed's address, https and webcal. */
export const calendarFeedAddressSchema = z.object({ url: z.url(), webcal_url: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;
