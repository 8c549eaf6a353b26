import Router, { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { slotToQuery, type SpaceSlot } from '../utils/slot-query';

/**
 * The slot the page shows, kept in the URL (day, start, end) so that it can be shared and a
 * reload keeps it. The URL is replaced, not pushed: trying days should not fill the history.
 */
export function useSpaceSlot(initial: SpaceSlot): [SpaceSlot, (slot: SpaceSlot) => void] {
  const router = useRouter();
  const [slot, setSlot] = useState(initial);
  // Stable for the page's life: the router singleton, not the hook's value, which changes with
  // every route event and would re-render the booking panel for nothing.
  const change = useCallback((next: SpaceSlot) => {
    setSlot(next);
    const { day: _day, start: _start, end: _end, ...rest } = Router.query;
    void Router.replace({ pathname: Router.pathname, query: { ...rest, ...slotToQuery(next) } }, undefined, {
      shallow: true,
      scroll: false,
    });
  }, []);
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
