import type { Locale } from './money';

// Calendar days ('YYYY-MM-DD') formatted as UTC dates: no time zone can move them. Each formatter
// is made on first use and kept: building an Intl.DateTimeFormat costs milliseconds on a phone,
// and modules that made theirs when they loaded held up the page's first scripts.

const TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const formats = new Map<string, Intl.DateTimeFormat>();

function utcFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(TAGS[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A calendar day through Intl, in the given style. */
export const formatCalendarDay = (day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string =>
  utcFormat(locale, options).format(utcNoon(day));

/** fr "mardi 12 mai", en "Tuesday 12 May"; "… 2026" with `year`. */
export function dayInWords(day: string, locale: Locale, { year = false }: { year?: boolean } = {}): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  };
  // Parts joined by hand: ICU versions disagree on the comma after an English weekday.
  return utcFormat(locale, options)
    .formatToParts(utcNoon(day))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}
