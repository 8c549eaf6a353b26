import type { Locale } from './money';

// Day and month names, written out: building an Intl.DateTimeFormat costs milliseconds on a phone
// (more with a time zone), and modules that made theirs when loaded held up the page's first
// scripts. The test compares every name with Intl's.

const WEEKDAYS: Record<Locale, readonly string[]> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const MONTHS: Record<Locale, readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** The weekday's name, 0 = Monday … 6 = Sunday: fr "lundi", en "Monday". */
export const weekdayName = (index: number, locale: Locale): string => WEEKDAYS[locale][index] ?? '';

/** Weekday names from Monday, capitalised as a list reads them ("Lundi", "Monday"). */
export const weekdayNamesFrom = (locale: Locale): string[] => WEEKDAYS[locale].map((name) => name.charAt(0).toUpperCase() + name.slice(1));

/** A calendar day 'YYYY-MM-DD' in words: fr "mardi 12 mai", en "Tuesday 12 May"; with its year when asked. */
export function dayInWords(day: string, locale: Locale, { year = false }: { year?: boolean } = {}): string {
  const [yyyy = 1970, mm = 1, dd = 1] = day.split('-').map(Number);
  const weekday = (new Date(Date.UTC(yyyy, mm - 1, dd)).getUTCDay() + 6) % 7;
  const words = `${weekdayName(weekday, locale)} ${dd} ${MONTHS[locale][mm - 1] ?? ''}`;
  return year ? `${words} ${yyyy}` : words;
}
