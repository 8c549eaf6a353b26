import fs from 'node:fs';
import { expect, it } from 'vitest';
import { RESERVED_ZONE_SLUGS, ZONE_SLUG_PATTERN } from '../../src/contracts/admin-zones';
import { LOCALES } from '../../src/lib/locale';

/** A top-level entry of a folder as the first segment of a URL: pages lose their extension, files keep theirs. */
const segments = (folder: string, stripExtension: boolean) =>
  fs
    .readdirSync(folder)
    .map((name) =>
      stripExtension && !fs.statSync(`${folder}/${name}`).isDirectory() ? name.replace(/\.tsx?$/, '') : name,
    );

it('keeps every path the site answers out of the zone ids a super_admin may choose', () => {
  const answered = [...segments('src/pages', true), ...segments('public', false), ...LOCALES, 'mp'];
  // A name the pattern refuses (_app, favicon.ico, [zone]) cannot become a zone anyway.
  const choosable = answered.filter((segment) => ZONE_SLUG_PATTERN.test(segment));
  expect(choosable.length).toBeGreaterThan(10);
  for (const segment of choosable) expect(RESERVED_ZONE_SLUGS, segment).toContain(segment);
});
