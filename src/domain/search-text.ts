/** Lower-cases and strips accents so that "creche", "Crèche" and "CRÈCHE" match each other. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a space's text search reads: its titles, descriptions and address, in that order. */
export type SpaceSearchFields = {
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
};

/** `spaces.search_text`: every searchable field in both languages, normalized as searches are. */
export function spaceSearchText(space: SpaceSearchFields): string {
  return normalizeSearchText(
    [
      space.titleFr,
      space.titleEn,
      space.descriptionFr,
      space.descriptionEn,
      space.street,
      space.district,
      space.city,
      space.postalCode,
    ].join(' '),
  );
}

/** The longest slug made from a title: an address stays readable. */
export const MAX_SLUG_LENGTH = 80;

/** A URL slug from a title: "Salle Œuf & Crème, 11e" → "salle-oeuf-creme-11e"; empty when nothing is left. */
export function slugFrom(title: string): string {
  const words = normalizeSearchText(title)
    // French ligatures do not decompose into letters: spelled out, they stay readable.
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG_LENGTH) return words;
  // Cut at a dash so that no word is left half written.
  const cut = words.slice(0, MAX_SLUG_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : words.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}
