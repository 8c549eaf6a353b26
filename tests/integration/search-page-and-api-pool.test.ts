import type { GetServerSideProps } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPACE_FEATURES } from '../../src/contracts/space-features';
import type { SpaceSearchResponse } from '../../src/contracts/spaces';
import { CAPACITY_BUCKETS } from '../../src/domain/capacity';
import type { ZoneSearchScreenProps } from '../../src/features/search/components/zone-search-screen';
import type { Database } from '../../src/server/db/client';
import { startTestApi, type TestApi } from '../helpers/api';
import { loadPageProps } from '../helpers/serve-page-route';
import { testDatabaseKinds } from '../helpers/test-database';

// The page reads the app's one database handle, as in production: it is the test API's here.
const holder = globalThis as typeof globalThis & { __database?: Promise<Database> };

/**
 * In production the pages and the API are separate bundles, each with its own copy of the server
 * modules, sharing one database pool. The page is loaded here the same way: as a fresh copy of its
 * modules, beside the API's. Both prepare search statements on the same connections.
 */
describe.each(testDatabaseKinds())('the search page and the API on one pool, on %s', (kind) => {
  let api: TestApi;
  let getServerSideProps: GetServerSideProps<ZoneSearchScreenProps>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    holder.__database = Promise.resolve(api.database);
    vi.resetModules();
    ({ getServerSideProps } = await import('../../src/pages/[zone]/index'));
  });
  afterAll(async () => {
    holder.__database = undefined;
    await api.close();
  });

  it('answers every search of both, alternating over many shapes', async () => {
    const feature = (i: number) => SPACE_FEATURES[i % SPACE_FEATURES.length] ?? 'wifi';
    for (let i = 0; i < 30; i++) {
      const query = {
        zone: 'paris',
        capacity: CAPACITY_BUCKETS[i % CAPACITY_BUCKETS.length] ?? '1-4',
        features: feature(i),
      };
      const fromApi = await api.request<SpaceSearchResponse>('GET', `/spaces?${new URLSearchParams(query)}`);
      expect(fromApi.status).toBe(200);
      const pageQuery: Record<string, string> = i % 2 === 0 ? {} : { features: feature(i + 3) };
      const props = await loadPageProps(getServerSideProps, { params: { zone: 'paris' }, query: pageQuery });
      expect(Array.isArray(props.results)).toBe(true);
    }
  });
});
