import { useEffect, useState } from 'react';

/** docs/product.md §9: the expiry check runs every second. */
const TICK_MS = 1000;

/** Milliseconds left on a hold (0 once expired), updated every second; null without an expiry. */
export function useHoldCountdown(expiresAt: string | null): number | null {
  const deadline = expiresAt ? Date.parse(expiresAt) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, deadline - now);
}
