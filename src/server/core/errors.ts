import type { ZodError, z } from 'zod';
import type { errorBodySchema, errorDetailSchema } from '../../contracts/errors';

export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every failure the API answers on purpose. The client shows a translated message picked by
 * `code` (errors:api.<code>); `message` is for developers reading a response.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Headers the answer carries besides the body (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string, details: ErrorDetail[] = []) =>
  new ApiError(400, code, message, details);
export const unauthorized = (code: string, message: string) => new ApiError(401, code, message);
export const forbidden = (code = 'FORBIDDEN', message = 'You are not allowed to do this.') =>
  new ApiError(403, code, message);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found.`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const payloadTooLarge = (limit: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(limit / 1024)} kB.`);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', `Too many requests: try again in ${retryAfterSeconds} s.`, [], {
    'retry-after': String(retryAfterSeconds),
  });
export const unprocessable = (code: string, message: string, details: ErrorDetail[] = []) =>
  new ApiError(422, code, message, details);

/** One detail per field (the first problem zod found with it), as `location.path`. */
export function validationError(error: ZodError, location: 'path' | 'query' | 'body'): ApiError {
  const seen = new Map<string, ErrorDetail>();
  for (const issue of error.issues) {
    const field = [location, ...issue.path.map(String)].join('.');
    if (!seen.has(field)) seen.set(field, { field, code: issue.code, message: issue.message });
  }
  return new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', [...seen.values()]);
}

/** What every failure answers (contracts/errors.ts, the OpenAPI document's `Error`). */
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(error: ApiError): ErrorBody {
  return { error: { code: error.code, message: error.message, details: error.details } };
}
