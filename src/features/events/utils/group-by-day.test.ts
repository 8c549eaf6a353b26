import { expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

it('puts consecutive events of one day under one heading and keeps the order', () => {
  const items = [
    { day: '2026-12-02', id: 'a' },
    { day: '2026-12-02', id: 'b' },
    { day: '2026-12-01', id: 'c' },
  ];
  expect(groupByDay(items).map((group) => [group.day, group.items.map((item) => item.id)])).toEqual([
    ['2026-12-02', ['a', 'b']],
    ['2026-12-01', ['c']],
  ]);
  expect(groupByDay([])).toEqual([]);
});
