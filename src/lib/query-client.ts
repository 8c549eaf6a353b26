import { isServer, QueryClient } from '@tanstack/react-query';
import { CANCELLED_MESSAGE, httpStatusOf } from './api-session';

/** docs/product.md §9: cached data is kept, and considered fresh, for 5 minutes. */
export const CACHE_TIME_MS = 5 * 60_000;
export const MAX_QUERY_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;
// A timeout or a rate limit may pass; any other 4xx would fail the same way again.
const RETRYABLE_CLIENT_ERRORS = [408, 429];

/** `failureCount` is how many retries were already made (0 after the first failure). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof Error && error.message === CANCELLED_MESSAGE) return false;
  const status = httpStatusOf(error);
  return status === undefined || status < 400 || status >= 500 || RETRYABLE_CLIENT_ERRORS.includes(status);
}

/** 1 s, 2 s, 4 s, … doubling up to 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIME_MS,
        gcTime: CACHE_TIME_MS,
        // A page rendered on the server must not wait seconds for retries: it fails and the browser tries again.
        retry: isServer ? false : shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // A retried payment or booking could happen twice: the user decides whether to try again.
      mutations: { retry: false },
    },
  });
}
