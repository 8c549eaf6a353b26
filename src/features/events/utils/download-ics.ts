import type { EventDetail } from '../../../contracts/events';
import { parseClock } from '../../../domain/clock';
import { buildIcs, icsFileName } from '../../../domain/ics';
import { saveFile } from '../../../lib/save-file';

/** Saves the event as an .ics file the user's calendar can import; the UID is the event's, so a second import updates it. */
export function downloadEventIcs(event: EventDetail, texts: { title: string; url: string }): void {
  const { street, postal_code: postalCode, city, access } = event.place;
  const ics = buildIcs([
    {
      uid: `${event.id}@nook`,
      day: event.day,
      start: parseClock(event.start) ?? 0,
      end: parseClock(event.end) ?? 0,
      title: texts.title,
      location: `${event.space.title}, ${street}, ${postalCode} ${city}`,
      // How to get in, when the space says, then the event's page.
      description: access ? `${access}\n\n${texts.url}` : texts.url,
      url: texts.url,
      cancelled: event.status === 'cancelled',
    },
  ]);
  saveFile(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    icsFileName(event.space.slug, event.day),
  );
}
