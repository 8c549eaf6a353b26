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
import { defineRoute, uuidParam } from '../define-route';
import { requestLocale } from '../locale';

const TAG = 'Calendar';
const feedParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}\.ics$/)
    .describe('The feed’s secret token followed by .ics, as getCalendarFeedAddress gives it.')
    .meta({ examples: ['Xk3_9fQz-2LmPq7RtY4s.ics'] }),
});
const eventParams = z.object({ id: uuidParam('event') });
const bookingParams = z.object({ id: uuidParam('booking') });
const fileResponses = {
  200: {
    description: 'The file, as an attachment named after the space and the day',
    media: 'text/calendar',
  },
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
      operationId: 'getEventCalendarFile',
      summary: 'An event as a calendar file',
      description:
        "One event as an iCalendar file to add to a calendar (the event page's download), for whoever may see the event: its organizer, its account's admins, its guests and staff.",
      tag: TAG,
      auth: 'required',
      params: eventParams,
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
      operationId: 'getBookingCalendarFile',
      summary: 'A booking as a calendar file',
      description:
        "Every occurrence of a booking as one iCalendar file (the confirmation's download), for whoever may manage the booking.",
      tag: TAG,
      auth: 'required',
      params: bookingParams,
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
        'content-type': calendarType,
        'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
      });
    },
  );
}
