import { expect, it } from 'vitest';
import { normalizeSearchText } from './search-text';

it('matches words whatever their accents and case', () => {
  expect(normalizeSearchText('  Crèche   ÉTÉ Bâtiment ')).toBe('creche ete batiment');
  expect(normalizeSearchText('Saint-Germain-des-Prés')).toBe(normalizeSearchText('saint-germain-des-pres'));
});
