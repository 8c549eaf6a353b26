import type { RateClass } from '../integrations/rate-limits';

/** What a route declares that decides the failures it can answer, whatever its handler does. */
export type RouteShape = {
  method: string;
  auth: 'none' | 'optional' | 'required';
  /** Reachable without the API key (middleware/api-key.ts). */
  keyless: boolean;
  staff?: 'admin' | 'super_admin';
  /** Path parameters, which name something that may not exist. */
  params: boolean;
  /** Anything to validate: path, query or body. */
  input: boolean;
  body?: 'json' | 'form';
  idempotent: boolean;
  limit: RateClass;
};

/** One failure: its HTTP status, its code and when it happens. */
type Failure = readonly [status: number, code: string, when: string];

/** What each allowance counts, per signed-in user or per client address (docs/business-rules.md §3). */
const ALLOWANCE: Record<RateClass, string> = {
  default: 'calls',
  hold: 'holds',
  payment: 'payments',
  coupon: 'coupon codes tried',
  email_check: 'e-mail checks',
  contact: 'messages to support',
};

/** The failures a route of this shape can answer, from the middleware and defineRoute. */
function commonFailures(shape: RouteShape): Failure[] {
  const signedIn = shape.auth !== 'none';
  const write = shape.method !== 'get';
  const all: (Failure | false | undefined)[] = [
    shape.input && [
      400,
      'VALIDATION_ERROR',
      'a path, query or body field is missing or not valid; `details` names each one',
    ],
    shape.body === 'json' && [400, 'MALFORMED_JSON', 'the body is not JSON'],
    shape.body && [400, 'INVALID_INPUT', 'a value is valid but cannot be stored (out of range)'],
    !shape.keyless && [401, 'INVALID_API_KEY', 'the API key header is missing or wrong'],
    shape.auth === 'required' && [401, 'UNAUTHENTICATED', 'no bearer token: sign in first'],
    signedIn && [401, 'INVALID_TOKEN', 'the bearer token is malformed or not a valid ID token'],
    signedIn && [401, 'TOKEN_EXPIRED', 'the ID token has expired: refresh it and try again'],
    signedIn && [401, 'ACCOUNT_DELETED', 'the account of the token was deleted'],
    signedIn &&
      (write || shape.staff) && [
        403,
        'ACCOUNT_SUSPENDED',
        shape.staff
          ? 'the staff member is suspended: the back office is closed to them'
          : 'the account is suspended: its writes are refused',
      ],
    shape.staff && [
      404,
      'NOT_FOUND',
      `the caller is not ${shape.staff === 'super_admin' ? 'a super_admin' : 'staff'}, to whom this route does not exist${shape.params ? ', or nothing has this id' : ''}`,
    ],
    !shape.staff &&
      shape.params && [404, 'NOT_FOUND', 'nothing the path names exists, or the caller may not see it'],
    write && [
      409,
      'CONCURRENT_UPDATE',
      'another request changed the same thing at the same moment: try again',
    ],
    shape.idempotent && [409, 'REQUEST_IN_PROGRESS', 'a request with this Idempotency-Key is still running'],
    shape.body && [413, 'PAYLOAD_TOO_LARGE', 'the body is larger than this route accepts'],
    shape.idempotent && [422, 'IDEMPOTENCY_KEY_INVALID', 'the Idempotency-Key is over 200 characters'],
    shape.idempotent && [
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'the Idempotency-Key was used for a different request',
    ],
    [
      429,
      'RATE_LIMITED',
      `more ${ALLOWANCE[shape.limit]} in a minute than the caller's allowance; Retry-After gives the seconds to wait`,
    ],
    [500, 'INTERNAL', 'something went wrong on our side; quote `request_id` to support'],
  ];
  return all.filter((failure): failure is Failure => Boolean(failure));
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The description of each error status of a route: what the route says of it first, then the
 * common failures of its shape that it does not already name by their code.
 */
export function errorDescriptions(shape: RouteShape, own: Record<number, string>): Map<number, string> {
  const parts = new Map<number, string[]>();
  for (const [status, description] of Object.entries(own)) parts.set(Number(status), [sentence(description)]);
  for (const [status, code, when] of commonFailures(shape)) {
    const named = parts.get(status) ?? [];
    if (!named.some((part) => new RegExp(`\\b${code}\\b`).test(part))) named.push(`${code}: ${when}.`);
    parts.set(status, named);
  }
  return new Map(
    [...parts.entries()].sort(([a], [b]) => a - b).map(([status, texts]) => [status, texts.join(' ')]),
  );
}
