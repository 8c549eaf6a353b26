import type { GetServerSideProps } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpaceSearchResponse } from '../../src/contracts/spaces';
import { SESSION_COOKIE } from '../../src/lib/auth/session-cookie';
import { NOT_SHARED, PUBLIC_CACHE } from '../../src/lib/public-cache';
import type { Database } from '../../src/server/db/client';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { loadPage, requestPageRoute } from '../helpers/serve-page-route';

// The pages read the app's one database handle, as in production: the test API's here.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };
type Page = { getServerSideProps: GetServerSideProps };

const GUEST = {};
// Browsers send the marker among other cookies (consent, analytics…).
const SIGNED_IN = { cookie: `theme=light; ${SESSION_COOKIE}=1; other=x` };

describe('public pages and shared caches', () => {
  let api: TestApi;
  let alice: TestIdentity;
  let pages: { zone: Page; desks: Page; space: Page; sitemap: Page };
  let spacePath: { zone: string; slug: string };

  beforeAll(async () => {
    [api, alice] = await Promise.all([startTestApi(), signUp()]);
    holder.__database = Promise.resolve(api.database);
    vi.resetModules();
    pages = {
      zone: (await import('../../src/pages/[zone]/index')) as Page,
      desks: (await import('../../src/pages/desks/[zone]')) as Page,
      space: (await import('../../src/pages/[zone]/[slug]')) as Page,
      sitemap: (await import('../../src/pages/sitemap.xml')) as Page,
    };
    const listed = await api.request<SpaceSearchResponse>('GET', '/spaces?zone=paris');
    const first = listed.body.items[0];
    if (!first) throw new Error('the seeded catalogue lists no space in Paris');
    spacePath = { zone: first.zone, slug: first.slug };
    // Alice keeps every listed space: none of that may show on a guest's page.
    for (const item of listed.body.items)
      expect((await api.request('PUT', `/me/favorites/${item.id}`, { token: alice.token })).status).toBe(204);
  });
  afterAll(async () => {
    holder.__database = undefined;
    await api.close();
  });

  type Case = {
    name: string;
    page: Page;
    params: Record<string, string>;
    query: Record<string, string>;
    guest: string;
  };
  const cases = (): Case[] => [
    {
      name: 'a zone search',
      page: pages.zone,
      params: { zone: 'paris' },
      query: {},
      guest: PUBLIC_CACHE.listing,
    },
    {
      name: 'a zone search, page 2, with filters',
      page: pages.zone,
      params: { zone: 'paris' },
      query: { page: '2', capacity: '1-4' },
      guest: PUBLIC_CACHE.listing,
    },
    {
      name: 'the desks search',
      page: pages.desks,
      params: { zone: 'paris' },
      query: {},
      guest: PUBLIC_CACHE.listing,
    },
    { name: 'a space page', page: pages.space, params: spacePath, query: {}, guest: PUBLIC_CACHE.space },
  ];

  it("lets shared caches keep a guest's public pages, and keeps a signed-in visitor's to that visitor", async () => {
    for (const { name, page, params, query, guest } of cases()) {
      for (const locale of ['fr', 'en']) {
        const asGuest = await loadPage(page.getServerSideProps, { params, query, locale, headers: GUEST });
        expect(asGuest.headers['cache-control'], `${name} (${locale}), guest`).toBe(guest);
        expect(guest).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
        const asUser = await loadPage(page.getServerSideProps, { params, query, locale, headers: SIGNED_IN });
        expect(asUser.headers['cache-control'], `${name} (${locale}), signed in`).toBe(NOT_SHARED);
        // The same page either way: the server renders public pages as a guest's.
        expect(JSON.stringify(asUser.props)).toBe(JSON.stringify(asGuest.props));
      }
    }
  });

  it('keeps a search for a slot out of shared caches: it lists what is free right now', async () => {
    const day = workdayAhead(9);
    for (const page of [pages.zone, pages.desks]) {
      const { headers } = await loadPage(page.getServerSideProps, {
        params: { zone: 'paris' },
        query: { day, start: '1000', end: '1200' },
      });
      expect(headers['cache-control']).toBe(NOT_SHARED);
    }
  });

  it('hands a guest nothing personal: no favorite, no e-mail, no user id', async () => {
    for (const { name, page, params, query } of cases()) {
      const { props } = await loadPage(page.getServerSideProps, { params, query });
      const text = JSON.stringify(props);
      expect(text, name).not.toContain('"favorite":true');
      expect(text, name).not.toContain(alice.email);
      expect(text, name).not.toContain(alice.uid);
    }
  });

  it('serves the sitemap to caches for a guest, and privately with a session', async () => {
    const asGuest = await requestPageRoute(pages.sitemap.getServerSideProps);
    expect(asGuest.status).toBe(200);
    expect(asGuest.headers.get('cache-control')).toBe(PUBLIC_CACHE.sitemap);
    const asUser = await requestPageRoute(pages.sitemap.getServerSideProps, { headers: SIGNED_IN });
    expect(asUser.headers.get('cache-control')).toBe(NOT_SHARED);
  });
});
