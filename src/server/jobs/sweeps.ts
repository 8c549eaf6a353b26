import type { Db } from '../db/client';
import type { PaymentProvider } from '../integrations/payments/provider';
import { completeEndedBookings } from '../lifecycle/completion';
import { expireLapsedHolds } from '../lifecycle/expiry';
import { retryPendingRefunds } from '../lifecycle/refunds';
import { deliverDueMessages, type MailSetup } from '../messages/delivery';
import { forgetExpiredIdempotencyKeys } from '../services/idempotency-keys';
import { writeDuePaymentNotices } from '../messages/money-messages';
import { writeDueReminders } from '../messages/outbox';
import type { RepeatingJob } from './repeating-job';

export type SweepIntervals = {
  /** Holds and pending changes past their time; at most 40 s so that they lapse within a minute. */
  expirySeconds: number;
  completionSeconds: number;
  refundRetrySeconds: number;
  /** The outbox: how soon a message leaves after the change that wrote it. */
  messagesSeconds: number;
  /** Reminders are written this often, each a day before its event. */
  remindersSeconds: number;
};

export type SweepContext = {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  /** Without a mail server, messages wait in the outbox (and no sweep sends them). */
  mail?: MailSetup;
};

/** The scheduler's sweeps: each is one lifecycle function, which decides and writes everything. */
export function sweeps({ db, payments, now, mail }: SweepContext, every: SweepIntervals): RepeatingJob[] {
  const jobs: RepeatingJob[] = [
    {
      name: 'expire-lapsed-holds',
      everySeconds: every.expirySeconds,
      timeoutSeconds: 60,
      run: () => expireLapsedHolds(db, now()),
    },
    {
      name: 'complete-ended-bookings',
      everySeconds: every.completionSeconds,
      timeoutSeconds: 60,
      run: () => completeEndedBookings(db, now()),
    },
    // Calls the payment provider once per pending refund: more time than the others.
    {
      name: 'retry-pending-refunds',
      everySeconds: every.refundRetrySeconds,
      timeoutSeconds: 600,
      run: () => retryPendingRefunds(db, payments),
    },
    {
      name: 'forget-expired-idempotency-keys',
      everySeconds: 3600,
      timeoutSeconds: 120,
      run: () => forgetExpiredIdempotencyKeys(db, now()),
    },
  ];
  // Written whether or not a mail server is configured: they wait in the outbox like every message.
  jobs.push({
    name: 'write-reminders',
    everySeconds: every.remindersSeconds,
    timeoutSeconds: 60,
    run: async () => (await writeDueReminders(db, now())) + (await writeDuePaymentNotices(db, now())),
  });
  if (mail) {
    jobs.push({
      name: 'deliver-messages',
      everySeconds: every.messagesSeconds,
      timeoutSeconds: 300,
      run: () => deliverDueMessages(db, mail, now()),
    });
  }
  return jobs;
}
