import fs from 'node:fs';
import path from 'node:path';

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/i;
const PHONE = /(?<![\w-])(?:(?:\+|00)\d{1,3}[\s.-]?\d(?:[\s.-]?\d){6,11}|0[1-9](?:[\s.-]?\d{2}){4})(?![\w-])/;

/** The first and last names the journeys give people (e2e/*.ts: `first_name: 'Camille'`, `fill('Camille')`…). */
export function namesOfJourneys(folder = 'e2e'): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const [, name] of text.matchAll(/(?:first_?[nN]ame|last_?[nN]ame): '([^']+)'/g))
      if (name) names.add(name);
    for (const [, name] of text.matchAll(
      /name: '(?:Prénom|Nom|First name|Last name)'[^)]*\)\)?\.fill\('([^']+)'\)/g,
    ))
      if (name) names.add(name);
  }
  return [...names];
}

/**
 * The lines of a server's log that hold personal data: an e-mail address, a phone number, or one
 * of `names` as a word. Each is given by its number and what it holds, never quoted.
 */
export function personalDataIn(log: string, names: readonly string[]): string[] {
  const nameWords = names.map(
    (name) => new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'),
  );
  const found: string[] = [];
  log.split('\n').forEach((line, index) => {
    const kinds = [
      EMAIL.test(line) && 'an e-mail address',
      PHONE.test(line) && 'a phone number',
      nameWords.some((word) => word.test(line)) && 'a name',
    ].filter(Boolean);
    if (kinds.length > 0) found.push(`line ${index + 1}: ${kinds.join(', ')}`);
  });
  return found;
}
