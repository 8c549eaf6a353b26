import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiDeps } from '../../core/context';
import { z } from 'zod';
import { calendarFeedAddressSchema } from '../../../contracts/me';
import { notFound } from '../../core/errors';
import {
  calendarFeed,
  calendarFeedAddress,
  FEED_MAX_AGE_SECONDS,
  resetCalendarFeed,
} from '../../services/calendar-feed';
import { bookingCalendarFile, eventCalendarFile, type CalendarFile } from '../../services/calendar-files';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

const TAG = 'Calendar';
const feedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) });
const idParams = z.object({ id: z.string().uuid() });
const fileResponses = {
  200: { description: 'text/calendar, as an attachment named after the space and the day' },
  404: { description: 'No such event or booking, or not yours' },
};
const calendarType = 'text/calendar; charset=utf-8';

/** A calendar file to save: its own name, whoever saves it. */
const attachment = (file: CalendarFile) => ({
  'content-type': calendarType,
  'content-disposition': `attachment; filename="${file.fileName}"`,
});

export function registerCalendarRoutes(app: OpenAPIHono<ApiEnv>): void {
  const appUrlOf = (url: string, configured?: string) => configured ?? new URL(url).origin;
  /** What a downloaded file is written for: the request's language, the product's address, now. */
  const fileContext = (c: Context<ApiEnv>, deps: ApiDeps) => ({
    locale: requestLocale(c),
    appUrl: appUrlOf(c.req.url, deps.config.appUrl),
    now: deps.now(),
  });

  defineRoute(
    app,
    {
      method: 'get',
      path: '/events/:id/calendar.ics',
      summary: "An event as an iCalendar file (the event page's download), for whoever may see the event",
      tag: TAG,
      auth: 'required',
      params: idParams,
      responses: fileResponses,
    },
    async ({ c, db, user, params, deps }) => {
      const file = await eventCalendarFile(db, user, params.id, fileContext(c, deps));
      return c.body(file.content, 200, attachment(file));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/bookings/:id/calendar.ics',
      summary:
        "Every occurrence of a booking as an iCalendar file (the confirmation's download), for whoever may manage it",
      tag: TAG,
      auth: 'required',
      params: idParams,
      responses: fileResponses,
    },
    async ({ c, db, user, params, deps }) => {
      const file = await bookingCalendarFile(db, user, params.id, fileContext(c, deps));
      return c.body(file.content, 200, attachment(file));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/me/calendar-feed',
      summary: 'The address of the private calendar feed (made on first ask; verified e-mail only)',
      tag: TAG,
      auth: 'required',
      responses: {
        200: { description: 'The address, https and webcal', schema: calendarFeedAddressSchema },
        403: { description: 'EMAIL_NOT_VERIFIED' },
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
      summary: 'A new address for the calendar feed; the old one stops answering',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'The new address', schema: calendarFeedAddressSchema } },
    },
    async ({ c, db, user, deps }) =>
      c.json(await resetCalendarFeed(db, user, appUrlOf(c.req.url, deps.config.appUrl))),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/calendar/:file',
      summary: 'A private calendar feed (iCalendar), for calendar apps; its token is the key',
      tag: TAG,
      auth: 'none',
      params: feedParams,
      responses: { 200: { description: 'text/calendar' }, 404: { description: 'No such feed' } },
    },
    async ({ c, db, params, deps }) => {
      const feed = await calendarFeed(db, params.file.replace(/\.ics$/, ''), {
        now: deps.now(),
        appUrl: appUrlOf(c.req.url, deps.config.appUrl),
      });
      if (feed === undefined) throw notFound('Calendar');
      // Personal: kept by the calendar app that asked, never by a shared cache.
      return c.body(feed, 200, {
        'content-type': calendarType,
        'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
      });
    },
  );
}
