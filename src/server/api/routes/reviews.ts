import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adminReviewQuerySchema,
  adminReviewSchema,
  eventReviewSchema,
  reviewInputSchema,
} from '../../../contracts/reviews';
import {
  getEventReview,
  listReviewsForStaff,
  saveEventReview,
  setReviewHidden,
} from '../../services/review-service';
import type { ApiEnv } from '../context';
import { defineRoute, uuidParam } from '../define-route';
import { requestLocale } from '../locale';

const eventParams = z.object({ id: uuidParam('event') });
const reviewParams = z.object({ id: uuidParam('review') });
const notOrganizer = {
  404: { description: 'NOT_FOUND: no such event, or the caller is not its organizer.' },
};

/** Reviews of spaces: the organizer's of a completed booking (/events/:id/review), and staff moderation. */
export function registerReviewRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/events/:id/review',
      operationId: 'getEventReview',
      summary: 'My review of an event',
      description:
        'The organizer’s review of the booking of an event, if any, and whether they may write or edit it now (open), later (not_yet) or no more (closed).',
      tag: 'Reviews',
      auth: 'required',
      params: eventParams,
      responses: { 200: { description: 'The review state', schema: eventReviewSchema }, ...notOrganizer },
    },
    async ({ c, db, user, params, deps }) => c.json(await getEventReview(db, user, params.id, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/events/:id/review',
      operationId: 'saveEventReview',
      summary: 'Review a space',
      description:
        'Rates the space of a completed booking from 1 to 5 with an optional comment, one review per booking; its organizer may edit it for a while after writing it.',
      tag: 'Reviews',
      auth: 'required',
      params: eventParams,
      body: reviewInputSchema,
      responses: {
        200: { description: 'The review, edited', schema: eventReviewSchema },
        201: { description: 'The review, written', schema: eventReviewSchema },
        409: {
          description:
            'BOOKING_NOT_COMPLETED: the booking is not completed. REVIEW_LOCKED: the review can no longer be edited. REVIEW_EXISTS: written meanwhile from elsewhere.',
        },
        ...notOrganizer,
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      const { review, created } = await saveEventReview(
        db,
        user,
        params.id,
        { rating: body.rating, comment: body.comment },
        deps.now(),
      );
      return c.json(review, created ? 201 : 200);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/reviews',
      operationId: 'adminListReviews',
      summary: 'Reviews',
      description: 'The latest reviews of every space, newest first, hidden ones too, to moderate them.',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      query: adminReviewQuerySchema,
      responses: { 200: { description: 'Reviews, newest first', schema: z.array(adminReviewSchema) } },
    },
    async ({ c, db, query }) => c.json(await listReviewsForStaff(db, query, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/reviews/:id/hide',
      operationId: 'adminHideReview',
      summary: 'Hide a review',
      description:
        'Hides a review from the space’s page and from its rating, which no longer counts it; audited.',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      params: reviewParams,
      responses: { 200: { description: 'The review, hidden', schema: adminReviewSchema } },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setReviewHidden(db, user, params.id, true, deps.now(), requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/reviews/:id/unhide',
      operationId: 'adminUnhideReview',
      summary: 'Show a review again',
      description: 'Shows a hidden review again, counted in the space’s rating; audited.',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      params: reviewParams,
      responses: { 200: { description: 'The review, visible', schema: adminReviewSchema } },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setReviewHidden(db, user, params.id, false, deps.now(), requestLocale(c))),
  );
}
