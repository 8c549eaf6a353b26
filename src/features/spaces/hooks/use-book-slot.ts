import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf, httpStatusOf } from '../../../lib/api-session';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { createBooking, newIdempotencyKey } from '../api/create-booking';
import type { ChosenSlot } from '../utils/slot-query';

/** Why a booking did not go through, as the panel words it. */
export type BookingFailure = 'slotTaken' | 'slotUnavailable' | 'signIn' | 'generic';

export type BookSlotState = {
  book: (slot: ChosenSlot) => void;
  /** Waiting for the visitor to sign in, or for the hold to be created. */
  busy: boolean;
  /** The last refusal and the slot it was for. */
  failure: { reason: BookingFailure; slot: ChosenSlot } | null;
};

function refusalOf(code: string | undefined, status: number | undefined): BookingFailure | null {
  if (code === 'SLOT_TAKEN' || status === 409) return 'slotTaken';
  if (code === 'SLOT_UNAVAILABLE' || status === 422) return 'slotUnavailable';
  return null;
}

// Closing the dialog and the session becoming known can land in either order; only a dialog
// still closed and a visitor still a guest after this long means "signing in was abandoned".
const ABANDON_DELAY_MS = 1500;

/**
 * Book: holds the slot (POST /bookings) and goes on to the extras step. A guest first gets the
 * sign-in dialog; once signed in (login or register), the hold is created without a second click.
 * A refusal (409 SLOT_TAKEN, 422 SLOT_UNAVAILABLE) is reported through `onRefused` so the page
 * can show the grid as it now is.
 */
export function useBookSlot(spaceId: string, onRefused: () => void): BookSlotState {
  const router = useRouter();
  const { status } = useAuth();
  const dialog = useAuthDialog();
  const [phase, setPhase] = useState<'idle' | 'signing-in' | 'booking'>('idle');
  const [failure, setFailure] = useState<BookSlotState['failure']>(null);
  const wanted = useRef<ChosenSlot | null>(null);
  const attempt = useRef<{ slot: string; key: string } | null>(null);

  const create = useCallback(
    async (slot: ChosenSlot) => {
      setPhase('booking');
      setFailure(null);
      // Same slot, same key: a retry after a lost answer gets the hold already made.
      const signature = `${spaceId}|${slot.day}|${slot.start}|${slot.end}`;
      if (attempt.current?.slot !== signature) attempt.current = { slot: signature, key: newIdempotencyKey() };
      try {
        const booking = await createBooking(spaceId, slot, attempt.current.key);
        attempt.current = null;
        await router.push(`/booking/${booking.id}/extras`);
      } catch (error) {
        const status = httpStatusOf(error);
        const refusal = refusalOf(apiErrorOf(error)?.code, status);
        setPhase('idle');
        if (refusal) {
          // The API stores a refusal under its key: the next try is a new request.
          attempt.current = null;
          onRefused();
        }
        setFailure({ reason: refusal ?? (status === 401 ? 'signIn' : 'generic'), slot });
      }
    },
    [spaceId, router, onRefused],
  );

  const book = useCallback(
    (slot: ChosenSlot) => {
      setFailure(null);
      if (status === 'authenticated') {
        void create(slot);
        return;
      }
      wanted.current = slot;
      setPhase('signing-in');
      if (status === 'guest') dialog.open();
    },
    [status, create, dialog],
  );

  // The visitor pressed Book before signing in: go on once they are, or give up if they leave.
  useEffect(() => {
    if (phase !== 'signing-in') return;
    const slot = wanted.current;
    if (status === 'authenticated' && slot) {
      wanted.current = null;
      void create(slot);
      return;
    }
    if (status !== 'guest' || dialog.isOpen) return;
    const timer = setTimeout(() => {
      wanted.current = null;
      setPhase('idle');
    }, ABANDON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, status, dialog.isOpen, create]);

  // Pressed while the session was still loading: it turned out to be a guest's.
  useEffect(() => {
    if (phase === 'signing-in' && status === 'guest' && !dialog.isOpen && wanted.current) dialog.open();
    // Only the session settling matters here, not the dialog closing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  return { book, busy: phase !== 'idle', failure };
}
