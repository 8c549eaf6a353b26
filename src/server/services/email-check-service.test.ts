import { describe, expect, it, vi } from 'vitest';
import { checkEmail, checkEmailLocally, normaliseEmail } from './email-check-service';

describe('checkEmailLocally', () => {
  it('accepts an ordinary address', () => {
    expect(checkEmailLocally('camille.durand@orange.fr')).toEqual({ valid: true });
    expect(checkEmailLocally('jean@gmail.com')).toEqual({ valid: true });
  });

  it('refuses what is not an e-mail address', () => {
    for (const email of ['camille', 'camille@', '@gmail.com', 'camille@orange', 'ca mille@orange.fr']) {
      expect(checkEmailLocally(email), email).toMatchObject({ valid: false, reason: 'invalid' });
    }
  });

  it('refuses disposable domains and their subdomains', () => {
    expect(checkEmailLocally('x@yopmail.com')).toEqual({ valid: false, reason: 'disposable' });
    expect(checkEmailLocally('x@MAILINATOR.com')).toEqual({ valid: false, reason: 'disposable' });
    expect(checkEmailLocally('x@inbox.mailinator.com')).toEqual({ valid: false, reason: 'disposable' });
  });

  it('suggests the common domain a typo was meant to be, French providers included', () => {
    expect(checkEmailLocally('jean@gmial.com')).toEqual({ valid: true, did_you_mean: 'jean@gmail.com' });
    expect(checkEmailLocally('jean@hotmial.fr').did_you_mean).toBe('jean@hotmail.fr');
    expect(checkEmailLocally('jean@oranege.fr').did_you_mean).toBe('jean@orange.fr');
    expect(checkEmailLocally('jean@gmail.con').did_you_mean).toBe('jean@gmail.com');
  });

  it('suggests nothing for a correctly spelled or unknown domain', () => {
    expect(checkEmailLocally('jean@free.fr').did_you_mean).toBeUndefined();
    expect(checkEmailLocally('jean@atelier-durand.fr').did_you_mean).toBeUndefined();
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normaliseEmail('  Jean.Dupont@GMAIL.Com ')).toBe('Jean.Dupont@gmail.com');
  });
});

describe('checkEmail with the external service', () => {
  const config = {
    key: 'secret',
    url: 'https://verify.test/v1/verify',
    timeoutMs: 100,
    perClientPerHour: 20,
  };
  const answering = (body: unknown, status = 200) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

  it('asks the service with the key and the e-mail, and follows its verdict', async () => {
    const fetcher = answering({ state: 'undeliverable', did_you_mean: null, disposable: false });
    expect(await checkEmail('nobody@orange.fr', { config, fetcher })).toEqual({
      valid: false,
      reason: 'undeliverable',
    });
    const url = new URL(String(fetcher.mock.calls[0]?.[0]));
    expect(url.searchParams.get('key')).toBe('secret');
    expect(url.searchParams.get('email')).toBe('nobody@orange.fr');
  });

  it('reports disposable addresses and passes on a suggestion', async () => {
    expect(
      await checkEmail('a@trash.test', { config, fetcher: answering({ state: 'risky', disposable: true }) }),
    ).toEqual({
      valid: false,
      reason: 'disposable',
    });
    expect(
      await checkEmail('a@gmal.com', {
        config,
        fetcher: answering({ state: 'unknown', did_you_mean: 'a@gmail.com', disposable: false }),
      }),
    ).toEqual({
      valid: true,
      did_you_mean: 'a@gmail.com',
    });
  });

  it('falls back to local checks when the service fails, answers garbage or is too slow', async () => {
    const failing = [
      answering({ error: 'quota' }, 429),
      answering({ unexpected: true }),
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed');
      }),
    ];
    for (const fetcher of failing)
      expect(await checkEmail('x@yopmail.com', { config, fetcher })).toEqual({
        valid: false,
        reason: 'disposable',
      });
    const slow = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    expect(await checkEmail('jean@gmial.com', { config, fetcher: slow })).toEqual({
      valid: true,
      did_you_mean: 'jean@gmail.com',
    });
  });

  it('does not spend a verification on a malformed address', async () => {
    const fetcher = answering({ state: 'deliverable', disposable: false });
    expect(await checkEmail('not-an-email', { config, fetcher })).toMatchObject({
      valid: false,
      reason: 'invalid',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
