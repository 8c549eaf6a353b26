import { describe, expect, it } from 'vitest';
import { dayInWords, weekdayName, weekdayNamesFrom } from './calendar-names';

const TAGS = { fr: 'fr-FR', en: 'en-GB' } as const;

/** What Intl says, its literal parts (the comma ICU may put after an English weekday) left out. */
const intlWords = (day: string, locale: 'fr' | 'en', options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(TAGS[locale], { ...options, timeZone: 'UTC' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

describe('calendar names', () => {
  // Every day of a leap year: each weekday and month name, each day number, 29 February.
  const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10));

  it.each(['fr', 'en'] as const)('writes every day as Intl does (%s)', (locale) => {
    for (const day of days) {
      expect(dayInWords(day, locale)).toBe(intlWords(day, locale, { weekday: 'long', day: 'numeric', month: 'long' }));
      expect(dayInWords(day, locale, { year: true })).toBe(intlWords(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
    }
  });

  it('names weekdays from Monday', () => {
    expect(weekdayName(0, 'fr')).toBe('lundi');
    expect(weekdayName(6, 'en')).toBe('Sunday');
    expect(weekdayNamesFrom('fr')).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
  });
});
