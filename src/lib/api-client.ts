import axios, { type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import {
  apiErrorOf,
  CANCELLED_MESSAGE,
  currentApiLocale,
  currentTokenGetter,
  httpStatusOf,
} from './api-session';
import { captureException, isIgnoredError } from './monitoring';

// Re-exported so that callers that already load the client need one import only.
export { apiErrorOf, CANCELLED_MESSAGE, httpStatusOf, setApiLocale, setIdTokenGetter } from './api-session';
export type { ApiError, ApiErrorDetail } from './api-session';

/** The one client of the v1 API (docs/product.md §7). Fetchers pass react-query's `signal` to make calls cancellable. */
export const apiClient = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1',
  headers: {
    [process.env.NEXT_PUBLIC_API_KEY_HEADER || 'x-api-key']:
      process.env.NEXT_PUBLIC_API_KEY || 'local-dev-key',
  },
  // docs/product.md §7: features=wifi&features=screen, and { near: { lat } } as near.lat=…
  paramsSerializer: {
    serialize: (params) => qs.stringify(params, { arrayFormat: 'repeat', allowDots: true }),
  },
});

apiClient.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  config.headers.set('Accept-Language', currentApiLocale(), false);
  // A caller that set its own Authorization (e.g. right after sign-up) keeps it.
  const idTokenGetter = currentTokenGetter();
  if (config.headers.has('Authorization') || !idTokenGetter) return config;
  const token = await idTokenGetter();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isCancel(error)) return Promise.reject(new Error(CANCELLED_MESSAGE, { cause: error }));
  if (isReported(error)) {
    console.error('API call failed', summary(error));
    captureException(error, summary(error));
  }
  return Promise.reject(error);
});

/** docs/product.md §8: a 401 only means "sign in again", and the failures `isIgnoredError` lists are nobody's bug. */
function isReported(error: unknown): boolean {
  if (httpStatusOf(error) === 401) return false;
  return !isIgnoredError(error);
}

function summary(error: unknown): Record<string, unknown> {
  if (!axios.isAxiosError(error)) return { message: error instanceof Error ? error.message : String(error) };
  const { config, response } = error;
  return {
    method: config?.method,
    url: config?.url,
    status: response?.status,
    code: apiErrorOf(error)?.code ?? error.code,
  };
}
