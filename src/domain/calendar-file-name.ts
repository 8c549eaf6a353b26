/** A calendar file's name, safe on every system: the space's slug and the day (Paris) of its first event. */
export function calendarFileName(slug: string, day: string): string {
  return `${slug.replace(/[^a-z0-9-]/gi, '-')}-${day}.ics`;
}
