import { z } from 'zod';
import { REVIEW_COMMENT_MAX } from './review-values';

export { REVIEW_COMMENT_MAX };

/** PUT /events/:id/review: a rating from 1 to 5 and an optional comment (blank means none). */
export const reviewInputSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * GET /events/:id/review, for the organizer: whether the booking may be reviewed (`open`: completed
 * and not reviewed, or reviewed and still editable; `not_yet`: not completed; `closed`: reviewed and
 * past its edit window, or not reviewable), the review if any and until when it may be edited.
 */
export const eventReviewSchema = z.object({
  state: z.enum(['not_yet', 'open', 'closed']),
  review: reviewSchema.nullable(),
  editable_until: z.string().nullable(),
});
export type EventReview = z.infer<typeof eventReviewSchema>;

/** A space's visible reviews in short: null average when there are none. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

/** A visible review as the space page shows it: the author by first name and initial only. */
export const publicReviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  author: z.string(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /admin/reviews: the latest reviews, hidden ones too, for staff. */
export const adminReviewQuerySchema = z.object({
  hidden: z.enum(['true', 'false']).optional().describe('Hidden reviews only (true), or visible ones only.'),
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('How many, at most.'),
});
export const adminReviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  booking_id: z.string().uuid(),
  author: z.object({ id: z.string().uuid(), email: z.string(), name: z.string().nullable() }),
  space: z.object({ id: z.string().uuid(), title: z.string(), zone: z.string(), slug: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
