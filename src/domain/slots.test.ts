import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, parisWeekday } from './paris-time';
import {
  MAX_RECURRENCE_WEEKS,
  type OpeningHours,
  dayGrid,
  hoursOf,
  recurrenceDays,
  validateSlot,
} from './slots';

// Monday to Friday 08:00–19:30, Saturday 10:00–18:00, closed on Sunday.
const hours: OpeningHours = [
  { open: 800, close: 1930 },
  { open: 800, close: 1930 },
  { open: 800, close: 1930 },
  { open: 800, close: 1930 },
  { open: 800, close: 1930 },
  { open: 1000, close: 1800 },
  null,
];
const allDay: OpeningHours = Array.from({ length: 7 }, () => ({ open: 0, close: 2400 }));
// Monday 2 November 2026, 10:00 in Paris.
const now = new Date('2026-11-02T09:00:00Z');
const check = (day: string, start: number, end: number, openingHours: OpeningHours = hours) =>
  validateSlot({ day, start, end, openingHours, now });

describe('validateSlot', () => {
  it('accepts a slot inside opening hours on a later day', () => {
    expect(check('2026-11-03', 9 * 60, 11 * 60 + 30)).toEqual([]);
  });

  it('refuses a day that does not exist, and says nothing more', () => {
    expect(check('2026-11-31', 600, 660)).toEqual(['invalid_day']);
    expect(check('tomorrow', 600, 660)).toEqual(['invalid_day']);
  });

  it('asks for whole or half hours', () => {
    expect(check('2026-11-03', 9 * 60 + 15, 11 * 60)).toEqual(['not_half_hour']);
    expect(check('2026-11-03', 9 * 60, 10 * 60 + 0.5)).toEqual(['not_half_hour']);
  });

  it('asks for an end after the start', () => {
    expect(check('2026-11-03', 11 * 60, 10 * 60)).toEqual(['end_before_start']);
    expect(check('2026-11-03', 11 * 60, 11 * 60)).toEqual(['end_before_start']);
  });

  it('keeps to 08:00–23:00 even where a space opens longer', () => {
    expect(check('2026-11-03', 7 * 60 + 30, 9 * 60, allDay)).toEqual(['outside_bookable_hours']);
    expect(check('2026-11-03', 22 * 60, 23 * 60 + 30, allDay)).toEqual(['outside_bookable_hours']);
    expect(check('2026-11-03', 22 * 60, 23 * 60, allDay)).toEqual([]);
  });

  it('refuses closed days and hours outside opening', () => {
    expect(check('2026-11-08', 10 * 60, 12 * 60)).toEqual(['closed_that_day']);
    expect(check('2026-11-07', 9 * 60 + 30, 12 * 60)).toEqual(['outside_opening_hours']);
    expect(check('2026-11-03', 18 * 60, 20 * 60)).toEqual(['outside_opening_hours']);
    expect(check('2026-11-03', 18 * 60, 19 * 60 + 30)).toEqual([]);
  });

  it('treats malformed opening hours as closed', () => {
    const broken: OpeningHours = [{ open: 860, close: 1900 }, ...hours.slice(1)];
    expect(check('2026-11-09', 10 * 60, 12 * 60, broken)).toEqual(['closed_that_day']);
  });

  it('refuses a slot that has already started, in Paris time', () => {
    expect(check('2026-11-02', 10 * 60, 11 * 60)).toEqual(['in_the_past']);
    expect(check('2026-11-02', 9 * 60 + 30, 11 * 60)).toEqual(['in_the_past']);
    expect(check('2026-11-02', 10 * 60 + 30, 11 * 60)).toEqual([]);
    expect(check('2026-10-30', 10 * 60, 11 * 60)).toEqual(['in_the_past']);
  });

  it('refuses a day more than 12 months ahead', () => {
    expect(check('2027-11-02', 10 * 60, 11 * 60)).toEqual([]);
    expect(check('2027-11-03', 10 * 60, 11 * 60)).toEqual(['too_far_ahead']);
    expect(
      validateSlot({ day: '2027-01-04', start: 600, end: 660, openingHours: hours, now, maxMonthsAhead: 1 }),
    ).toEqual(['too_far_ahead']);
  });

  it('reports every broken rule at once', () => {
    expect(check('2026-11-01', 7 * 60 + 15, 7 * 60)).toEqual([
      'not_half_hour',
      'end_before_start',
      'outside_bookable_hours',
      'closed_that_day',
      'in_the_past',
    ]);
  });

  it('validates bookable hours on DST change days like any other', () => {
    const later = new Date('2026-01-01T00:00:00Z');
    for (const day of ['2026-03-29', '2026-10-25']) {
      expect(validateSlot({ day, start: 8 * 60, end: 23 * 60, openingHours: allDay, now: later })).toEqual(
        [],
      );
    }
  });
});

