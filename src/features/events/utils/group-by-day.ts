export type DayGroup<T> = { day: string; items: T[] };

/** Consecutive events of one Paris day under one heading; the order of the list is kept. */
export function groupByDay<T extends { day: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}
