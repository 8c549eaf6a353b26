import { and, eq } from 'drizzle-orm';
import type { GetServerSideProps } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { spaces, zones } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { requestPageRoute } from '../helpers/serve-page-route';
import { createTestDatabase } from '../helpers/test-database';

const SITE = 'https://nook.example';
// The app keeps one database handle per process here; the routes under test read it like in production.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

/** The route module as built for the given app environment (NEXT_PUBLIC_* are read on import). */
async function loadRoute(file: 'sitemap.xml' | 'robots.txt', appEnv = 'local'): Promise<GetServerSideProps> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_APP_URL', SITE);
  vi.stubEnv('NEXT_PUBLIC_APP_ENV', appEnv);
  const route = (await import(`../../src/pages/${file}.ts`)) as { getServerSideProps: GetServerSideProps };
  return route.getServerSideProps;
}

type Entry = { loc: string; alternates: Record<string, string> };
function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sitemap.xml', () => {
  let database: Database;
  let hidden: typeof spaces.$inferSelect;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedCatalogue(database.db);
    const [first] = await database.db.select().from(spaces).where(eq(spaces.zoneId, 'lyon')).limit(1);
    if (!first) throw new Error('no Lyon space in the seed');
    await database.db.update(spaces).set({ published: false }).where(eq(spaces.id, first.id));
    hidden = first;
    holder.__database = Promise.resolve(database);
  });
  afterAll(async () => {
    holder.__database = undefined;
    await database.close();
  });

  it('answers XML, briefly cacheable', async () => {
    const response = await requestPageRoute(await loadRoute('sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
  });

  it('lists every published space in both languages, each tied to the other by hreflang', async () => {
    const { body } = await requestPageRoute(await loadRoute('sitemap.xml'));
    const byLoc = new Map(entries(body).map((entry) => [entry.loc, entry]));
    const published = await database.db.select().from(spaces).where(eq(spaces.published, true));
    expect(published.length).toBeGreaterThan(60);
    for (const space of published) {
      const fr = `${SITE}/${space.zoneId}/${space.slug}`;
      const en = `${SITE}/en/${space.zoneId}/${space.slug}`;
      const alternates = { fr, en, 'x-default': fr };
      expect(byLoc.get(fr)?.alternates).toEqual(alternates);
      expect(byLoc.get(en)?.alternates).toEqual(alternates);
    }
  });

  it('leaves unpublished spaces out', async () => {
    const { body } = await requestPageRoute(await loadRoute('sitemap.xml'));
    expect(body).not.toContain(`/${hidden.zoneId}/${hidden.slug}<`);
    expect(body).not.toContain(`/${hidden.zoneId}/${hidden.slug}"`);
    const [stillPublished] = await database.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.zoneId, hidden.zoneId), eq(spaces.published, true)))
      .limit(1);
    expect(body).toContain(`<loc>${SITE}/${stillPublished?.zoneId}/${stillPublished?.slug}</loc>`);
  });

  it('lists the home page, the legal pages and the contact page, every zone search and every desks search, in both languages', async () => {
    const { body } = await requestPageRoute(await loadRoute('sitemap.xml'));
    const all = entries(body);
    const locs = new Set(all.map((entry) => entry.loc));
    const zoneIds = (await database.db.select({ id: zones.id }).from(zones)).map((zone) => zone.id);
    expect(zoneIds).toEqual(expect.arrayContaining(['paris', 'lyon', 'bordeaux']));
    for (const zone of zoneIds) {
      for (const path of [`/${zone}`, `/en/${zone}`, `/desks/${zone}`, `/en/desks/${zone}`])
        expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/en`);
    expect(all.find((entry) => entry.loc === `${SITE}/en/paris`)?.alternates).toEqual({
      fr: `${SITE}/paris`,
      en: `${SITE}/en/paris`,
      'x-default': `${SITE}/paris`,
    });
    // The legal documents and the contact page are public pages too.
    const legal = [
      '/mentions-legales',
      '/conditions-generales-de-vente',
      '/confidentialite',
      '/cookies',
      '/contact',
    ];
    for (const path of legal)
      for (const loc of [`${SITE}${path}`, `${SITE}/en${path}`]) expect(locs).toContain(loc);
    // Nothing else and nothing twice: home, the legal pages, two searches per zone, the published spaces; two languages each.
    const published = await database.db
      .select({ id: spaces.id })
      .from(spaces)
      .where(eq(spaces.published, true));
    expect(all).toHaveLength(2 * (1 + legal.length + 2 * zoneIds.length + published.length));
    expect(locs.size).toBe(all.length);
  });

  it('exists only at the root: /en/sitemap.xml is not found', async () => {
    const response = await requestPageRoute(await loadRoute('sitemap.xml'), { locale: 'en' });
    expect(response.status).toBe(404);
  });
});

describe('robots.txt', () => {
  const PROTECTED = [
    '/dashboard',
    '/events',
    '/scheduling',
    '/favorites',
    '/account',
    '/booking',
    '/payment',
    '/overstays',
    '/admin',
  ];
  const PUBLIC = [
    '/',
    '/paris',
    '/paris/some-space',
    '/desks/paris',
    '/en',
    '/en/paris',
    '/en/lyon/some-space',
    '/mentions-legales',
    '/sitemap.xml',
  ];
  const disallowed = (body: string) =>
    body
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
  // Plain prefix rules (no wildcards here): a path is blocked when a Disallow value starts it.
  const blocks = (rules: string[], path: string) =>
    rules.some((rule) => rule !== '' && path.startsWith(rule));

  it('outside production, disallows everything', async () => {
    for (const appEnv of ['local', 'preprod']) {
      const response = await requestPageRoute(await loadRoute('robots.txt', appEnv));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  it('in production, allows the public pages and keeps crawlers off protected routes and the API', async () => {
    const response = await requestPageRoute(await loadRoute('robots.txt', 'prod'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    const rules = disallowed(response.body);
    for (const path of PROTECTED) {
      expect(blocks(rules, path), path).toBe(true);
      expect(blocks(rules, `${path}/x`), `${path}/x`).toBe(true);
      expect(blocks(rules, `/en${path}`), `/en${path}`).toBe(true);
    }
    expect(blocks(rules, '/api/v1/spaces')).toBe(true);
    for (const path of PUBLIC) expect(blocks(rules, path), path).toBe(false);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
  });

  it('exists only at the root: /en/robots.txt is not found', async () => {
    const response = await requestPageRoute(await loadRoute('robots.txt', 'prod'), { locale: 'en' });
    expect(response.status).toBe(404);
  });
});
