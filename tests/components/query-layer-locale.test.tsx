// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadApiClient, setApiLocale } from '../../src/lib/api-session';
import { QueryLayer } from '../../src/lib/query-layer';

// The API names a zone in the language it is asked in, as it titles spaces.
const server = setupServer(
  http.get('*/api/v1/zones', ({ request }) =>
    HttpResponse.json([
      { name: request.headers.get('accept-language') === 'en' ? 'Greater Paris' : 'Grand Paris' },
    ]),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  setApiLocale('fr');
  server.close();
});

function ZoneName() {
  const zones = useQuery({
    queryKey: ['zones'],
    queryFn: async () => (await (await loadApiClient()).get<{ name: string }[]>('/zones')).data,
  });
  return <p>{zones.data?.[0]?.name ?? '…'}</p>;
}

it('asks again in the new language what the cache holds in the old one', async () => {
  setApiLocale('fr');
  render(
    <QueryLayer>
      <ZoneName />
    </QueryLayer>,
  );
  expect(await screen.findByText('Grand Paris')).toBeInTheDocument();
  act(() => setApiLocale('en'));
  expect(await screen.findByText('Greater Paris')).toBeInTheDocument();
});
