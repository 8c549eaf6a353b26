import { describe, expect, it } from 'vitest';
import { dayInWords, formatCalendarDay } from './calendar-format';

describe('calendar days in words', () => {
  it('writes a day in French and in English, with no comma after the weekday', () => {
    expect(dayInWords('2026-05-12', 'fr')).toBe('mardi 12 mai');
    expect(dayInWords('2026-05-12', 'en')).toBe('Tuesday 12 May');
    expect(dayInWords('2026-11-22', 'fr', { year: true })).toBe('dimanche 22 novembre 2026');
    expect(dayInWords('2026-11-22', 'en', { year: true })).toBe('Sunday 22 November 2026');
  });

  it('names the first and last days of a year', () => {
    expect(dayInWords('2027-01-01', 'fr', { year: true })).toBe('vendredi 1 janvier 2027');
    expect(dayInWords('2026-12-31', 'en', { year: true })).toBe('Thursday 31 December 2026');
  });

  it('formats other styles through the same cache', () => {
    expect(formatCalendarDay('2026-07-16', 'fr', { weekday: 'short', day: 'numeric', month: 'short' })).toBe(
      'jeu. 16 juil.',
    );
    expect(formatCalendarDay('2026-07-16', 'en', { month: 'long', year: 'numeric' })).toBe('July 2026');
  });
});
