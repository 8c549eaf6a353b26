import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorBodySchema } from '../../contracts/errors';
import { DEFAULT_SUPPORT_EMAIL, type ApiDeps } from '../core/context';
import type { ApiEnv } from './context';

/** The groups of operations, in alphabetical order, as client generators split them into classes. */
export const API_TAGS = {
  Account: 'The customer account: billing details, members, saved cards and coupon codes.',
  Auth: 'What the sign-up form asks before an account exists.',
  'Back office':
    'Staff tools under /v1/admin: users, bookings, codes, reviews, zones, spaces and their photos. To anyone but staff these routes do not exist (404).',
  Bookings:
    'A booking from hold to payment, and its changes, extension and cancellation afterwards. Prices are in cents, taxes included.',
  Calendar: 'The private iCalendar feed of a user’s events, and its address.',
  Events: 'The occurrences of bookings as their organizer and guests see them, and the invitations.',
  Invoices: 'Invoices and credit notes as issued, as JSON or PDF (Factur-X for a business buyer).',
  Me: 'The signed-in user: profile, favorites, onboarding, export of their data and deletion.',
  Messages: 'The e-mails’ own links: unsubscribing from an optional message, without signing in.',
  Overstays: 'Time used past the end of an event, recorded by staff and paid by the organizer.',
  Reviews: 'The organizer’s review of a completed booking’s space.',
  Spaces: 'The catalogue: zones, the search, a space’s page, its availability and photos.',
  Support: 'Messages to support from the contact page.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Where the error responses point: the `Error` component, registered by serveOpenApiDocument. */
export const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' } as const;

const DESCRIPTION = [
  'Book workspaces and meeting rooms by the hour in French cities: search spaces, hold a slot, pay for it, invite guests and manage the customer account.',
  '',
  'Every call carries the API key header; a signed-in call adds `Authorization: Bearer <Firebase ID token>`, and its first call creates the user. Texts (space titles, descriptions) come in the language of `Accept-Language`: French unless English is asked for.',
  '',
  'Query arrays are repeated keys (`features=wifi&features=screen`) and nested objects dotted keys. Amounts are integers in cents, taxes included; days are `YYYY-MM-DD` and times of day Paris time (a request may send 09:30 as `930` or `"09:30"`).',
  '',
  'Every failure answers `{ "error": { "code", "message", "details" } }`: act on `code`, which does not change; `message` is for developers. A retried hold or payment sent with the same `Idempotency-Key` is answered once.',
].join('\n');

/**
 * Registers what the operations share (the error body, the security schemes) and serves the
 * OpenAPI 3.1 document at /openapi.json, without the API key. Its contact is the product's contact
 * page and support address.
 */
export function serveOpenApiDocument(
  app: OpenAPIHono<ApiEnv>,
  config: ApiDeps['config'],
  servers: { url: string; description?: string }[],
): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: config.apiKeyHeader,
    description: 'The key every client of the API is given; sent on every call.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
    description: 'The signed-in user’s Firebase ID token.',
  });
  // The error body as JSON Schema (what OpenAPI 3.1 takes), added to the document rather than
  // registered: the registry calls the `.openapi()` that @hono/zod-openapi gives zod, which the
  // production bundle's copy of zod lacks (every request of the API then failed).
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(errorBodySchema);
  app.get('/openapi.json', (c) => {
    const site = (config.appUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
    const document = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Nook v1 API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: {
          name: 'Nook support',
          url: `${site}/contact`,
          email: config.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
        },
      },
      servers,
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    });
    return c.json({
      ...document,
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, Error: errorSchema },
      },
    });
  });
}
