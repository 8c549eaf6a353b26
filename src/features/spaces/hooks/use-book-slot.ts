import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import type { BookingFailure, HoldAttempt } from '../api/hold-slot';
import type { ChosenSlot } from '../utils/slot-query';

export type { BookingFailure };

// The request and its refusals come with the first press of Book, not with the page.
const loadHoldSlot = () => import('../api/hold-slot').then((module) => module.holdSlot);

export type BookSlotState = {
  book: (slot: ChosenSlot) => void;
  /** Waiting for the visitor to sign in, or for the hold to be created. */
  busy: boolean;
  /** The last refusal and the slot it was for. */
  failure: { reason: BookingFailure; slot: ChosenSlot } | null;
};

// Closing the dialog and the session becoming known can land in either order; only a dialog
// still closed and a visitor still a guest after this long means "signing in was abandoned".
const ABANDON_DELAY_MS = 1500;

/**
 * Book: holds the slot (POST /bookings) and goes on to the extras step. A guest first gets the
 * sign-in dialog; once signed in (login or register), the hold is created without a second click.
 * A refusal (409 SLOT_TAKEN, 422 SLOT_UNAVAILABLE) is reported through `onRefused` so the page
 * can show the grid as it now is.
 */
export function useBookSlot(spaceId: string, onRefused: () => void, desks?: number): BookSlotState {
  const router = useRouter();
  const { status } = useAuth();
  const dialog = useAuthDialog();
  const [phase, setPhase] = useState<'idle' | 'signing-in' | 'booking'>('idle');
  const [failure, setFailure] = useState<BookSlotState['failure']>(null);
  const wanted = useRef<ChosenSlot | null>(null);
  const attempt = useRef<HoldAttempt | null>(null);
  // Read when the hold is made, which may be after signing in.
  const desksRef = useRef(desks);
  desksRef.current = desks;

  const create = useCallback(
    async (slot: ChosenSlot) => {
      setPhase('booking');
      setFailure(null);
      const outcome = await loadHoldSlot()
        .then((holdSlot) => holdSlot(spaceId, slot, desksRef.current, attempt))
        .catch(() => ({ failure: 'generic' as const, refused: false }));
      if ('booking' in outcome) {
        await router.push(`/booking/${outcome.booking.id}/extras`);
        return;
      }
      setPhase('idle');
      if (outcome.refused) onRefused();
      setFailure({ reason: outcome.failure, slot });
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
