import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../src/server/db/schema';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';

describe('v1 API conventions', () => {
  let api: TestApi;
  let alice: TestIdentity;
  beforeAll(async () => {
    [api, alice] = await Promise.all([startTestApi(), signUp()]);
  });
  afterAll(() => api.close());

  it('answers 401 INVALID_API_KEY without the API key or with a wrong one', async () => {
    for (const apiKey of [null, 'wrong-key']) {
      const response = await api.request<{ error: { code: string } }>('GET', '/me', {
        token: alice.token,
        apiKey,
      });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('INVALID_API_KEY');
    }
  });

  it('answers 401 UNAUTHENTICATED without a token and INVALID_TOKEN with a forged one', async () => {
    expect((await api.request<{ error: { code: string } }>('GET', '/me')).body.error.code).toBe(
      'UNAUTHENTICATED',
    );
    const forged = await api.request<{ error: { code: string } }>('GET', '/me', {
      token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('INVALID_TOKEN');
  });

  it('answers malformed JSON with a 400 error body, not a crash', async () => {
    const response = await api.request<{ error: { code: string; message: string; details: unknown[] } }>(
      'PATCH',
      '/me',
      {
        token: alice.token,
        rawBody: '{"first_name": ',
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'MALFORMED_JSON', details: [] });
  });

  it('tags every answer, errors included, with the request id it was given or a new one', async () => {
    const given = await api.request('GET', '/zones', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const refused = await api.request('GET', '/me', {
      apiKey: 'wrong-key',
      headers: { 'x-request-id': 'trace-43' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toBe('trace-43');
    const [first, second] = await Promise.all([api.request('GET', '/nowhere'), api.request('GET', '/zones')]);
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await api.request<{ error: { code: string } }>('GET', '/nowhere');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('publishes an OpenAPI 3.1 document without needing the API key', async () => {
    const response = await api.request<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/openapi.json',
      { apiKey: null },
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
  });

  it('keeps a request id only when it is a short token, and makes a new one otherwise', async () => {
    for (const sent of ['x'.repeat(65), 'trace 42', 'a"b', '<script>']) {
      const answer = await api.request('GET', '/zones', { headers: { 'x-request-id': sent } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const kept = await api.request('GET', '/zones', { headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91:2');
  });

  it('tells every cache not to keep a signed-in answer, errors included', async () => {
    const me = await api.request('GET', '/me', { token: alice.token });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const missing = await api.request('GET', '/bookings/00000000-0000-4000-8000-000000000000', {
      token: alice.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('spares only the Stripe webhook and the API description the API key, not any path that looks like them', async () => {
    for (const path of [
      '/me/webhooks/stripe',
      '/webhooks/other',
      '/webhooks/stripe/extra',
      '/spaces/x/openapi.json',
      '/unsubscribe/extra',
      '/me/unsubscribe',
    ]) {
      const answer = await api.request<{ error: { code: string } }>('POST', path, { apiKey: null });
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('INVALID_API_KEY');
    }
  });

  it('refuses a body over 100 kB with 413 in the JSON error format, and changes nothing', async () => {
    await api.request('PATCH', '/me', { token: alice.token, body: { first_name: 'Alice' } });
    const big = await api.request<{ error: { code: string } }>('PATCH', '/me', {
      token: alice.token,
      body: { first_name: 'Alicia', last_name: 'é'.repeat(60_000) },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const me = await api.request<{ first_name: string | null }>('GET', '/me', { token: alice.token });
    expect(me.body.first_name).toBe('Alice');
  });

  it('answers the availability of an unpublished space with 404, like the space itself', async () => {
    const room = weekdayRoom(1);
    await api.database.db.update(spaces).set({ published: false }).where(eq(spaces.id, room.id));
    const answer = await api.request<{ error: { code: string } }>(
      'GET',
      `/spaces/${room.id}/availability?day=${workdayAhead(4)}`,
    );
    expect(answer.status).toBe(404);
    expect((await api.request('GET', `/spaces/paris/${room.slug}`)).status).toBe(404);
  });
});
