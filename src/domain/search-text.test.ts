import { expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, normalizeSearchText, slugFrom, spaceSearchText } from './search-text';

it('matches words whatever their accents and case', () => {
  expect(normalizeSearchText('  Crèche   ÉTÉ Bâtiment ')).toBe('creche ete batiment');
  expect(normalizeSearchText('Saint-Germain-des-Prés')).toBe(normalizeSearchText('saint-germain-des-pres'));
});

it('makes a space’s search text from its titles, descriptions and address, as a search reads it', () => {
  const text = spaceSearchText({
    titleFr: 'Salle Été',
    titleEn: 'Summer room',
    descriptionFr: 'Lumineuse',
    descriptionEn: 'Bright',
    street: '3 rue de la Crèche',
    district: 'Marais',
    city: 'Paris',
    postalCode: '75004',
  });
  expect(text).toBe('salle ete summer room lumineuse bright 3 rue de la creche marais paris 75004');
});

it('derives a slug from a French title, accents and ligatures spelled out, long titles cut between words', () => {
  expect(slugFrom('Salle Œuf & Crème, 11e')).toBe('salle-oeuf-creme-11e');
  expect(slugFrom('  --  ')).toBe('');
  const long = slugFrom('Atelier '.repeat(20));
  expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  expect(long).toMatch(/^atelier(-atelier)*$/);
});
