import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import qs from 'qs';
import { z, type ZodType } from 'zod';
import type { Db } from '../db/client';
import { authenticate } from './middleware/auth';
import type { ApiDeps, CurrentUser } from '../core/context';
import type { ApiEnv } from './context';
import { badRequest, forbidden, notFound, tooManyRequests, validationError } from '../core/errors';
import { isStaff } from '../core/permissions';
import type { RateClass } from '../integrations/rate-limits';
import { clientAddress } from './client-address';
import { errorDescriptions } from './openapi-errors';
import { ERROR_SCHEMA, type ApiTag } from './openapi-document';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Auth = 'none' | 'optional' | 'required';
type Schema = ZodType;

export type RouteSpec<P extends Schema, Q extends Schema, B extends Schema, A extends Auth> = {
  method: Method;
  /** Hono path, e.g. /me/favorites/:id */
  path: string;
  /**
   * The name client generators give the call: camelCase and unique, a verb and what it acts on
   * (listSpaces, payBooking; in the back office adminListUsers). Clients' code calls it by this
   * name: once published, it does not change.
   */
  operationId: string;
  /** A few words, as a title. */
  summary: string;
  /** What the call does, for whom and what it answers, in a sentence or more. */
  description: string;
  tag: ApiTag;
  auth: A;
  /**
   * Reachable without the API key, by what cannot send it (a calendar app, a browser's image): it
   * must be matched by middleware/api-key.ts EXEMPT too.
   */
  keyless?: true;
  /** Answered once per Idempotency-Key: the handler runs through idempotent() (idempotency.ts). */
  idempotent?: true;
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart/form-data body (an upload), for the OpenAPI document only: the handler reads it itself. */
  form?: Schema;
  /**
   * `replica`: a read whose answer may lag the primary by a moment (the search, a space's page and
   * availability), served from the read replica when there is one. The caller is still found on
   * the primary (a first call creates them). A hold made from what it showed is decided on the
   * primary, by its exclusion constraint.
   */
  reads?: 'replica';
  /** Which allowance a call counts against (docs/business-rules.md §3); every other call counts as `default`. */
  limit?: RateClass;
  /**
   * A back-office route (docs/business-rules.md §7): for staff, or super_admin only. To anyone else
   * it does not exist (404); a suspended staff member is refused it whole, reads included (403).
   */
  staff?: 'admin' | 'super_admin';
  /**
   * Status → description, and the JSON schema of the body or the media type of a file (image/jpeg).
   * A 4xx names its codes (`SLOT_TAKEN: …`); the failures every route of its kind can answer
   * (VALIDATION_ERROR, UNAUTHENTICATED, RATE_LIMITED…) are added from the rest of the spec.
   */
  responses: Record<number, { description: string; schema?: Schema; media?: string }>;
};

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export type Handler<P, Q, B, A extends Auth> = (input: {
  c: Context<ApiEnv>;
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  user: A extends 'required' ? CurrentUser : CurrentUser | null;
  db: Db;
  deps: ApiDeps;
}) => Promise<Response>;

/** A path's uuid parameter, described for the OpenAPI document: `uuidParam('booking')`. */
export const uuidParam = (what: string) => z.uuid().describe(`The ${what}'s id.`);

/** Arrays come as repeated keys (features=wifi&features=screen); a single one is still an array. */
export const arrayParam = <T extends Schema>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

/** The path of the first string (value or key) holding a NUL character, which no text column can store. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = `${path}.${key}`;
    if (key.includes('\u0000')) return field;
    const found = nulField(item, field);
    if (found) return found;
  }
  return undefined;
}

function parseWith<S extends Schema>(
  schema: S | undefined,
  value: unknown,
  location: 'path' | 'query' | 'body',
) {
  if (!schema) return undefined;
  const field = nulField(value, location);
  if (field)
    throw badRequest('VALIDATION_ERROR', 'The request is not valid.', [
      { field, code: 'invalid_characters', message: 'Contains a NUL character.' },
    ]);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, location);
  return result.data;
}

async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
}

/**
 * Counts a call against the caller's allowance: per user once signed in (a token's owner, checked),
 * per client address otherwise. Past it, 429 with Retry-After, before anything is read or done.
 */
