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

/** The availability of the chosen day: the server's for the first day, fetched for the others. */
export function useAvailability(spaceId: string, day: string, initial: Availability): AvailabilityState {
  const [byDay, setByDay] = useState<Record<string, Availability>>({ [initial.day]: initial });
  const [failedDay, setFailedDay] = useState<string | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const known = useRef(byDay);
  const handledRefreshes = useRef(refreshes);

  useEffect(() => {
    known.current = byDay;
  }, [byDay]);

  useEffect(() => {
    const forced = handledRefreshes.current !== refreshes;
    handledRefreshes.current = refreshes;
    if (!forced && known.current[day]) return;
    const controller = new AbortController();
    setFailedDay(null);
    getAvailability(spaceId, day, controller.signal)
      .then((availability) => setByDay((current) => ({ ...current, [day]: availability })))
      .catch(() => {
        if (!controller.signal.aborted) setFailedDay(day);
      });
    return () => controller.abort();
  }, [spaceId, day, refreshes]);

  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  const availability = byDay[day];
  const failed = failedDay === day;
  return { availability, loading: !availability && !failed, failed, refresh };
}
