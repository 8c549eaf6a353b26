/**
 * How long a review stays editable after it was first written, in days: long enough to fix a slip
 * or add a word after the host answers, short enough that a rating stays what the stay was.
 */
export const REVIEW_EDIT_DAYS = 14;

/** Until when a review written at `createdAt` may be edited. */
export const reviewEditableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000);

/** The average of `count` ratings summing to `sum`, to one decimal; null without any. */
export const ratingAverage = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

/** "Camille D." from a first and last name; the first name alone, or null, when that is all there is. */
export function authorShortName(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim();
  if (!first) return null;
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
