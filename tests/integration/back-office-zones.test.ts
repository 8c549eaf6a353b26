import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../src/contracts/admin';
import type { AdminZone } from '../../src/contracts/admin-zones';
import type { Me } from '../../src/contracts/me';
import type { SpaceSearchResponse, ZoneWithCount } from '../../src/contracts/spaces';
import type { ZoneSearchScreenProps } from '../../src/features/search/components/zone-search-screen';
import type { ErrorBody } from '../../src/server/core/errors';
import type { Database } from '../../src/server/db/client';
import { spaces, users, zones } from '../../src/server/db/schema';
import { startTestApi, type TestApi } from '../helpers/api';
import { signUp, uniqueEmail, type TestIdentity } from '../helpers/identity';
import { requestPageRoute } from '../helpers/serve-page-route';
import { testDatabaseKinds } from '../helpers/test-database';

const SITE = 'https://nook.example';
// The pages read the app's one database handle, as in production: it is the test API's here.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };
const LYON = { id: 'lyon', name_fr: 'Lyon', name_en: 'Lyon', latitude: 45.764, longitude: 4.8357 };

type PageRoute = GetServerSideProps<ZoneSearchScreenProps>;
type Routes = { sitemap: GetServerSideProps; zonePage: PageRoute; desksPage: PageRoute };

/** The page routes as built for the site's public URL (NEXT_PUBLIC_* are read on import). */
async function loadRoutes(): Promise<Routes> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_APP_URL', SITE);
  const [sitemap, zonePage, desksPage] = await Promise.all([
    import('../../src/pages/sitemap.xml') as Promise<{ getServerSideProps: GetServerSideProps }>,
    import('../../src/pages/[zone]/index'),
    import('../../src/pages/desks/[zone]'),
  ]);
  return {
    sitemap: sitemap.getServerSideProps,
    zonePage: zonePage.getServerSideProps,
    desksPage: desksPage.getServerSideProps,
  };
}

/** What Next would do with the page for /{zone} (or /en/{zone}): its props, or null for the 404 page. */
async function pageFor(route: PageRoute, zone: string, locale = 'fr'): Promise<ZoneSearchScreenProps | null> {
  // Next always hands a request and a response: the page sets its Cache-Control on the latter.
  const http = { req: { headers: {} }, res: { setHeader: () => {} } };
  const context = {
    params: { zone },
    query: {},
    locale,
    defaultLocale: 'fr',
    locales: ['fr', 'en'],
    resolvedUrl: `/${zone}`,
    ...http,
  };
  const result = await route(context as unknown as GetServerSidePropsContext);
  if ('notFound' in result && result.notFound) return null;
  if (!('props' in result)) throw new Error(`unexpected page answer: ${JSON.stringify(result)}`);
  return await result.props;
}

/** Each <url> of the sitemap: its address and the hreflang alternates it names. */
function sitemapEntries(xml: string): Map<string, Record<string, string>> {
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => block);
  return new Map(
    blocks.map((block) => [
      /<loc>(.*?)<\/loc>/.exec(block)?.[1] ?? '',
      Object.fromEntries(
        [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
          lang,
          href,
        ]),
      ),
    ]),
  );
}

const translations = (locale: string) =>
  JSON.parse(fs.readFileSync(`public/locales/${locale}/errors.json`, 'utf8')) as {
    api: Record<string, string>;
  };

