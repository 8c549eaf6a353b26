import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  oneClickBodySchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '../../../contracts/unsubscribe';
import { badRequest, validationError } from '../../core/errors';
import { unsubscribe, unsubscribeLocale } from '../../services/unsubscribe-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Messages';

/** RFC 8058's body, which mailbox providers post form-encoded or as multipart/form-data. */
async function readOneClick(c: Context<ApiEnv>): Promise<void> {
  let body: unknown;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('MALFORMED_BODY', 'The request body is not a form.');
  }
  const parsed = oneClickBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, 'body');
}

/**
 * The unsubscribe link of an optional message (messages/unsubscribe.ts), signed for one person
 * and one preference: no API key and no sign-in, since a mailbox provider calls it, or a person
 * from their mail client. Only a POST changes anything: link checkers and previews follow GETs.
 */
export function registerUnsubscribeRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/unsubscribe',
      summary:
        'One-click unsubscribe (RFC 8058): turns off the preference a signed link names, for the person it names',
      tag: TAG,
      auth: 'none',
      query: unsubscribeQuerySchema,
      form: oneClickBodySchema,
      responses: {
        200: { description: 'The preference is off', schema: unsubscribedSchema },
        400: { description: 'VALIDATION_ERROR: not a link of ours, or not a one-click body' },
        403: { description: 'INVALID_SIGNATURE: the link was not signed for this person and preference' },
        404: { description: 'The account is gone' },
      },
    },
    async ({ c, db, query, deps }) => {
      await readOneClick(c);
      return c.json(await unsubscribe(db, deps.config.unsubscribeSecret, query, deps.now()));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/unsubscribe',
      summary:
        'A person following an unsubscribe link: sent on to the page that asks them to confirm, in their language',
      tag: TAG,
      auth: 'none',
      query: unsubscribeQuerySchema,
      responses: {
        303: { description: 'To /account/unsubscribe with the same link' },
        400: { description: 'VALIDATION_ERROR: not a link of ours' },
        403: { description: 'INVALID_SIGNATURE: the link was not signed for this person and preference' },
        404: { description: 'The account is gone' },
      },
    },
    async ({ c, db, query, deps }) => {
      const locale = await unsubscribeLocale(db, deps.config.unsubscribeSecret, query);
      const origin = (deps.config.appUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
      const search = new URLSearchParams(query).toString();
      c.header('cache-control', 'no-store');
      return c.redirect(`${origin}${locale === 'en' ? '/en' : ''}/account/unsubscribe?${search}`, 303);
    },
  );
}
