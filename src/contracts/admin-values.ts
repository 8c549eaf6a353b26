/**
 * The back office's contract values that its screens use as plain values, without zod: a screen
 * that imports them does not run (nor bundle) the schemas of admin.ts or admin-spaces.ts, which
 * use zod features (stringbool, unknown) that no other page needs. Those files re-export them.
 */

/** The roles of the staff (BUSINESS-RULES §7): admin runs the marketplace, super_admin also its zones and staff. */
export const STAFF_ROLES = ['admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Lower-case words joined by dashes, as /[zone]/[slug] shows them. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest a closure runs, in days: a longer one is a space to unpublish. */
export const MAX_CLOSURE_DAYS = 366;
