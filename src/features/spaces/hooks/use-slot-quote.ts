import { useEffect, useRef, useState } from 'react';
import type { QuoteSpace, SlotQuote } from '../utils/slot-quote';
import { isChosen, type SpaceSlot } from '../utils/slot-query';

const loadRules = () => import('../utils/slot-quote');

/** Starts downloading the price and slot rules, so that the first change is priced at once. */
export function preloadSlotRules(): void {
  void loadRules();
}

/** A quote and the slot it is for, as the server hands the first one over. */
export type KeyedQuote = { key: string; quote: SlotQuote };

export const quoteKey = (slot: SpaceSlot) => `${slot.day}|${slot.start ?? ''}|${slot.end ?? ''}`;

/**
 * The verdict and price of the slot: null until both times are chosen, undefined for the moment
 * the rules take to load, then the quote. The server's quote covers the first render, and is
 * worked out again once the page has mounted: it may come from a shared cache, and a slot's
 * verdict and early-booking rebate depend on the time.
 */
export function useSlotQuote(
  space: QuoteSpace,
  slot: SpaceSlot,
  initial: KeyedQuote | null,
  desks = 1,
): SlotQuote | null | undefined {
  // Several desks of a desk space: each at the hourly price (the server's first quote is for one).
  const key = desks === 1 ? quoteKey(slot) : `${quoteKey(slot)}|${desks}`;
  const [result, setResult] = useState<KeyedQuote | null>(initial);
  const fresh = useRef(false);
  const chosen = isChosen(slot) ? slot : null;

  useEffect(() => {
    if (!chosen || (fresh.current && result?.key === key)) return;
    fresh.current = true;
    let live = true;
    void loadRules().then((rules) => {
      if (live)
        setResult({
          key,
          quote: rules.quoteSlot({ ...space, price_hour: space.price_hour * desks }, chosen, new Date()),
        });
    });
    return () => {
      live = false;
    };
    // `chosen` is rebuilt each render; `key` says everything about it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, space]);

  if (!chosen) return null;
  return result?.key === key ? result.quote : undefined;
}
