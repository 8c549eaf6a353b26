// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../../src/lib/monitoring';

// The client reads its configuration once, when first imported.
vi.stubEnv('NEXT_PUBLIC_API_BASE_URL', '/api/v1');
vi.stubEnv('NEXT_PUBLIC_API_KEY_HEADER', 'x-api-key');
vi.stubEnv('NEXT_PUBLIC_API_KEY', 'test-key');
const { apiClient, apiErrorOf, setApiLocale, setIdTokenGetter } = await import('../../src/lib/api-client');

type Seen = { search: string; headers: Headers };
let seen: Seen | undefined;
/** Resolved when a request has reached /slow, which never answers. */
let slowReached = () => {};

const server = setupServer(
  http.get('*/api/v1/echo', ({ request }) => {
    seen = { search: new URL(request.url).search, headers: request.headers };
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/api/v1/slow', async () => {
    slowReached();
    await delay('infinite');
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/api/v1/status/:code', ({ params }) =>
    HttpResponse.json(
      {
        error: {
          code: 'SOMETHING',
          message: 'It failed.',
          details: [{ field: 'body.x', code: 'too_small', message: 'Too small.' }],
        },
      },
      { status: Number(params.code) },
    ),
  ),
  http.get('*/api/v1/offline', () => HttpResponse.error()),
);

const reports: unknown[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setErrorReporter((error) => reports.push(error));
});
afterEach(() => {
  server.resetHandlers();
  seen = undefined;
  reports.length = 0;
  setIdTokenGetter(null);
  setApiLocale('fr');
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  setErrorReporter(null);
  vi.unstubAllEnvs();
});

async function echo(config: Parameters<typeof apiClient.get>[1] = {}): Promise<Seen> {
  await apiClient.get('/echo', config);
  if (!seen) throw new Error('the request did not reach the server');
  return seen;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('apiClient requests', () => {
  it('sends arrays as repeated keys and nested objects as dotted keys', async () => {
    const { search } = await echo({
      params: { zone: 'paris', features: ['wifi', 'screen'], near: { lat: 48.86, lng: 2.35 } },
    });
    expect(search).toBe('?zone=paris&features=wifi&features=screen&near.lat=48.86&near.lng=2.35');
  });

  it('sends the fixed API key header', async () => {
    const { headers } = await echo();
    expect(headers.get('x-api-key')).toBe('test-key');
  });

  it('adds a bearer token only when a token getter is registered and has a token', async () => {
    expect((await echo()).headers.get('authorization')).toBeNull();
    setIdTokenGetter(async () => null);
    expect((await echo()).headers.get('authorization')).toBeNull();
    setIdTokenGetter(async () => 'id-token-1');
    expect((await echo()).headers.get('authorization')).toBe('Bearer id-token-1');
    expect((await echo({ headers: { Authorization: 'Bearer fresh' } })).headers.get('authorization')).toBe(
      'Bearer fresh',
    );
  });

  it('asks for answers in the current locale', async () => {
    expect((await echo()).headers.get('accept-language')).toBe('fr');
    setApiLocale('en');
    expect((await echo()).headers.get('accept-language')).toBe('en');
  });
});

describe('apiClient failures', () => {
  it("rejects a cancelled call with 'Query was cancelled' and does not report it", async () => {
    const controller = new AbortController();
    const reached = new Promise<void>((resolve) => (slowReached = resolve));
    const call = failure(apiClient.get('/slow', { signal: controller.signal }));
    // Cancelled while on its way: once the server has it.
    await reached;
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Query was cancelled');

    const before = new AbortController();
    before.abort();
    expect(((await failure(apiClient.get('/echo', { signal: before.signal }))) as Error).message).toBe(
      'Query was cancelled',
    );
    expect(reports).toEqual([]);
  });

  it('logs and reports a server error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(apiClient.get('/status/500'));
    expect(reports).toEqual([error]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('does not report a 401', async () => {
    await failure(apiClient.get('/status/401'));
    expect(reports).toEqual([]);
  });

  it('does not report a network error', async () => {
    const error = await failure(apiClient.get('/offline'));
    expect((error as Error).message).toBe('Network Error');
    expect(reports).toEqual([]);
  });

  it('does not report an expired identity token', async () => {
    setIdTokenGetter(() =>
      Promise.reject(
        Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), {
          code: 'auth/user-token-expired',
        }),
      ),
    );
    await failure(apiClient.get('/echo'));
    expect(seen).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it("reads the API's error body", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(apiErrorOf(await failure(apiClient.get('/status/422')))).toEqual({
      status: 422,
      code: 'SOMETHING',
      message: 'It failed.',
      details: [{ field: 'body.x', code: 'too_small', message: 'Too small.' }],
    });
    expect(apiErrorOf(await failure(apiClient.get('/offline')))).toBeUndefined();
    expect(apiErrorOf(new Error('not from the API'))).toBeUndefined();
  });
});