describe('hoursOf', () => {
  it('measures a slot in hours', () => {
    expect(hoursOf(9 * 60, 11 * 60 + 30)).toBe(2.5);
    expect(hoursOf(8 * 60, 23 * 60)).toBe(15);
  });
});

describe('dayGrid', () => {
  it('lists half-hour cells within opening hours', () => {
    const grid = dayGrid(hours, '2026-11-07');
    expect(grid).toHaveLength(16);
    expect(grid[0]).toEqual({ start: 600, end: 630 });
    expect(grid.at(-1)).toEqual({ start: 1050, end: 1080 });
  });

  it('clips to 08:00–23:00 and is empty on closed days', () => {
    const grid = dayGrid(allDay, '2026-11-03');
    expect(grid).toHaveLength(30);
    expect(grid[0]?.start).toBe(480);
    expect(grid.at(-1)?.end).toBe(1380);
    expect(dayGrid(hours, '2026-11-08')).toEqual([]);
    expect(dayGrid(hours, 'nope')).toEqual([]);
  });

  it('only offers cells that validateSlot accepts', () => {
    const future = new Date('2026-01-01T00:00:00Z');
    for (const day of ['2026-03-27', '2026-03-28', '2026-03-29', '2026-10-25']) {
      for (const openingHours of [hours, allDay]) {
        for (const cell of dayGrid(openingHours, day)) {
          expect(validateSlot({ day, ...cell, openingHours, now: future })).toEqual([]);
        }
      }
    }
  });
});

describe('recurrenceDays', () => {
  it('repeats one weekday for the given weeks', () => {
    expect(recurrenceDays({ firstDay: '2026-11-03', weekdays: [1], weeks: 3 })).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
    ]);
  });

  it('sorts two weekdays and skips those before the first day', () => {
    // Wednesday 4 November: Monday 2 is before it, so the first week only has the Wednesday.
    expect(recurrenceDays({ firstDay: '2026-11-04', weekdays: [2, 0], weeks: 2 })).toEqual([
      '2026-11-04',
      '2026-11-09',
      '2026-11-11',
    ]);
  });

  it('refuses input the booking form cannot produce', () => {
    expect(() => recurrenceDays({ firstDay: '2026-11-04', weekdays: [], weeks: 2 })).toThrow(RangeError);
    expect(() => recurrenceDays({ firstDay: '2026-11-04', weekdays: [1, 1], weeks: 2 })).toThrow(RangeError);
    expect(() => recurrenceDays({ firstDay: '2026-11-04', weekdays: [0, 1, 2], weeks: 2 })).toThrow(
      RangeError,
    );
    expect(() => recurrenceDays({ firstDay: '2026-11-04', weekdays: [7], weeks: 2 })).toThrow(RangeError);
    expect(() =>
      recurrenceDays({ firstDay: '2026-11-04', weekdays: [1], weeks: MAX_RECURRENCE_WEEKS + 1 }),
    ).toThrow(RangeError);
    expect(() => recurrenceDays({ firstDay: '2026-11-04', weekdays: [1], weeks: 0 })).toThrow(RangeError);
  });

  it('yields sorted distinct days on the chosen weekdays, within the span', () => {
    const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 2 });
    const first = fc.integer({ min: 0, max: 1000 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(
        first,
        weekdays,
        fc.integer({ min: 1, max: MAX_RECURRENCE_WEEKS }),
        (firstDay, days, weeks) => {
          const result = recurrenceDays({ firstDay, weekdays: days, weeks });
          expect([...result].sort()).toEqual(result);
          expect(new Set(result).size).toBe(result.length);
          for (const day of result) {
            expect(days).toContain(parisWeekday(day));
            expect(day >= firstDay).toBe(true);
            expect(day < addDays(firstDay, 7 * weeks)).toBe(true);
          }
          // Each full week has every chosen day; only the first week may miss some.
          expect(result.length).toBeGreaterThanOrEqual(days.length * (weeks - 1));
          expect(result.length).toBeLessThanOrEqual(days.length * weeks);
        },
      ),
    );
  });
});
