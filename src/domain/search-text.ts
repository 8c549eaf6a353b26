/** Lower-cases and strips accents so that "creche", "Crèche" and "CRÈCHE" match each other. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
