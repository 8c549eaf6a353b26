import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { Me } from '../../src/contracts/me';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import {
  operationsOf,
  probe,
  type OpenApiDocument,
  type Operations,
  type Probe,
} from '../helpers/openapi-probes';
import { testDatabaseKinds } from '../helpers/test-database';

type Answer = { status: number; json: unknown };

/**
 * Every string of every route in the OpenAPI document (path, query and body fields), generated
 * from the document rather than listed, filled with what a hostile client sends: a NUL character
 * (which no PostgreSQL text can hold), a megabyte, and 8 kB of accented letters. Each answer is a
 * 4xx with the JSON error body (or a success for what is merely long), never a 500.
 */
describe.each(testDatabaseKinds())('hostile strings on every route, on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let operations: Operations;
  const known: Record<string, string> = {};
  const room = weekdayRoom(0);
  const day = workdayAhead(3);

  beforeAll(async () => {
    [api, alice] = await Promise.all([startTestApi(kind), signUp()]);
    const me = await api.request<Me>('GET', '/me', { token: alice.token });
    const held = await api.request<Booking>('POST', '/bookings', {
      token: alice.token,
      body: { space_id: room.id, day, start: 1000, end: 1100 },
    });
    Object.assign(known, {
      'bookings/{id}': held.body.id,
      'events/{id}': held.body.occurrences[0]?.event_id ?? '',
      'spaces/{id}': room.id,
      'favorites/{id}': room.id,
      'users/{userId}': me.body.id,
      '{zone}': 'paris',
      '{slug}': room.slug,
      '?zone': 'paris',
      '?day': day,
    });
    operations = operationsOf((await api.request<OpenApiDocument>('GET', '/openapi.json')).body);
  });
  afterAll(() => api.close());

  async function send({ method, path, query, body }: Probe): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const one of [value].flat()) search.append(key, one);
    const url = `${api.baseUrl}${path}${search.size > 0 ? `?${search}` : ''}`;
    const headers: Record<string, string> = {
      'x-api-key': 'test-api-key',
      authorization: `Bearer ${alice.token}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text, which the assertions below refuse for an error.
    }
    return { status: response.status, json };
  }

  const errorShape = {
    error: { code: expect.any(String), message: expect.any(String), details: expect.any(Array) },
  };

  /** Sends `value` in every string slot of every operation; returns those answered outside `accept`. */
  async function sweep(value: string, accept: (answer: Answer, slot: string) => boolean) {
    const refused: string[] = [];
    let sent = 0;
    for (const entry of operations) {
      for (const slot of entry.slots) {
        const answer = await send(probe(entry, slot, value, known));
        sent++;
        if (!accept(answer, slot.in))
          refused.push(
            `${entry.method} ${entry.template} ${slot.in}.${slot.name} → ${answer.status} ${JSON.stringify(answer.json).slice(0, 120)}`,
          );
      }
    }
    return { refused, sent };
  }

  it('has string slots to probe on most routes', () => {
    const withSlots = operations.filter((entry) => entry.slots.length > 0);
    expect(withSlots.length).toBeGreaterThan(25);
    expect(withSlots.flatMap((entry) => entry.slots).length).toBeGreaterThan(60);
  });

  it('answers a NUL character in any string with a 4xx JSON error', async () => {
    const { refused } = await sweep(
      'probe\u0000probe',
      (answer) =>
        answer.status >= 400 &&
        answer.status < 500 &&
        expect.objectContaining(errorShape).asymmetricMatch(answer.json),
    );
    expect(refused).toEqual([]);
  });

  it('answers a 1 MB string with a 4xx: 413 with a JSON error in a body, the server’s own refusal in a URL', async () => {
    const { refused } = await sweep('x'.repeat(1024 * 1024), (answer, where) =>
      where === 'body'
        ? answer.status === 413 && expect.objectContaining(errorShape).asymmetricMatch(answer.json)
        : answer.status >= 400 && answer.status < 500,
    );
    expect(refused).toEqual([]);
  });

  it('answers 8 kB of accented letters in any string without a server error', async () => {
    // Percent-encoded, 8 kB of them pass Node's 16 kB limit on a request's head: a URL may get its 431.
    const { refused } = await sweep('é'.repeat(4096), (answer, where) =>
      where !== 'body' && answer.status === 431
        ? true
        : answer.status < 500 &&
          (answer.status < 400 || expect.objectContaining(errorShape).asymmetricMatch(answer.json)),
    );
    expect(refused).toEqual([]);
  });
});
