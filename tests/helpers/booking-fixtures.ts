import { addDays, parisDay, parisWeekday } from '../../src/domain/paris-time';
import { loadCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { stableId } from '../../src/server/db/seed/stable-id';

/** A seeded Paris meeting room open 09:00–18:00 every weekday, for booking tests. */
export function weekdayRoom(index = 0) {
  const rooms = loadCatalogue().filter(
    (s) =>
      s.zone === 'paris' &&
      s.type === 'meeting_room' &&
      s.capacity >= 4 &&
      s.openingHours.slice(0, 5).every((h) => h && h.open <= 900 && h.close >= 1800),
  );
  const room = rooms[index];
  if (!room) throw new Error('no seeded room fits');
  return { ...room, id: stableId(`space:${room.zone}/${room.slug}`) };
}

/**
 * The n-th working day (Monday–Friday, Paris) after today, or before it for a negative n. Distinct
 * n give distinct days whatever today is, so two tests that pick different n never share a day
 * (with "the first weekday n days ahead", 3, 4 and 5 days from a Wednesday were all one Monday).
 */
export function workdayAhead(n: number, now = new Date()): string {
  let day = parisDay(now);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    day = addDays(day, step);
    if (parisWeekday(day) <= 4) left--;
  }
  return day;
}

/** A seeded Paris desk space of at least `desks` desks, open 09:00–18:00 every weekday. */
export function weekdayDesk(desks = 4) {
  const spaces = loadCatalogue().filter(
    (s) =>
      s.zone === 'paris' &&
      s.type === 'desk' &&
      s.capacity >= desks &&
      s.openingHours.slice(0, 5).every((h) => h && h.open <= 900 && h.close >= 1800),
  );
  const space = spaces[0];
  if (!space) throw new Error('no seeded desk space fits');
  return { ...space, id: stableId(`space:${space.zone}/${space.slug}`) };
}
