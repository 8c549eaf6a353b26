/** The reviews contracts' plain values, without zod (reviews.ts re-exports them): see account-values.ts. */

/** The longest comment a review may carry, in characters. */
export const REVIEW_COMMENT_MAX = 1000;
