import type { Context } from 'hono';
import type { Locale } from '../../domain/money';

/** The language of texts in a response (titles, names): Accept-Language, French by default. */
export function requestLocale(c: Context): Locale {
  return /^en\b/i.test(c.req.header('accept-language') ?? '') ? 'en' : 'fr';
}
