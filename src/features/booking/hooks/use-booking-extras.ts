import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '../../../contracts/bookings';
import { apiErrorOf, httpStatusOf } from '../../../lib/api-session';
import { getBooking } from '../api/get-booking';
import { getSpaceExtras, type ExtraOffer } from '../api/get-space-extras';
import { updateBookingCoupon } from '../api/update-booking-coupon';
import { updateBookingExtras } from '../api/update-booking-extras';

// Steppers are often pressed several times in a row: one save for the burst.
const SAVE_DELAY_MS = 400;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type BookingExtrasState =
  | { status: 'loading' }
  | { status: 'not-found' | 'failed' }
  | {
      status: 'ready';
      booking: Booking;
      offers: ExtraOffer[];
      quantities: Record<string, number>;
      setQuantity: (id: string, quantity: number) => void;
      /** How many people come (a hold only): per-person extras are counted for each. */
      attendees: number;
      setAttendees: (attendees: number) => void;
      save: SaveState;
      /** The API refused a change because the hold is over. */
      holdExpired: boolean;
      /** Saves what is pending now (before leaving for the payment). */
      flush: () => Promise<void>;
      /** Applies a coupon code (null removes it); rejects with the API's refusal. */
      applyCoupon: (code: string | null) => Promise<void>;
    };

const quantitiesOf = (booking: Booking) =>
  Object.fromEntries(booking.extras.map((extra) => [extra.id, extra.quantity]));

/** The hold, the extras its space offers and the quantities chosen, saved as they change. */
export function useBookingExtras(bookingId: string): BookingExtrasState {
  const [loaded, setLoaded] = useState<{ booking: Booking; offers: ExtraOffer[] } | null>(null);
  const [failure, setFailure] = useState<'not-found' | 'failed' | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [attendees, setAttendeesState] = useState(1);
  const people = useRef<number | undefined>(undefined);
  const [save, setSave] = useState<SaveState>('idle');
  const [holdExpired, setHoldExpired] = useState(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => Promise<void> } | null>(null);
  const latest = useRef(0);
  const chosen = useRef<Record<string, number>>({});
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const booking = await getBooking(bookingId, controller.signal);
      const offers = await getSpaceExtras(booking.space.zone, booking.space.slug, controller.signal);
      chosen.current = quantitiesOf(booking);
      setLoaded({ booking, offers });
      setQuantities(chosen.current);
      setAttendeesState(booking.attendees);
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const status = httpStatusOf(error);
      setFailure(status === 404 || status === 400 ? 'not-found' : 'failed');
    });
    return () => controller.abort();
  }, [bookingId]);

  const persist = useCallback(
    async (next: Record<string, number>) => {
      const call = ++latest.current;
      setSave('saving');
      try {
        const booking = await updateBookingExtras(
          bookingId,
          Object.entries(next).map(([id, quantity]) => ({ id, quantity })),
          people.current,
        );
        // An older answer must not overwrite a newer choice.
        if (call !== latest.current) return;
        setLoaded((current) => current && { ...current, booking });
        setSave('saved');
      } catch (error) {
        if (call !== latest.current) return;
        const code = apiErrorOf(error)?.code;
        if (code === 'HOLD_EXPIRED' || code === 'NOT_HELD') setHoldExpired(true);
        setSave('failed');
      }
    },
    [bookingId],
  );

  const schedule = useCallback(
    (next: Record<string, number>) => {
      chosen.current = next;
      setQuantities(next);
      if (pending.current) clearTimeout(pending.current.timer);
      const run = () => {
        pending.current = null;
        inFlight.current = persist(next);
        return inFlight.current;
      };
      pending.current = { timer: setTimeout(run, SAVE_DELAY_MS), run };
    },
    [persist],
  );

  const setQuantity = useCallback(
    (id: string, quantity: number) => schedule({ ...chosen.current, [id]: quantity }),
    [schedule],
  );

  // Per-person extras follow the number of people; the API counts them the same way.
  const setAttendees = useCallback(
    (count: number) => {
      people.current = count;
      setAttendeesState(count);
      const perPerson = new Set(loaded?.offers.filter((offer) => offer.per_person).map((offer) => offer.id));
      schedule(
        Object.fromEntries(
          Object.entries(chosen.current).map(([id, quantity]) => [
            id,
            perPerson.has(id) && quantity > 0 ? count : quantity,
          ]),
        ),
      );
    },
    [schedule, loaded],
  );

  const flush = useCallback(async () => {
    const waiting = pending.current;
    if (waiting) {
      clearTimeout(waiting.timer);
      await waiting.run();
    } else {
      await inFlight.current;
    }
  }, []);

  const applyCoupon = useCallback(
    async (code: string | null) => {
      // Extras chosen just before are saved first, so that the coupon's answer prices them too.
      await flush();
      try {
        const booking = await updateBookingCoupon(bookingId, code);
        setLoaded((current) => current && { ...current, booking });
      } catch (error) {
        const apiCode = apiErrorOf(error)?.code;
        if (apiCode === 'HOLD_EXPIRED' || apiCode === 'NOT_HELD') setHoldExpired(true);
        throw error;
      }
    },
    [bookingId, flush],
  );

  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  if (failure) return { status: failure };
  if (!loaded) return { status: 'loading' };
  return {
    status: 'ready',
    ...loaded,
    quantities,
    setQuantity,
    attendees,
    setAttendees,
    save,
    holdExpired,
    flush,
    applyCoupon,
  };
}
