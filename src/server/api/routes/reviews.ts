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
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

const idParams = z.object({ id: z.uuid() });
const notOrganizer = { 404: { description: 'No such event, or not its organizer' } };
const hidden = {
  404: { description: 'Not staff (or no such review)' },
  403: { description: 'ACCOUNT_SUSPENDED' },
};

/** Reviews of spaces: the organizer's of a completed booking (/events/:id/review), and staff moderation. */
export function registerReviewRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/events/:id/review',
      summary: 'My review of the booking of an event, and whether I may write it (organizer)',
      tag: 'Reviews',
      auth: 'required',
      params: idParams,
      responses: { 200: { description: 'The review state', schema: eventReviewSchema }, ...notOrganizer },
    },
    async ({ c, db, user, params, deps }) => c.json(await getEventReview(db, user, params.id, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/events/:id/review',
      summary:
        'Rate the space of a completed booking 1–5, with an optional comment; editable for a while (organizer)',
      tag: 'Reviews',
      auth: 'required',
      params: idParams,
      body: reviewInputSchema,
      responses: {
        200: { description: 'The review, edited', schema: eventReviewSchema },
        201: { description: 'The review, written', schema: eventReviewSchema },
        409: { description: 'BOOKING_NOT_COMPLETED, REVIEW_LOCKED, REVIEW_EXISTS' },
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
      summary: 'The latest reviews, hidden ones too (staff)',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      query: adminReviewQuerySchema,
      responses: {
        200: { description: 'Reviews, newest first', schema: z.array(adminReviewSchema) },
        ...hidden,
      },
    },
    async ({ c, db, query }) => c.json(await listReviewsForStaff(db, query, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/reviews/:id/hide',
      summary: 'Hide a review: it counts nowhere (staff)',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The review, hidden', schema: adminReviewSchema }, ...hidden },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setReviewHidden(db, user, params.id, true, deps.now(), requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/reviews/:id/unhide',
      summary: 'Show a hidden review again (staff)',
      tag: 'Back office',
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The review, visible', schema: adminReviewSchema }, ...hidden },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setReviewHidden(db, user, params.id, false, deps.now(), requestLocale(c))),
  );
}
