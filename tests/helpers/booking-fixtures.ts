import { addDays, parisDay, parisWeekday } from '../../src/domain/paris-time';
import { loadCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { stableId } from '../../src/server/db/seed/stable-id';

/** A seeded Paris meeting room open 09:00–18:00 every weekday, for booking tests. */
export function weekdayRoom(index = 0) {
  const rooms = loadCatalogue().filter(
    (s) => s.zone === 'paris' && s.type === 'meeting_room' && s.capacity >= 4 && s.openingHours.slice(0, 5).every((h) => h && h.open <= 900 && h.close >= 1800),
  );
  const room = rooms[index];
  if (!room) throw new Error('no seeded room fits');
  return { ...room, id: stableId(`space:${room.zone}/${room.slug}`) };
}

/** The first Monday–Friday at least `daysAhead` days from today (Paris). */
export function weekdayAhead(daysAhead: number, now = new Date()): string {
  let day = addDays(parisDay(now), daysAhead);
  while (parisWeekday(day) > 4) day = addDays(day, 1);
  return day;
}
