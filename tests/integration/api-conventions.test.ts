import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/api';
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
      const response = await api.request<{ error: { code: string } }>('GET', '/me', { token: alice.token, apiKey });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('INVALID_API_KEY');
    }
  });

  it('answers 401 UNAUTHENTICATED without a token and INVALID_TOKEN with a forged one', async () => {
    expect((await api.request<{ error: { code: string } }>('GET', '/me')).body.error.code).toBe('UNAUTHENTICATED');
    const forged = await api.request<{ error: { code: string } }>('GET', '/me', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('INVALID_TOKEN');
  });

  it('answers malformed JSON with a 400 error body, not a crash', async () => {
    const response = await api.request<{ error: { code: string; message: string; details: unknown[] } }>('PATCH', '/me', {
      token: alice.token,
      rawBody: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'MALFORMED_JSON', details: [] });
  });

  it('tags every answer, errors included, with the request id it was given or a new one', async () => {
    const given = await api.request('GET', '/zones', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const refused = await api.request('GET', '/me', { apiKey: 'wrong-key', headers: { 'x-request-id': 'trace-43' } });
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
    const response = await api.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/openapi.json', { apiKey: null });
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
  });
});
