// `npm run bench:bundle [route …]`: First Load JS of each page route, gzipped, from the last
// `next build` (Next 16 no longer prints it). First Load JS = the JavaScript a first visit to the
// route downloads before it is interactive: the app's shared chunks plus the route's own.
// --budget /[zone]=150 fails (exit 1) when a route weighs more than the given kB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Manifest = { pages: Record<string, string[]>; polyfillFiles: string[]; rootMainFiles: string[] };

const dir = '.next';
const manifestFile = path.join(dir, 'build-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const args = process.argv.slice(2);
const budgets = new Map<string, number>();
const routes: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg === '--budget') {
    const [route, kb] = (args[++i] ?? '').split('=');
    if (route && kb) budgets.set(route, Number(kb));
  } else routes.push(arg);
}

const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};
const js = (files: string[] = []) => files.filter((file) => file.endsWith('.js'));
const shared = new Set([...js(manifest.rootMainFiles), ...js(manifest.pages['/_app'])]);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const selected = routes.length > 0 ? routes : Object.keys(manifest.pages).filter((r) => !r.startsWith('/_'));
let overBudget = false;
console.log(`${'route'.padEnd(34)} ${'own kB'.padStart(8)} ${'first load kB'.padStart(14)}  (gzip -9, 1 kB = 1000 B)`);
for (const route of selected) {
  const own = js(manifest.pages[route]).filter((file) => !shared.has(file));
  if (!manifest.pages[route]) {
    console.error(`${route}: not a page of this build`);
    overBudget = true;
    continue;
  }
  const ownBytes = own.reduce((sum, file) => sum + sizeOf(file), 0);
  const firstLoad = [...shared].reduce((sum, file) => sum + sizeOf(file), 0) + ownBytes;
  const budget = budgets.get(route);
  const verdict = budget === undefined ? '' : firstLoad / 1000 <= budget ? `  ≤ ${budget} ✓` : `  > ${budget} ✗ over budget`;
  if (budget !== undefined && firstLoad / 1000 > budget) overBudget = true;
  console.log(`${route.padEnd(34)} ${kb(ownBytes).padStart(8)} ${kb(firstLoad).padStart(14)}${verdict}`);
}
process.exit(overBudget ? 1 : 0);
