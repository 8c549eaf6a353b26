import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  oneClickBodySchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '../../../contracts/unsubscribe';
import { validationError } from '../../core/errors';
import { unsubscribe, unsubscribeLocale } from '../../services/unsubscribe-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Messages';

/**
 * RFC 8058's body, which mailbox providers post form-encoded or as multipart/form-data; a body that
 * is no form at all (a broken multipart) has no List-Unsubscribe field either.
 */
async function readOneClick(c: Context<ApiEnv>): Promise<void> {
  const body = await c.req.parseBody().catch(() => ({}));
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
      operationId: 'unsubscribe',
      summary: 'Unsubscribe in one click',
      description:
        'The one-click unsubscribe of RFC 8058, posted by a mailbox provider’s button or the page a message’s link leads to: turns off the preference the signed link names, for the user it names. No API key, no sign-in: the signature is the proof. Asked again, the preference stays off.',
      tag: TAG,
      auth: 'none',
      keyless: true,
      query: unsubscribeQuerySchema,
      form: oneClickBodySchema,
      responses: {
        200: { description: 'The preference is off', schema: unsubscribedSchema },
        400: {
          description:
            'VALIDATION_ERROR: not a link of ours, or the body is not the form List-Unsubscribe=One-Click.',
        },
        403: { description: 'INVALID_SIGNATURE: the link was not signed for this user and preference.' },
        404: { description: 'NOT_FOUND: the account is gone.' },
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
      operationId: 'followUnsubscribeLink',
      summary: 'Follow an unsubscribe link',
      description:
        'A person’s browser following a message’s unsubscribe link: sent on to the page /account/unsubscribe, in the user’s language, which asks before posting the one-click request. Changes nothing: link checkers follow links too.',
      tag: TAG,
      auth: 'none',
      keyless: true,
      query: unsubscribeQuerySchema,
      responses: {
        303: { description: 'To /account/unsubscribe with the same link (Location)' },
        403: { description: 'INVALID_SIGNATURE: the link was not signed for this user and preference.' },
        404: { description: 'NOT_FOUND: the account is gone.' },
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
