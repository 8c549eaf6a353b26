import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SPACE_FEATURES } from '../../../contracts/space-features';
import { featureIconUrl } from './feature-icon';

it('every amenity a space may have has its icon, a drawing the browser can show', () => {
  for (const feature of SPACE_FEATURES) {
    const file = path.join('public', featureIconUrl(feature));
    expect(fs.existsSync(file), file).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*><path d="M[^"]+"\/><\/svg>\n$/,
    );
  }
});
