import { describe, expect, it } from 'vitest';
import { monthWeeks, mondayOf, shiftMonth, weekDays } from './calendar';

describe('calendar', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-11-23').at(-1)).toBe('2026-11-29');
  });

  it('covers a month with whole weeks', () => {
    const weeks = monthWeeks('2026-11-15');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06'); // Monday 30 November opens a sixth row.
    expect(weeks).toHaveLength(6);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftMonth('2027-01-10', -1)).toBe('2026-12-01');
  });
});
