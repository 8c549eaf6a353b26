import type { Locale } from './money';
import { parseDay } from './paris-time';

// Apart from paris-time.ts, which customer pages load: a function there that only the back office
// calls would still be in every one of those pages (exports are kept by whoever uses them).

/** The spec's date presets: fr day/month/year ("22/11/2026"), en year/month/day ("2026/11/22"). */
export function formatDay(day: string, locale: Locale): string {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const [yyyy, mm, dd] = day.split('-');
  return locale === 'fr' ? `${dd}/${mm}/${yyyy}` : `${yyyy}/${mm}/${dd}`;
}
