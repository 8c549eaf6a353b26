import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { eventDetailSchema, eventSchema, inviteGuestSchema, respondSchema } from '../../../contracts/events';
import {
  getEvent,
  inviteGuest,
  listEvents,
  removeGuest,
  respondToInvitation,
} from '../../services/event-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

const tag = 'Events';
const idParams = z.object({ id: z.string().uuid() });

export function registerEventRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/events',
      summary: 'My events, as organizer or guest',
      tag,
      auth: 'required',
      query: z.object({ scope: z.enum(['upcoming', 'past']).default('upcoming') }),
      responses: { 200: { description: 'Events', schema: z.array(eventSchema) } },
    },
    async ({ c, db, user, query, deps }) =>
      c.json(await listEvents(db, user, query.scope, deps.now(), requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/events/:id',
      summary: 'An event and its participants',
      tag,
      auth: 'required',
      params: idParams,
      responses: { 200: { description: 'The event', schema: eventDetailSchema } },
    },
    async ({ c, db, user, params }) => c.json(await getEvent(db, user, params.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/events/:id/guests',
      summary: 'Invite a guest by e-mail (organizer)',
      tag,
      auth: 'required',
      params: idParams,
      body: inviteGuestSchema,
      responses: { 201: { description: 'The event with its guests', schema: eventDetailSchema } },
    },
    async ({ c, db, user, params, body, deps }) => {
      await inviteGuest(db, user, params.id, body.email, deps.now());
      return c.json(await getEvent(db, user, params.id, requestLocale(c)), 201);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/events/:id/guests/:guestId',
      summary: 'Remove a guest (organizer)',
      tag,
      auth: 'required',
      params: idParams.extend({ guestId: z.string().uuid() }),
      responses: { 204: { description: 'Removed' } },
    },
    async ({ c, db, user, params }) => {
      await removeGuest(db, user, params.id, params.guestId);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/events/:id/response',
      summary: 'Accept or decline an invitation (guest)',
      tag,
      auth: 'required',
      params: idParams,
      body: respondSchema,
      responses: {
        200: { description: 'The event as the guest sees it', schema: eventDetailSchema },
        403: { description: 'NOT_GUEST' },
        422: { description: 'INVITATION_CLOSED' },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await respondToInvitation(db, user, params.id, body.response, deps.now());
      return c.json(await getEvent(db, user, params.id, requestLocale(c)));
    },
  );
}