// docs/business-rules.md §7: zones are read by staff and opened by a super_admin, live without a
// deploy.
describe.each(testDatabaseKinds())('the back office: zones, on %s', (kind) => {
  let api: TestApi;
  let routes: Routes;
  const who = {} as Record<'super_admin' | 'admin' | 'user', TestIdentity & { id: string }>;

  async function person(role: keyof typeof who) {
    const identity = await signUp(uniqueEmail(role.replace('_', '-')));
    const me = await api.request<Me>('GET', '/me', { token: identity.token });
    await api.database.db.update(users).set({ role }).where(eq(users.id, me.body.id));
    return { ...identity, id: me.body.id };
  }

  const zoneAudit = async (id: string) =>
    (
      await api.request<AuditEntry[]>('GET', `/admin/audit?target_type=zone&target_id=${id}`, {
        token: who.super_admin.token,
      })
    ).body;

  beforeAll(async () => {
    api = await startTestApi(kind);
    // The seed serves Lyon already: this marketplace starts without it, as before the city opens.
    const lyonSpaces = api.database.db
      .select({ id: spaces.id })
      .from(spaces)
      .where(eq(spaces.zoneId, 'lyon'));
    await api.database.db.delete(spaces).where(inArray(spaces.id, lyonSpaces));
    await api.database.db.delete(zones).where(eq(zones.id, 'lyon'));
    for (const role of ['super_admin', 'admin', 'user'] as const) who[role] = await person(role);
    holder.__database = Promise.resolve(api.database);
    routes = await loadRoutes();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    holder.__database = undefined;
    await api.close();
  });

  it('opens lyon: at once its search pages answer (empty), the sitemap lists it in both languages, the audit keeps it', async () => {
    expect((await api.request('GET', '/spaces?zone=lyon')).status).toBe(404);
    expect(await pageFor(routes.zonePage, 'lyon')).toBeNull();
    expect((await requestPageRoute(routes.sitemap)).body).not.toContain(`${SITE}/lyon<`);

    const opened = await api.request<AdminZone>('POST', '/admin/zones', {
      token: who.super_admin.token,
      body: LYON,
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ ...LYON, space_count: 0, published_count: 0 });

    const search = await api.request<SpaceSearchResponse>('GET', '/spaces?zone=lyon');
    expect(search.status).toBe(200);
    expect(search.body.items).toEqual([]);
    const page = await pageFor(routes.zonePage, 'lyon', 'en');
    expect(page?.zone).toEqual({
      id: 'lyon',
      name: 'Lyon',
      latitude: LYON.latitude,
      longitude: LYON.longitude,
    });
    expect(page?.results).toEqual([]);
    expect((await pageFor(routes.desksPage, 'lyon'))?.results).toEqual([]);

    const sitemap = sitemapEntries((await requestPageRoute(routes.sitemap)).body);
    for (const path of ['/lyon', '/desks/lyon']) {
      const alternates = { fr: `${SITE}${path}`, en: `${SITE}/en${path}`, 'x-default': `${SITE}${path}` };
      expect(sitemap.get(`${SITE}${path}`)).toEqual(alternates);
      expect(sitemap.get(`${SITE}/en${path}`)).toEqual(alternates);
    }

    const publicList = await api.request<ZoneWithCount[]>('GET', '/zones');
    expect(publicList.body.map((zone) => zone.id)).toContain('lyon');
    expect(publicList.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);

    const [entry, ...others] = await zoneAudit('lyon');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'zone.create',
      actor: { id: who.super_admin.id },
      target_type: 'zone',
      target_id: 'lyon',
      before: null,
    });
    expect(entry?.after).toEqual({
      name_fr: 'Lyon',
      name_en: 'Lyon',
      latitude: LYON.latitude,
      longitude: LYON.longitude,
    });
  });

  it('lets an admin read the zones with their spaces, but neither open nor edit one; to customers they do not exist', async () => {
    const list = await api.request<AdminZone[]>('GET', '/admin/zones', { token: who.admin.token });
    expect(list.status).toBe(200);
    const paris = list.body.find((zone) => zone.id === 'paris');
    expect(paris?.space_count).toBeGreaterThan(0);
    expect(paris?.published_count).toBeLessThanOrEqual(paris?.space_count ?? 0);

    const body = { ...LYON, id: 'marseille', name_fr: 'Marseille', name_en: 'Marseille' };
    expect((await api.request('POST', '/admin/zones', { token: who.admin.token, body })).status).toBe(404);
    expect(
      (
        await api.request('PUT', '/admin/zones/paris', {
          token: who.admin.token,
          body: { ...body, id: undefined },
        })
      ).status,
    ).toBe(404);
    expect((await api.request('GET', '/admin/zones', { token: who.user.token })).status).toBe(404);
    expect((await api.request('POST', '/admin/zones', { token: who.user.token, body })).status).toBe(404);
    expect((await api.request('GET', '/admin/zones')).status).toBe(401);

    const after = await api.request<AdminZone[]>('GET', '/admin/zones', { token: who.super_admin.token });
    expect(after.body.map((zone) => zone.id)).not.toContain('marseille');
    expect(after.body.find((zone) => zone.id === 'paris')?.name_fr).toBe('Paris');
    expect(await zoneAudit('marseille')).toEqual([]);
  });

  it('refuses an id that is a page of the site (422), one already taken (409) and a malformed one (400), writing nothing', async () => {
    const open = (zone: Record<string, unknown>) =>
      api.request<ErrorBody>('POST', '/admin/zones', {
        token: who.super_admin.token,
        body: { ...LYON, ...zone },
      });
    for (const id of ['admin', 'desks', 'api', 'en', 'mentions-legales']) {
      const refused = await open({ id });
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('ZONE_SLUG_RESERVED');
    }
    const taken = await open({ id: 'paris', name_fr: 'Paris bis' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('ZONE_TAKEN');
    for (const [zone, field] of [
      [{ id: 'Lyon Nord' }, 'body.id'],
      [{ id: 'x' }, 'body.id'],
      [{ id: 'nantes', latitude: 91 }, 'body.latitude'],
      [{ id: 'nantes', longitude: -181 }, 'body.longitude'],
      [{ id: 'nantes', name_en: '  ' }, 'body.name_en'],
    ] as const) {
      const refused = await open(zone);
      expect(refused.status, JSON.stringify(zone)).toBe(400);
      expect(refused.body.error.details.map((detail) => detail.field)).toEqual([field]);
    }
    // Every refusal has its words in both languages.
    for (const locale of ['fr', 'en'])
      for (const code of ['ZONE_SLUG_RESERVED', 'ZONE_TAKEN'])
        expect(translations(locale).api[code]).toBeTruthy();

    const names = (
      await api.request<AdminZone[]>('GET', '/admin/zones', { token: who.admin.token })
    ).body.map((zone) => zone.id);
    expect(names).not.toContain('admin');
    expect(names).not.toContain('nantes');
    expect(
      (await api.request<ZoneWithCount[]>('GET', '/zones')).body.find((zone) => zone.id === 'paris')?.name,
    ).toBe('Paris');
    expect(await zoneAudit('paris')).toEqual([]);
  });

  it('renames a zone and moves its centre: its search page says so at once, the audit keeps before and after', async () => {
    const change = {
      name_fr: 'Paris intra-muros',
      name_en: 'Central Paris',
      latitude: 48.86,
      longitude: 2.34,
    };
    const saved = await api.request<AdminZone>('PUT', '/admin/zones/paris', {
      token: who.super_admin.token,
      body: change,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: 'paris', ...change });
    expect(saved.body.space_count).toBeGreaterThan(0);

    expect((await pageFor(routes.zonePage, 'paris', 'en'))?.zone).toEqual({
      id: 'paris',
      name: 'Central Paris',
      latitude: 48.86,
      longitude: 2.34,
    });
    const [entry] = await zoneAudit('paris');
    expect(entry).toMatchObject({ action: 'zone.update', actor: { id: who.super_admin.id } });
    expect(entry?.before).toEqual({
      name_fr: 'Paris',
      name_en: 'Paris',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(entry?.after).toEqual(change);

    // The same again changes nothing, and says nothing more in the audit.
    expect(
      (await api.request('PUT', '/admin/zones/paris', { token: who.super_admin.token, body: change })).status,
    ).toBe(200);
    expect(await zoneAudit('paris')).toHaveLength(1);
    expect(
      (
        await api.request<ErrorBody>('PUT', '/admin/zones/nowhere', {
          token: who.super_admin.token,
          body: change,
        })
      ).status,
    ).toBe(404);
  });
});
