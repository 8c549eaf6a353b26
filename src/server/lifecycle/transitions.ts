import type { bookingStatus } from '../db/schema';

// The booking lifecycle as data: every transition of a booking (and of its events, which follow
// it), who may run it, what it checks and what it does. `transition.ts` runs a row of it; nothing
// else writes a booking's status, its events' status, its history or its money. `docs/lifecycle.md`
// is generated from this table (tests/unit/lifecycle-doc.test.ts fails when they differ).

export type BookingStatus = (typeof bookingStatus.enumValues)[number];

/** Who may run a transition: a customer of the booking's account, staff, or the product itself. */
export type Actor =
  'organizer' | 'account admin' | 'staff' | 'scheduler' | 'payment provider' | 'account deletion';

/** What a transition does besides moving the status and writing its line of history. */
export type Effects = {
  /** A charge recorded (paid to the booking), or refunds decided (sent to the provider once committed). */
  money?: 'charge' | 'refund';
  /** The code's reservation: consumed when the booking is bought, released when it ends unbought. */
  coupon?: 'consume' | 'release';
  /**
   * The booking's slots: taken (new held events, written by the caller), its held events
   * confirmed, its live events freed (they take the booking's new status and its pending change is
   * withdrawn: another booking may have the slot, and `freeSlots` is where a waitlist will hang),
   * an event moved (by the caller, which knows where to), or a pending change's held slot let go.
   */
  slot?: 'take' | 'confirm' | 'free' | 'move' | 'let go';
  /** Messages written to the outbox in the same transaction (docs/business-rules.md §6). */
  message?: 'booking confirmed' | 'booking cancelled' | 'event changed' | 'review request';
  /** Documents issued for the money moved (docs/business-rules.md §8). */
  document?: 'invoice' | 'credit note' | 'invoice and credit note';
};

export type Transition = {
  from: readonly BookingStatus[];
  /** The status after; `from` itself when it stays (`same`). */
  to: BookingStatus | 'same';
  by: readonly Actor[];
  /** What must hold besides the status, in words; the code that checks it is the caller's. */
  guard: string;
  effects: Effects;
  /** The line of `booking_history`'s action. */
  action: string;
};

export const BOOKING_TRANSITIONS = {
  pay: {
    from: ['held'],
    to: 'confirmed',
    by: ['organizer', 'account admin', 'payment provider'],
    guard: 'the hold is live (or its charge began before it lapsed), and the charge pays it in full',
    effects: {
      money: 'charge',
      coupon: 'consume',
      slot: 'confirm',
      message: 'booking confirmed',
      document: 'invoice',
    },
    action: 'paid',
  },
  confirm_free: {
    from: ['held'],
    to: 'confirmed',
    by: ['organizer', 'account admin'],
    guard: 'the hold is live and has nothing left to pay; the terms of sale are accepted',
    effects: { coupon: 'consume', slot: 'confirm', message: 'booking confirmed' },
    action: 'confirmed_free',
  },
  pay_part: {
    from: ['held'],
    to: 'same',
    by: ['organizer', 'account admin', 'payment provider'],
    guard: 'the charge leaves part of the total to pay',
    effects: { money: 'charge', document: 'invoice' },
    action: 'part_paid',
  },
  pay_balance: {
    from: ['confirmed'],
    to: 'same',
    by: ['organizer', 'account admin', 'payment provider'],
    guard: 'the booking owes part of its total',
    effects: { money: 'charge', document: 'invoice' },
    action: 'balance_paid',
  },
  request_change: {
    from: ['confirmed'],
    to: 'same',
    by: ['organizer', 'account admin'],
    guard: 'one occurrence, not started (a move), dearer than what was paid; its new slot is free',
    effects: { slot: 'take' },
    action: 'change_requested',
  },
  pay_change: {
    from: ['confirmed'],
    to: 'same',
    by: ['organizer', 'account admin', 'payment provider'],
    guard: 'a pending change within its time, and the charge pays its difference',
    effects: { money: 'charge', slot: 'move', message: 'event changed', document: 'invoice' },
    action: 'change_paid',
  },
  lapse_change: {
    from: ['confirmed'],
    to: 'same',
    by: ['scheduler'],
    guard: 'a pending change past its time, no charge under way',
    effects: { slot: 'let go' },
    action: 'change_lapsed',
  },
  move: {
    from: ['confirmed'],
    to: 'same',
    by: ['organizer', 'account admin'],
    guard: 'one occurrence, not started, no dearer than what was paid; the new slot is free',
    effects: { slot: 'move', money: 'refund', message: 'event changed', document: 'credit note' },
    action: 'moved',
  },
  extend: {
    from: ['confirmed'],
    to: 'same',
    by: ['organizer', 'account admin'],
    guard: 'one occurrence, a later end no dearer than what was paid; the space is open and free then',
    effects: { slot: 'move', money: 'refund', message: 'event changed', document: 'credit note' },
    action: 'extended',
  },
  cancel: {
    from: ['held', 'confirmed'],
    to: 'cancelled',
    by: ['organizer', 'account admin', 'staff'],
    guard: 'no occurrence has started, no charge under way; the refund is the policy’s (all of it, by staff)',
    effects: {
      slot: 'free',
      coupon: 'release',
      money: 'refund',
      message: 'booking cancelled',
      document: 'credit note',
    },
    action: 'cancelled',
  },
  expire: {
    from: ['held'],
    to: 'expired',
    by: ['scheduler'],
    guard: 'past its time, no charge under way',
    effects: { slot: 'free', coupon: 'release', money: 'refund', document: 'credit note' },
    action: 'expired',
  },
  complete: {
    from: ['confirmed'],
    to: 'completed',
    by: ['scheduler'],
    guard: 'every live occurrence has ended; no pending change, no charge under way',
    effects: { message: 'review request' },
    action: 'completed',
  },
  refund_late_payment: {
    from: ['cancelled', 'expired'],
    to: 'same',
    by: ['organizer', 'account admin', 'payment provider'],
    guard: 'a charge that arrives after the booking ended (a webhook, a race)',
    effects: { money: 'refund', document: 'invoice and credit note' },
    action: 'late_payment_refunded',
  },
  refund_excess: {
    from: ['confirmed'],
    to: 'same',
    by: ['payment provider'],
    guard: 'paid beyond the total (a second card, a change that lapsed during its payment)',
    effects: { money: 'refund', document: 'credit note' },
    action: 'excess_refunded',
  },
  cancel_on_deletion: {
    from: ['held', 'confirmed'],
    to: 'cancelled',
    by: ['account deletion'],
    guard: 'its organizer deletes their account and no occurrence has started',
    effects: {
      slot: 'free',
      coupon: 'release',
      money: 'refund',
      message: 'booking cancelled',
      document: 'credit note',
    },
    action: 'cancelled_on_deletion',
  },
  cancel_future_on_deletion: {
    from: ['held', 'confirmed'],
    to: 'same',
    by: ['account deletion'],
    guard: 'its organizer deletes their account and some occurrences have started: those stay',
    effects: { slot: 'free' },
    action: 'future_cancelled_on_deletion',
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof BOOKING_TRANSITIONS;

/** A hold is created, not moved to: its row of the diagram, written by lifecycle/hold.ts. */
export const HOLD = {
  to: 'held',
  by: ['organizer', 'account admin'],
  guard: 'the space is published and open then, the slot is free, the organizer is within their hold limits',
  effects: { slot: 'take' },
  action: 'held',
} as const;
