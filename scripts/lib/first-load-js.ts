// First Load JS of a page route, gzipped, from a `next build` (Next 16 no longer prints it): the
// JavaScript a first visit to the route downloads before it is interactive, i.e. the app's shared
// chunks plus the route's own. Shared by bench:bundle and bench:lighthouse.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Manifest = { pages: Record<string, string[]>; polyfillFiles: string[]; rootMainFiles: string[] };

export type RouteWeight = { ownBytes: number; firstLoadBytes: number };

export type FirstLoadMeter = {
  /** Every page route of the build, internal ones (/_app, /_error…) left out. */
  routes: () => string[];
  /** The route's weight; undefined when the build has no such page. */
  measure: (route: string) => RouteWeight | undefined;
};

/** Reads the build in `dir`; undefined when there is none. */
export function firstLoadMeter(dir = '.next'): FirstLoadMeter | undefined {
  const manifestFile = path.join(dir, 'build-manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

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
  const sharedBytes = () => [...shared].reduce((sum, file) => sum + sizeOf(file), 0);

  return {
    routes: () => Object.keys(manifest.pages).filter((route) => !route.startsWith('/_')),
    measure: (route) => {
      const files = manifest.pages[route];
      if (!files) return undefined;
      const ownBytes = js(files)
        .filter((file) => !shared.has(file))
        .reduce((sum, file) => sum + sizeOf(file), 0);
      return { ownBytes, firstLoadBytes: sharedBytes() + ownBytes };
    },
  };
}

/** kB as the budgets count them (1 kB = 1000 B). */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Budgets in kB: what a visitor reaches without signing in stays light; the rest is signed in. */
export const PUBLIC_BUDGET_KB = 150;
export const SIGNED_IN_BUDGET_KB = 170;
const SIGNED_IN_PREFIXES = [
  '/account',
  '/admin',
  '/booking',
  '/dashboard',
  '/events',
  '/favorites',
  '/overstays',
  '/payment',
  '/scheduling',
];

/** The budget of a page route (as the build manifest names it). */
export function firstLoadBudgetKb(route: string): number {
  const signedIn = SIGNED_IN_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return signedIn ? SIGNED_IN_BUDGET_KB : PUBLIC_BUDGET_KB;
}
