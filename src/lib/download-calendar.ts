import { loadApiClient } from './api-session';
import { saveFile } from './save-file';

/**
 * Fetches a calendar file the API writes (`/events/{id}/calendar.ics`, `/bookings/{id}/calendar.ics`)
 * with the API client, which sends the user's ID token and language, and saves it under
 * `fileName`. Anything but a calendar (an error page answered 200) fails rather than being saved.
 */
export async function downloadCalendar(path: string, fileName: string): Promise<void> {
  const client = await loadApiClient();
  const { data } = await client.get<Blob>(path, { responseType: 'blob' });
  if (!data.type.startsWith('text/calendar'))
    throw new Error(`Expected a calendar for ${fileName}, got "${data.type}"`);
  saveFile(data, fileName);
}
