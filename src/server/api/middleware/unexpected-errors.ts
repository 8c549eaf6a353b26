import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { reportUnexpected } from '../../core/error-reports';
import { log } from '../../core/log';
import { sqlState } from '../../db/transaction';
import type { ApiEnv } from '../context';
import { ApiError, errorBody } from '../../core/errors';

/**
 * Database refusals that reach the edge without a service having named them. They come from two
 * requests meeting (answered 409, the client may try again) or from a value PostgreSQL cannot hold
 * (400): either way the caller can act on the answer, which a 500 would not tell them.
 */
function fromDatabase(state: string): ApiError | undefined {
  if (state === '40001' || state === '40P01' || state === '55P03') {
    return new ApiError(
      409,
      'CONCURRENT_UPDATE',
      'Another request changed the same thing at the same moment. Please try again.',
    );
  }
  if (state === '23P01') return new ApiError(409, 'SLOT_TAKEN', 'This slot is no longer available.');
  if (state === '23505') return new ApiError(409, 'CONFLICT', 'This already exists.');
  // Class 22 (data exception: a value out of range, an invalid byte) and 54000 (a value too long to index).
  if (state.startsWith('22') || state === '54000')
    return new ApiError(400, 'INVALID_INPUT', 'A value of the request cannot be stored.');
  return undefined;
}

/** Answers an error that is not an ApiError: a known database refusal as 4xx, anything else as a bare 500. */
export function answerUnexpected(c: Context<ApiEnv>, error: unknown): Response {
  const requestId = c.get('requestId');
  const state = sqlState(error);
  const known = state ? fromDatabase(state) : undefined;
  if (known) {
    log.warn(
      {
        reqId: requestId,
        method: c.req.method,
        route: routePath(c, -1),
        err: error,
        status: known.status,
        code: known.code,
      },
      'database refused',
    );
    return c.json(errorBody(known), known.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status;
    return c.json(
      { error: { code: 'BAD_REQUEST', message: error.message || 'The request is not valid.', details: [] } },
      status,
    );
  }
  // Anything else is our fault: log it with the request id, report it, never send a stack trace.
  const place = { requestId, method: c.req.method, route: routePath(c, -1) };
  log.error({ reqId: requestId, method: place.method, route: place.route, err: error }, 'unexpected error');
  reportUnexpected(error, place);
  return c.json(
    {
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
        details: [],
        request_id: requestId,
      },
    },
    500,
  );
}
