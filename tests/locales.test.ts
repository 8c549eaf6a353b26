import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve('public/locales');

/** Every leaf key of every namespace file, dotted ("search.card.perHour"). */
function keysOf(locale: string): string[] {
  const keys: string[] = [];
  for (const file of fs.readdirSync(path.join(root, locale)).filter((f) => f.endsWith('.json'))) {
    const walk = (node: unknown, prefix: string) => {
      if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) walk(value, `${prefix}.${key}`);
      } else {
        keys.push(prefix);
      }
    };
    walk(JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return [...new Set(keys)].sort();
}

it('has the same translation keys in French and English', () => {
  expect(keysOf('en')).toEqual(keysOf('fr'));
});

it('has no empty translation', () => {
  for (const locale of ['fr', 'en']) {
    for (const file of fs.readdirSync(path.join(root, locale))) {
      expect(fs.readFileSync(path.join(root, locale, file), 'utf8'), `${locale}/${file}`).not.toMatch(
        /:\s*""/,
      );
    }
  }
});
