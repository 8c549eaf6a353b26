import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatLongDay,
  isValidDay,
  isWeekend,
  parisDay,
  parisInstant,
  parisMinutes,
  parisWeekday,
} from './paris-time';

describe('parisInstant', () => {
  it('uses UTC+1 in winter and UTC+2 in summer', () => {
    expect(parisInstant('2026-01-15', 9 * 60 + 30).toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(parisInstant('2026-07-15', 9 * 60 + 30).toISOString()).toBe('2026-07-15T07:30:00.000Z');
  });

  it('switches offset within the spring-forward day, 2026-03-29', () => {
    expect(parisInstant('2026-03-29', 60).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(parisInstant('2026-03-29', 8 * 60).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(parisInstant('2026-03-29', 23 * 60).toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('switches offset within the fall-back day, 2026-10-25', () => {
    expect(parisInstant('2026-10-25', 60).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(parisInstant('2026-10-25', 8 * 60).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    // 08:00 to 23:00 on that day lasts 15 hours of real time, as on any other day.
    const span = parisInstant('2026-10-25', 23 * 60).getTime() - parisInstant('2026-10-25', 8 * 60).getTime();
    expect(span).toBe(15 * 3_600_000);
  });

  it('moves a time skipped in spring an hour forward and takes a repeated autumn time in winter time', () => {
    // 02:30 does not exist on 2026-03-29: it reads as 03:30 summer time.
    expect(parisInstant('2026-03-29', 2 * 60 + 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 2026-10-25: the second time, UTC+1.
    expect(parisInstant('2026-10-25', 2 * 60 + 30).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('rolls midnight ending a day onto the next day', () => {
    expect(parisInstant('2026-12-31', 24 * 60).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('refuses impossible days', () => {
    expect(() => parisInstant('2026-02-30', 600)).toThrow(RangeError);
  });

  it('is read back by parisDay and parisMinutes for every bookable half hour', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2024-01-01', n));
    const minutes = fc.integer({ min: 16, max: 46 }).map((n) => n * 30);
    fc.assert(
      fc.property(day, minutes, (d, m) => {
        const instant = parisInstant(d, m);
        expect(parisDay(instant)).toBe(d);
        expect(parisMinutes(instant)).toBe(m);
      }),
    );
  });
});

describe('parisDay and parisMinutes', () => {
  it('read the Paris wall clock, not the UTC one', () => {
    const lateUtc = new Date('2026-06-30T22:30:00Z');
    expect(parisDay(lateUtc)).toBe('2026-07-01');
    expect(parisMinutes(lateUtc)).toBe(30);
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('follow the DST changes', () => {
    expect(parisMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(119);
    expect(parisMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(180);
    expect(parisMinutes(new Date('2026-10-25T00:30:00Z'))).toBe(150);
    expect(parisMinutes(new Date('2026-10-25T01:30:00Z'))).toBe(150);
  });
});

describe('calendar arithmetic', () => {
  it('numbers weekdays from Monday = 0 to Sunday = 6', () => {
    expect(parisWeekday('2026-11-23')).toBe(0);
    expect(parisWeekday('2026-11-22')).toBe(6);
    expect(parisWeekday('2026-11-21')).toBe(5);
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });

  it('counts days across DST changes, months and leap years', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('agrees between addDays and daysBetween', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -400, max: 400 }), (offset, n) => {
        const from = addDays('2026-06-15', offset);
        expect(daysBetween(from, addDays(from, n))).toBe(n);
        expect(parisWeekday(addDays(from, 7 * n))).toBe(parisWeekday(from));
      }),
    );
  });

  it('adds months clamped to the end of shorter months', () => {
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('tells real days from impossible ones', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00',
      '',
    ]) {
      expect(isValidDay(day), day).toBe(false);
    }
  });
});

describe('formatLongDay', () => {
  it('spells the day out in each language', () => {
    expect(formatLongDay('2026-11-22', 'fr')).toBe('dimanche 22 novembre 2026');
    expect(formatLongDay('2026-11-22', 'en')).toBe('Sunday 22 November 2026');
    expect(formatLongDay('2026-03-29', 'fr')).toBe('dimanche 29 mars 2026');
    expect(formatLongDay('2026-10-25', 'en')).toBe('Sunday 25 October 2026');
  });
});
