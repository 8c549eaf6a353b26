import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { slotToQuery, type SpaceSlot } from '../utils/slot-query';

/**
 * The slot the page shows, kept in the URL (day, start, end) so that it can be shared and a
 * reload keeps it. The URL is replaced, not pushed: trying days should not fill the history.
 */
export function useSpaceSlot(initial: SpaceSlot): [SpaceSlot, (slot: SpaceSlot) => void] {
  const router = useRouter();
  const [slot, setSlot] = useState(initial);
  const change = useCallback(
    (next: SpaceSlot) => {
      setSlot(next);
      const { day: _day, start: _start, end: _end, ...rest } = router.query;
      void router.replace({ pathname: router.pathname, query: { ...rest, ...slotToQuery(next) } }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  // A URL whose slot the server had to correct (a day past, or beyond 12 months) shows the one used.
  useEffect(() => {
    const { day, start, end } = router.query;
    if (day === undefined && start === undefined && end === undefined) return;
    const used = slotToQuery(initial);
    if (day !== used.day || start !== used.start || end !== used.end) change(initial);
    // Once, for the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [slot, change];
}
