import { useCallback, useEffect, useRef, useState } from 'react';
import type { Availability } from '../../../contracts/spaces';
import { getAvailability } from '../api/get-availability';

export type AvailabilityState = {
  /** The day's grid; undefined while it loads or when it could not be loaded. */
  availability: Availability | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks the API again for the day shown, e.g. after a booking was refused for a taken slot. */
  refresh: () => void;
};

/**
 * The availability of the chosen day: the server's for the first day, fetched for the others. The
 * server's is asked again once, in the background, as the page mounts: the page may come from a
 * shared cache (src/lib/public-cache.ts), a minute or more old; it shows until the answer comes.
 */
export function useAvailability(spaceId: string, day: string, initial: Availability): AvailabilityState {
  const [byDay, setByDay] = useState<Record<string, Availability>>({ [initial.day]: initial });
  const [failedDay, setFailedDay] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const known = useRef(byDay);
  const handledRefreshes = useRef(refreshes);
  const revalidated = useRef(false);

  useEffect(() => {
    known.current = byDay;
  }, [byDay]);

  useEffect(() => {
    const forced = handledRefreshes.current !== refreshes;
    handledRefreshes.current = refreshes;
    const revalidation = !revalidated.current && day === initial.day;
    revalidated.current = true;
    if (!forced && !revalidation && known.current[day]) return;
    const controller = new AbortController();
    setFailedDay(null);
    getAvailability(spaceId, day, controller.signal)
      .then((availability) => setByDay((current) => ({ ...current, [day]: availability })))
      .catch(() => {
        // A failed revalidation leaves the server's grid in place.
        if (!controller.signal.aborted && !(revalidation && known.current[day])) setFailedDay(day);
      });
    return () => controller.abort();
  }, [spaceId, day, refreshes, initial.day]);

  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  const availability = byDay[day];
  const failed = failedDay === day;
  return { availability, loading: !availability && !failed, failed, refresh };
}
