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
import { defineRoute, uuidParam } from '../define-route';
import { requestLocale } from '../locale';

const tag = 'Events';
const idParams = z.object({ id: uuidParam('event') });
const notOrganizer = { description: 'NOT_ORGANIZER: only the organizer changes the guests.' };

export function registerEventRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/events',
      operationId: 'listEvents',
      summary: 'My events',
      description:
        'The occurrences of bookings the signed-in user organizes or is a guest of (a verified e-mail only): upcoming ones soonest first, or past ones latest first; at most 200.',
      tag,
      auth: 'required',
      query: z.object({
        scope: z
          .enum(['upcoming', 'past'])
          .default('upcoming')
          .describe('Events not yet over, or those over.'),
      }),
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
      operationId: 'getEvent',
      summary: 'An event',
      description:
        'An event with its space, place, extras and participants, for its organizer, the administrators of their account and its guests; only the first see the guests’ e-mail addresses.',
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
      operationId: 'inviteGuest',
      summary: 'Invite a guest',
      description:
        'Invites someone to a confirmed, upcoming event by e-mail and sends them the invitation; once signed in with that address, verified, they see the event. For its organizer.',
      tag,
      auth: 'required',
      params: idParams,
      body: inviteGuestSchema,
      responses: {
        201: { description: 'The event with its guests', schema: eventDetailSchema },
        403: notOrganizer,
        409: { description: 'GUEST_EXISTS: this address is already invited.' },
        422: {
          description:
            'EVENT_NOT_OPEN: the event is not confirmed and upcoming. SELF_INVITE: the organizer’s own address. CAPACITY_REACHED: the space holds no more people.',
        },
      },
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
      operationId: 'removeGuest',
      summary: 'Remove a guest',
      description: 'Takes a guest off an event’s list; for its organizer.',
      tag,
      auth: 'required',
      params: idParams.extend({ guestId: uuidParam('guest') }),
      responses: {
        204: { description: 'Removed' },
        403: notOrganizer,
        404: { description: 'NOT_FOUND: no such event, or no such guest of it.' },
      },
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
      operationId: 'respondToInvitation',
      summary: 'Answer an invitation',
      description:
        'Accepts or declines an invitation to an event, until it starts; the organizer sees the answer among the participants. For the invited guest, signed in with the verified address.',
      tag,
      auth: 'required',
      params: idParams,
      body: respondSchema,
      responses: {
        200: { description: 'The event as the guest sees it', schema: eventDetailSchema },
        403: { description: 'NOT_GUEST: only an invited guest answers an invitation.' },
        422: { description: 'INVITATION_CLOSED: the event has started or is no longer on.' },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await respondToInvitation(db, user, params.id, body.response, deps.now());
      return c.json(await getEvent(db, user, params.id, requestLocale(c)));
    },
  );
}
