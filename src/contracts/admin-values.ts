/**
 * The back office's contract values that its screens use as plain values, without zod: a screen
 * that imports them does not run (nor bundle) the schemas of admin.ts or admin-spaces.ts, which
 * use zod features (stringbool, unknown) that no other page needs. Those files (and admin-photos.ts,
 * for the photo limits) re-export them.
 */
import type { BOOKING_STATUSES as CONTRACT_BOOKING_STATUSES } from './bookings';
import type { SpaceFeature, SpaceType } from './space-features';

/** The roles of the staff (docs/business-rules.md §7): admin runs the marketplace, super_admin also its zones and staff. */
export const STAFF_ROLES = ['admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Lower-case words joined by dashes, as /[zone]/[slug] shows them. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest a closure runs, in days: a longer one is a space to unpublish. */
export const MAX_CLOSURE_DAYS = 366;

type BookingStatus = (typeof CONTRACT_BOOKING_STATUSES)[number];

/** `list` as given, once the compiler has checked that it names every member of `Union` and nothing else. */
const everyOf =
  <Union extends string>() =>
  <List extends readonly Union[]>(
    list: List &
      ([Exclude<Union, List[number]>] extends [never] ? unknown : { missing: Exclude<Union, List[number]> }),
  ) =>
    list;

// The lists the back office's filters and space form offer. The contracts' own lists live beside
// their zod enums, which a screen that only lists them does not need (and customer pages would keep
// those exports for it): these are checked against the contracts' types instead.
export const BOOKING_STATUSES = everyOf<BookingStatus>()([
  'held',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
] as const);
export const SPACE_TYPES = everyOf<SpaceType>()(['meeting_room', 'desk'] as const);
export const SPACE_FEATURES = everyOf<SpaceFeature>()([
  'wifi',
  'screen',
  'whiteboard',
  'video_conference',
  'kitchen',
  'coffee',
  'terrace',
  'natural_light',
  'accessible',
  'quiet',
  'printer',
] as const);

/** What a space's photos are held to (docs/business-rules.md §7): admin-photos.ts's schemas and the upload check them. */
export const PHOTO_LIMITS = {
  /** Per file, as sent. */
  maxBytes: 15 * 1024 * 1024,
  /** Files in one upload. */
  maxFiles: 10,
  /** Photos a space keeps. */
  maxPerSpace: 30,
  /** A stored photo's long side, in pixels: enough for the widest screen the optimizer serves, twice over. */
  maxLongSide: 2560,
} as const;

/** What the upload accepts, judged by content; for the file picker's `accept`. */
export const PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** The value of `list` that `value` is, or undefined: a form's field read back as one of the list's values. */
export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);
