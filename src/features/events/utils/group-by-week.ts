import { addDays, parisWeekday } from '../../../domain/paris-time';

export type WeekGroup<T> = { /** Monday of the week, YYYY-MM-DD. */ monday: string; items: T[] };

/** Days grouped into Monday-to-Sunday weeks (the French week), earliest week first, order kept within. */
export function groupByWeek<T extends { day: string }>(items: readonly T[]): WeekGroup<T>[] {
  const weeks = new Map<string, T[]>();
  for (const item of items) {
    const monday = addDays(item.day, -parisWeekday(item.day));
    const week = weeks.get(monday);
    if (week) week.push(item);
    else weeks.set(monday, [item]);
  }
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([monday, grouped]) => ({ monday, items: grouped }));
}
