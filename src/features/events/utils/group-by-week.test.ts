import { describe, expect, it } from 'vitest';
import { groupByWeek } from './group-by-week';

describe('groupByWeek', () => {
  it('puts Monday to Sunday in one week and starts a new one on Monday', () => {
    // 2026-11-23 is a Monday.
    const days = ['2026-11-23', '2026-11-29', '2026-11-30', '2026-12-02'].map((day) => ({ day }));
    expect(groupByWeek(days)).toEqual([
      { monday: '2026-11-23', items: [{ day: '2026-11-23' }, { day: '2026-11-29' }] },
      { monday: '2026-11-30', items: [{ day: '2026-11-30' }, { day: '2026-12-02' }] },
    ]);
  });

  it('orders weeks by date and keeps the order of events within a week', () => {
    const items = [
      { day: '2026-12-09', id: 'later' },
      { day: '2026-11-25', id: 'b' },
      { day: '2026-11-24', id: 'a' },
    ];
    expect(groupByWeek(items).map((week) => [week.monday, week.items.map((item) => item.id)])).toEqual([
      ['2026-11-23', ['b', 'a']],
      ['2026-12-07', ['later']],
    ]);
  });

  it('crosses a year boundary', () => {
    // 2027-01-01 is a Friday: its week began on Monday 2026-12-28.
    expect(groupByWeek([{ day: '2027-01-01' }])[0]?.monday).toBe('2026-12-28');
  });

  it('returns no week for no event', () => {
    expect(groupByWeek([])).toEqual([]);
  });
});
