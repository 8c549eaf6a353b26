import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailCheckResult } from '../../src/contracts/auth';
import { createRateLimits, DEFAULT_RATE_LIMITS } from '../../src/server/integrations/rate-limits';
import { startTestApi, type TestApi } from '../helpers/api';

/** A stand-in for the external verification service, recording what it was asked. */
function fakeVerificationService(answer: (email: string) => unknown) {
  const asked: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    asked.push(query);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(query.get('email') ?? '')));
  });
  return {
    asked,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('GET /v1/email-check', () => {
  let api: TestApi;
  // The paid verifications' allowance is kept with the rate limits (in memory here); the calls a
  // minute are not what this suite is about.
  const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, email_check: 1_000 });
  beforeAll(async () => {
    api = await startTestApi('pglite', { rateLimits: limits });
  });
  afterAll(async () => {
    await api.close();
    await limits.close();
  });
  afterEach(() => {
    delete process.env.EMAIL_VERIFICATION_KEY;
    delete process.env.EMAIL_VERIFICATION_URL;
    delete process.env.EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR;
    delete process.env.TRUST_PROXY;
  });

  const check = (email: string) =>
    api.request<EmailCheckResult>('GET', `/email-check?email=${encodeURIComponent(email)}`);

  it('accepts an ordinary address without signing in', async () => {
    const response = await check('camille@orange.fr');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ valid: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses malformed and disposable addresses with local checks when no service is configured', async () => {
    expect((await check('camille@orange')).body).toMatchObject({ valid: false, reason: 'invalid' });
    expect((await check('camille@yopmail.com')).body).toEqual({ valid: false, reason: 'disposable' });
  });

  it('suggests the domain a typo was meant to be', async () => {
    expect((await check('camille@gmial.com')).body).toEqual({
      valid: true,
      did_you_mean: 'camille@gmail.com',
    });
  });

  it('answers 400 VALIDATION_ERROR without an e-mail, and 401 without the API key', async () => {
    const missing = await api.request<{ error: { code: string; details: { field: string }[] } }>(
      'GET',
      '/email-check',
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_ERROR');
    expect(missing.body.error.details[0]?.field).toBe('query.email');
    expect((await api.request('GET', '/email-check?email=a@b.fr', { apiKey: null })).status).toBe(401);
  });

  it('asks the external service when a key is set, and follows its verdict', async () => {
    const service = fakeVerificationService((email) =>
      email.startsWith('ghost')
        ? { state: 'undeliverable', did_you_mean: null, disposable: false }
        : { state: 'deliverable', did_you_mean: null, disposable: false },
    );
    process.env.EMAIL_VERIFICATION_URL = await service.start();
    process.env.EMAIL_VERIFICATION_KEY = 'test-verification-key';
    try {
      expect((await check('ghost@orange.fr')).body).toEqual({ valid: false, reason: 'undeliverable' });
      expect((await check('camille@orange.fr')).body).toEqual({ valid: true });
      expect(service.asked[0]?.get('key')).toBe('test-verification-key');
      expect(service.asked[0]?.get('email')).toBe('ghost@orange.fr');
    } finally {
      await service.stop();
    }
  });

  it('falls back to local checks when the external service is unreachable', async () => {
    process.env.EMAIL_VERIFICATION_KEY = 'test-verification-key';
    // Nothing listens on port 9 of this machine: the call fails at once.
    process.env.EMAIL_VERIFICATION_URL = 'http://127.0.0.1:9/verify';
    expect((await check('camille@yopmail.com')).body).toEqual({ valid: false, reason: 'disposable' });
    expect((await check('camille@orange.fr')).body).toEqual({ valid: true });
  });

  it('spends at most the hourly allowance of paid verifications per client, then answers from local checks', async () => {
    // Every address is undeliverable for the service: an answer of { valid: true } came from local checks.
    const service = fakeVerificationService(() => ({
      state: 'undeliverable',
      did_you_mean: null,
      disposable: false,
    }));
    process.env.EMAIL_VERIFICATION_URL = await service.start();
    process.env.EMAIL_VERIFICATION_KEY = 'test-verification-key';
    process.env.EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR = '3';
    process.env.TRUST_PROXY = 'true';
    const from = (address: string, email: string) =>
      api.request<EmailCheckResult>('GET', `/email-check?email=${encodeURIComponent(email)}`, {
        headers: { 'x-forwarded-for': `203.0.113.9, ${address}` },
      });
    try {
      for (let i = 1; i <= 3; i++)
        expect((await from('198.51.100.1', `ghost${i}@orange.fr`)).body).toEqual({
          valid: false,
          reason: 'undeliverable',
        });
      const over = await from('198.51.100.1', 'ghost4@orange.fr');
      expect(over.status).toBe(200);
      expect(over.body).toEqual({ valid: true });
      // Local checks still refuse what they can tell is wrong.
      expect((await from('198.51.100.1', 'ghost@yopmail.com')).body).toEqual({
        valid: false,
        reason: 'disposable',
      });
      expect(service.asked).toHaveLength(3);
      // Another client has its own allowance; the first entry of X-Forwarded-For (the client's own say) is not it.
      expect((await from('198.51.100.2', 'ghost5@orange.fr')).body).toEqual({
        valid: false,
        reason: 'undeliverable',
      });
      expect(service.asked).toHaveLength(4);
    } finally {
      await service.stop();
    }
  });
});
