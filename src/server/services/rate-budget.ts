/**
 * Uses counted per key in fixed windows of `windowMs`, in this process. Bounded: past `maxKeys`
 * keys it starts over rather than grow without end.
 */
export function createRateBudget({ windowMs, maxKeys = 10_000 }: { windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    /** Uses one of `key`'s `limit` units in the current window; false when none is left. */
    take(key: string, limit: number, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= maxKeys) windows.clear();
        window = { start: now, used: 0 };
        windows.set(key, window);
      }
      if (window.used >= limit) return false;
      window.used += 1;
      return true;
    },
  };
}