export async function countCall(
  c: Context<ApiEnv>,
  rateClass: RateClass,
  user: CurrentUser | null,
): Promise<void> {
  const limits = c.get('deps').rateLimits;
  if (!limits) return;
  const wait = await limits.consume(
    rateClass,
    user ? `user:${user.firebaseUid ?? user.id}` : `address:${clientAddress(c)}`,
  );
  if (wait !== null) throw tooManyRequests(wait);
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The key of each security scheme a call carries: the API key unless keyless, the bearer token when signed in. */
function securityOf(auth: Auth, keyless: boolean): Record<string, string[]>[] {
  const key: Record<string, string[]> = keyless ? {} : { apiKey: [] };
  if (auth === 'none') return keyless ? [] : [key];
  const signedIn = { ...key, bearer: [] };
  return auth === 'required' ? [signedIn] : [signedIn, key];
}

const idempotencyHeader = z.object({
  'Idempotency-Key': z
    .string()
    .max(200)
    .optional()
    .describe(
      'Any unique string per intended request (a UUID): a retry with the same key gets the first answer.',
    ),
});

/** Records a route in the OpenAPI document, with every failure it can answer. */
function describeRoute(app: OpenAPIHono<ApiEnv>, spec: RouteSpec<Schema, Schema, Schema, Auth>): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(spec.operationId))
    throw new Error(`operationId "${spec.operationId}" of ${spec.path} is not camelCase`);
  const keyless = spec.keyless === true;
  const request: RouteConfig['request'] = {};
  if (spec.params) request.params = spec.params as never;
  if (spec.query) request.query = spec.query as never;
  if (spec.idempotent) request.headers = idempotencyHeader;
  if (spec.body)
    request.body = { content: { 'application/json': { schema: spec.body as never } }, required: true };
  if (spec.form)
    request.body = { content: { 'multipart/form-data': { schema: spec.form as never } }, required: true };

  const responses: RouteConfig['responses'] = {};
  const own: Record<number, string> = {};
  for (const [status, { description, schema, media }] of Object.entries(spec.responses)) {
    if (Number(status) >= 400) {
      own[Number(status)] = description;
      continue;
    }
    const content = {
      ...(schema && { 'application/json': { schema: schema as never } }),
      ...(media && { [media]: { schema: { type: 'string', format: 'binary' } as const } }),
    };
    responses[status] = Object.keys(content).length > 0 ? { description, content } : { description };
  }
  const shape = {
    method: spec.method,
    auth: spec.auth,
    keyless,
    staff: spec.staff,
    params: spec.params !== undefined,
    input: Boolean(spec.params ?? spec.query ?? spec.body ?? spec.form),
    body: spec.body ? ('json' as const) : spec.form ? ('form' as const) : undefined,
    idempotent: spec.idempotent === true,
    limit: spec.limit ?? 'default',
  };
  for (const [status, description] of errorDescriptions(shape, own)) {
    responses[status] = {
      description,
      content: { 'application/json': { schema: ERROR_SCHEMA } },
      ...(status === 429 && {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before calling again.',
            schema: { type: 'integer' },
          },
        },
      }),
    };
  }

  app.openAPIRegistry.registerPath({
    method: spec.method,
    path: openApiPath(spec.path),
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    security: securityOf(spec.auth, keyless),
    request,
    responses,
  });
}

/**
 * Mounts one route: parses and validates path, query (qs: repeated keys, dotted nesting) and JSON
 * body with the route's zod schemas, authenticates as the route asks, refuses writes from suspended
 * users, and records the route in the OpenAPI document.
 */
export function defineRoute<P extends Schema, Q extends Schema, B extends Schema, A extends Auth>(
  app: OpenAPIHono<ApiEnv>,
  spec: RouteSpec<P, Q, B, A>,
  handler: Handler<P, Q, B, A>,
): void {
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    const deps = c.get('deps');
    const db = await deps.db();
    const user = spec.auth === 'none' ? null : await authenticate(c, db, spec.auth === 'required');
    if (spec.staff) {
      const allowed =
        spec.staff === 'super_admin' ? user?.role === 'super_admin' : user !== null && isStaff(user);
      if (!allowed) throw notFound('Page');
      if (user?.status === 'suspended') throw forbidden('ACCOUNT_SUSPENDED', 'This account is suspended.');
    }
    if (user?.status === 'suspended' && spec.method !== 'get')
      throw forbidden('ACCOUNT_SUSPENDED', 'This account is suspended.');
    await countCall(c, spec.limit ?? 'default', user);
    const search = new URL(c.req.url).search.slice(1);
    const input = {
      c,
      params: parseWith(spec.params, c.req.param(), 'path'),
      query: parseWith(
        spec.query,
        qs.parse(search, { allowDots: true, depth: 3, arrayLimit: 100, parameterLimit: 200 }),
        'query',
      ),
      body: spec.body ? parseWith(spec.body, await readJson(c), 'body') : undefined,
      user,
      db: spec.reads === 'replica' && deps.readDb ? await deps.readDb() : db,
      deps,
    } as Parameters<Handler<P, Q, B, A>>[0];
    return handler(input);
  });

  describeRoute(app, spec);
}
