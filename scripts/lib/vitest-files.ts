import fs from 'node:fs';
import path from 'node:path';

/** What vitest.config.ts's `include` matches: files ending in .test.ts or .test.tsx under these folders. */
const TEST_ROOTS = ['src', 'tests'];
const TEST_FILE = /\.test\.tsx?$/;

/** The test files `vitest run` finds, relative to the repository: what a full run must run. */
export function vitestFiles(root = process.cwd()): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (TEST_FILE.test(entry.name)) found.push(relative);
    }
  };
  for (const dir of TEST_ROOTS) walk(dir);
  return found.sort();
}
