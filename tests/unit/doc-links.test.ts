import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  mayCite,
  pathsOf,
  repositoryFiles,
  type Problem,
  type Repository,
} from '../helpers/doc-links';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** An in-memory repository, for the scanner's own check. */
function sample(files: Record<string, string>): Repository {
  return { paths: pathsOf(Object.keys(files)), read: (file) => files[file] ?? '' };
}

describe('links and references', () => {
  it('finds what points nowhere: a missing path, a section that does not exist, a link outside, a lost anchor', () => {
    const repository = sample({
      'docs/rules.md': '# Rules\n\n## 1. Holds\n\n## 2. Refunds\n',
      'src/a.ts': '',
      'README.md': '',
    });
    const code = [
      '// Fine: docs/rules.md §1 and §2, src/a.ts, src/a and ../README.md.',
      "const s = '// not a comment: src/missing.ts';",
      '/** Missing: src/gone.ts, docs/rules.md §3, OLD-RULES §4, ../../elsewhere/x.md. */',
      'const r = /\\/\\/ src\\/regex.ts/;',
    ].join('\n');
    const markdown = [
      '[ok](docs/rules.md#2-refunds) [bad anchor](docs/rules.md#3-nothing)',
      '[outside](../elsewhere/x.md) `[code](nowhere.md)` [gone](src/b.ts)',
    ].join('\n');
    const jsx = [
      'export const A = () => (',
      '  <p title="// src/attribute.ts">',
      "    {/* src/jsx-gone.tsx */} Don't // src/text.ts",
      '  </p>',
      ');',
    ].join('\n');
    const sqlText = [
      '-- Written by src/a.ts (docs/rules.md §2)',
      "SELECT '-- src/string.sql' AS s; /* src/block-gone.sql */",
    ].join('\n');
    const found = (problems: Problem[] | undefined) =>
      (problems ?? []).map(({ line, reference }) => `${line} ${reference}`);
    expect(found(checkFile('src/b.ts', code, repository))).toEqual([
      '3 OLD-RULES §4',
      '3 src/gone.ts',
      '3 docs/rules.md §3',
      '3 ../../elsewhere/x.md',
    ]);
    expect(found(checkFile('src/c.tsx', jsx, repository))).toEqual(['3 src/jsx-gone.tsx']);
    expect(found(checkFile('m.sql', sqlText, repository))).toEqual(['2 src/block-gone.sql']);
    expect(found(checkFile('README.md', markdown, repository))).toEqual([
      '1 docs/rules.md#3-nothing',
      '2 ../elsewhere/x.md',
      '2 src/b.ts',
    ]);
    expect(checkFile('public/photo.json', '{"a": "src/gone.ts"}', repository)).toBeUndefined();
  });

  it('every Markdown link and every path a comment names leads to something in the repository', () => {
    const files = repositoryFiles(root);
    const repository: Repository = {
      paths: pathsOf(files),
      read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    };
    let scanned = 0;
    const problems: Problem[] = [];
    for (const file of files) {
      if (!mayCite(file)) continue;
      const found = checkFile(file, repository.read(file), repository);
      if (found === undefined) continue;
      scanned++;
      problems.push(...found);
    }
    expect(scanned).toBeGreaterThan(100);
    expect(
      problems.map(({ file, line, reference, reason }) => `${file}:${line}: ${reference} — ${reason}`),
    ).toEqual([]);
  }, 60_000);
});
