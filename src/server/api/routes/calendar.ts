import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { calendarFeedAddressSchema } from '../../../contracts/me';
import { notFound } from '../../core/errors';
import {
  calendarFeed,
  calendarFeedAddress,
  FEED_MAX_AGE_SECONDS,
  resetCalendarFeed,
} from '../../services/calendar-feed';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Calendar';
const feedParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}\.ics$/)
    .describe('The feed’s secret token followed by .ics, as getCalendarFeedAddress gives it.')
    .meta({ examples: ['Xk3_9fQz-2LmPq7RtY4s.ics'] }),
});

export function registerCalendarRoutes(app: OpenAPIHono<ApiEnv>): void {
  const appUrlOf = (url: string, configured?: string) => configured ?? new URL(url).origin;

  defineRoute(
    app,
    {
      method: 'get',
      path: '/me/calendar-feed',
      operationId: 'getCalendarFeedAddress',
      summary: 'My calendar feed’s address',
      description:
        'The address (https and webcal) of the signed-in user’s private iCalendar feed of their events, made on the first ask; for a verified e-mail address only.',
      tag: TAG,
      auth: 'required',
      responses: {
        200: { description: 'The address, https and webcal', schema: calendarFeedAddressSchema },
        403: { description: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.' },
      },
    },
    async ({ c, db, user, deps }) =>
      c.json(await calendarFeedAddress(db, user, appUrlOf(c.req.url, deps.config.appUrl))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/me/calendar-feed/reset',
      operationId: 'resetCalendarFeed',
      summary: 'Give the calendar feed a new address',
      description:
        'Makes a new secret address for the calendar feed, for when the old one was shared; the old one stops answering.',
      tag: TAG,
      auth: 'required',
      responses: {
        200: { description: 'The new address', schema: calendarFeedAddressSchema },
        403: { description: 'EMAIL_NOT_VERIFIED: verify the e-mail address first.' },
      },
    },
    async ({ c, db, user, deps }) =>
      c.json(await resetCalendarFeed(db, user, appUrlOf(c.req.url, deps.config.appUrl))),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/calendar/:file',
      operationId: 'getCalendarFeed',
      summary: 'A calendar feed',
      description:
        'A user’s events as an iCalendar feed, for calendar apps to subscribe to: its secret token is the key, without the API key or a sign-in.',
      tag: TAG,
      auth: 'none',
      keyless: true,
      params: feedParams,
      responses: {
        200: { description: 'The feed, as text/calendar', media: 'text/calendar' },
        404: { description: 'NOT_FOUND: no feed has this token (it may have been reset).' },
      },
    },
    async ({ c, db, params, deps }) => {
      const feed = await calendarFeed(db, params.file.replace(/\.ics$/, ''), {
        now: deps.now(),
        appUrl: appUrlOf(c.req.url, deps.config.appUrl),
      });
      if (feed === undefined) throw notFound('Calendar');
      // Personal: kept by the calendar app that asked, never by a shared cache.
      return c.body(feed, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
      });
    },
  );
}
