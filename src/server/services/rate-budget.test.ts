import { describe, expect, it } from 'vitest';
import { createRateBudget } from './rate-budget';

describe('createRateBudget', () => {
  it('allows `limit` uses per key in a window, each key on its own, and starts afresh in the next window', () => {
    const budget = createRateBudget({ windowMs: 1_000 });
    const t0 = 10_000;
    expect([1, 2, 3].map(() => budget.take('a', 2, t0))).toEqual([true, true, false]);
    expect(budget.take('b', 2, t0 + 10)).toBe(true);
    expect(budget.take('a', 2, t0 + 999)).toBe(false);
    expect(budget.take('a', 2, t0 + 1_000)).toBe(true);
  });

  it('a limit of 0 allows nothing', () => {
    expect(createRateBudget({ windowMs: 1_000 }).take('a', 0, 0)).toBe(false);
  });

  it('forgets every key past maxKeys rather than grow', () => {
    const budget = createRateBudget({ windowMs: 60_000, maxKeys: 2 });
    expect(budget.take('a', 1, 0)).toBe(true);
    expect(budget.take('b', 1, 0)).toBe(true);
    expect(budget.take('c', 1, 0)).toBe(true);
    // 'a' was forgotten with the rest when 'c' came in.
    expect(budget.take('a', 1, 0)).toBe(true);
  });
});
