// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Availability } from '../../src/contracts/spaces';
import * as availabilityApi from '../../src/features/spaces/api/get-availability';
import { useAvailability } from '../../src/features/spaces/hooks/use-availability';

const SPACE_ID = '0354d65f-af7d-511a-931f-f3e905cc9d3b';
const DAY = '2027-03-16';
const grid = (free: boolean): Availability => ({
  day: DAY,
  opening: { open: 900, close: 1800 },
  cells: [{ start: '10:00', end: '10:30', free, desks_left: null }],
});

let answer: Availability | null = grid(false);
let asked = 0;
const server = setupServer(
  http.get('*/api/v1/spaces/:id/availability', () => {
    asked += 1;
    return answer
      ? HttpResponse.json(answer)
      : HttpResponse.json({ error: { code: 'INTERNAL' } }, { status: 500 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The API client, loaded on demand, imported once before the tests: its first import is
// transformed by the test runner, more than Testing Library's second on a busy machine.
beforeAll(async () => {
  await import('../../src/lib/api-client');
});
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup: a hook left
  // mounted would go on asking, and be counted by the next test.
  cleanup();
  vi.restoreAllMocks();
  asked = 0;
  answer = grid(false);
});
afterAll(() => server.close());

it("shows the server's grid at once, then the API's, asked once as the page mounts (the page may come from a shared cache)", async () => {
  const { result } = renderHook(() => useAvailability(SPACE_ID, DAY, grid(true)));
  expect(result.current.availability?.cells[0]?.free).toBe(true);
  expect(result.current.loading).toBe(false);
  await waitFor(() => expect(result.current.availability?.cells[0]?.free).toBe(false), { timeout: 10_000 });
  expect(asked).toBe(1);
});

it("keeps the server's grid when that second look fails", async () => {
  answer = null;
  const looks = vi.spyOn(availabilityApi, 'getAvailability');
  const { result } = renderHook(() => useAvailability(SPACE_ID, DAY, grid(true)));
  await waitFor(() => expect(looks).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  // Once the failure has been dealt with (the hook's handler runs before this one) and rendered.
  await act(async () => {
    await expect(looks.mock.results[0]?.value).rejects.toThrow();
  });
  expect(asked).toBe(1);
  expect(result.current.failed).toBe(false);
  expect(result.current.availability?.cells[0]?.free).toBe(true);
});
