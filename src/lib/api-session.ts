import type { Locale } from '../domain/money';

/**
 * What the rest of the app needs to know about the v1 client without loading it: axios and qs
 * weigh ~25 kB gzipped, so pages only download them when they make their first call
 * (`loadApiClient`); server-rendered pages hand their data over without any.
 */
export const CANCELLED_MESSAGE = 'Query was cancelled';

export type ApiErrorDetail = { field: string; code: string; message: string };
/** What the v1 API answers on purpose: `{ error: { code, message, details } }` with its HTTP status. */
export type ApiError = { status: number; code: string; message: string; details: ApiErrorDetail[] };

type TokenGetter = () => Promise<string | null>;

let idTokenGetter: TokenGetter | null = null;
let apiLocale: Locale = 'fr';
const localeListeners = new Set<(locale: Locale) => void>();

/** The auth provider registers how to get the signed-in user's ID token; null means no bearer. */
export function setIdTokenGetter(getter: TokenGetter | null): void {
  idTokenGetter = getter;
}

export const currentTokenGetter = (): TokenGetter | null => idTokenGetter;

/** Language of the texts in API answers (titles, descriptions): the router's locale. */
export function setApiLocale(locale: Locale): void {
  if (locale === apiLocale) return;
  apiLocale = locale;
  for (const listener of localeListeners) listener(locale);
}

/** Called when the API's answers change language (texts, space titles): what was cached in the other one is stale. */
export function onApiLocaleChange(listener: (locale: Locale) => void): () => void {
  localeListeners.add(listener);
  return () => localeListeners.delete(listener);
}

export const currentApiLocale = (): Locale => apiLocale;

/** The v1 client, loaded on first use. */
export const loadApiClient = () => import('./api-client').then((module) => module.apiClient);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The response of a failed axios call, read without importing axios. */
function responseOf(error: unknown): { status: number; data: unknown } | undefined {
  if (!isRecord(error) || error.isAxiosError !== true || !isRecord(error.response)) return undefined;
  const { status, data } = error.response;
  return typeof status === 'number' ? { status, data } : undefined;
}

/** The HTTP status of a failed call, if the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  return responseOf(error)?.status;
}

const isDetail = (value: unknown): value is ApiErrorDetail =>
  isRecord(value) &&
  typeof value.field === 'string' &&
  typeof value.code === 'string' &&
  typeof value.message === 'string';

/** The API's own error (code, message, details) inside a failed call; undefined for anything else. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  const response = responseOf(error);
  const inner = response && isRecord(response.data) ? response.data.error : undefined;
  if (!response || !isRecord(inner) || typeof inner.code !== 'string') return undefined;
  return {
    status: response.status,
    code: inner.code,
    message: typeof inner.message === 'string' ? inner.message : '',
    details: Array.isArray(inner.details) ? inner.details.filter(isDetail) : [],
  };
}
