// @vitest-environment jsdom
// jsdom: react-query does not retry on a server, and these are the browser's rules.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from '../../src/lib/query-client';

const httpError = (status: number) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: null,
  });

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** Runs a query that always fails with `error`; returns when each attempt started, from the first. */
async function attempts(error: Error): Promise<number[]> {
  const started: number[] = [];
  const result = client.fetchQuery({
    queryKey: ['failing', error.message],
    queryFn: () => {
      started.push(Date.now());
      return Promise.reject(error);
    },
  });
  const settled = result.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  await settled;
  await expect(result).rejects.toBe(error);
  return started.map((at) => at - (started[0] ?? at));
}

describe('queries', () => {
  it('retry a server error 3 times, waiting 1 s, 2 s then 4 s', async () => {
    expect(await attempts(httpError(500))).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('retry a network failure too', async () => {
    expect(await attempts(new AxiosError('Network Error', 'ERR_NETWORK'))).toHaveLength(4);
  });

  it('do not retry a 4xx, except 408 and 429', async () => {
    expect(await attempts(httpError(404))).toHaveLength(1);
    expect(await attempts(httpError(422))).toHaveLength(1);
    expect(await attempts(httpError(408))).toHaveLength(4);
    expect(await attempts(httpError(429))).toHaveLength(4);
  });

  it('do not retry a cancelled call', () => {
    expect(shouldRetryQuery(0, new Error('Query was cancelled'))).toBe(false);
  });

  it('wait twice as long before each retry, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('keep their data fresh for 5 minutes', async () => {
    const queryFn = vi.fn(async () => 'data');
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('drop unused data after 5 minutes', async () => {
    await client.prefetchQuery({ queryKey: ['kept'], queryFn: async () => 'data' });
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(client.getQueryData(['kept'])).toBe('data');
    await vi.advanceTimersByTimeAsync(2);
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });
});

describe('mutations', () => {
  it('never retry', async () => {
    const mutationFn = vi.fn(() => Promise.reject(httpError(503)));
    const observer = new MutationObserver(client, { mutationFn });
    const result = observer.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toBeInstanceOf(AxiosError);
    expect(mutationFn).toHaveBeenCalledOnce();
  });
});
