import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import type { Mailer } from '../integrations/mail';
import { renderMessage } from './render';
import { preferenceOf, unsubscribeLink, type UnsubscribeKeys, type UnsubscribeLink } from './unsubscribe';
import { invoiceAttachmentFor } from '../invoices/attachments';
import { log, maskPersonalData } from '../core/log';

const BATCH = 20;
/** How long a delivery holds its messages; past it (its process died), another delivery may try. */
const LEASE_MS = 2 * 60_000;
/** After this many refusals a message is marked failed, for an operator to look at. */
export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min… at most 6 h between attempts. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/** Where messages go, and what their links are made with. */
export type MailSetup = {
  mailer: Mailer;
  /** The product's address, for the links of messages (NEXT_PUBLIC_APP_URL). */
  appUrl: string;
  unsubscribe: UnsubscribeKeys;
};

/**
 * The ways out of an optional message, for the account its recipient has; none for a message that
 * is always sent, or for someone without an account (a guest invited by address has no
 * preferences to turn off).
 */
async function unsubscribeFor(
  db: Db,
  mail: MailSetup,
  message: { kind: string; recipient: string },
): Promise<UnsubscribeLink | undefined> {
  const preference = preferenceOf(message.kind);
  if (!preference) return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${message.recipient})`, isNull(users.deletedAt)))
    .limit(1);
  return user ? unsubscribeLink(mail.unsubscribe, mail.appUrl, user.id, preference) : undefined;
}

/**
 * Sends the messages that are due, oldest first, a batch at a time: each is claimed for a while
 * (so that two processes never send one at once), rendered, sent with its own Message-ID and marked
 * sent. A message the mail server refuses is tried again later. Returns how many were sent.
 */
export async function deliverDueMessages(db: Db, mail: MailSetup, now: Date): Promise<number> {
  const { mailer, appUrl } = mail;
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
  let sent = 0;
  for (const message of claimed) {
    try {
      const unsubscribe = await unsubscribeFor(db, mail, message);
      const rendered = await renderMessage(message.kind, message.payload, message.locale, {
        appUrl,
        now,
        recipient: message.recipient,
        unsubscribe,
      });
      const invoice = await invoiceAttachmentFor(db, message);
      const attachments = [...(rendered.attachments ?? []), ...(invoice ? [invoice] : [])];
      await mailer.send({
        ...rendered,
        attachments: attachments.length ? attachments : undefined,
        messageId: message.messageId,
        to: message.recipient,
        unsubscribe: unsubscribe && { url: unsubscribe.url, mailto: unsubscribe.mailto },
      });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      sent++;
    } catch (error) {
      // A payload that does not read is retried like a refusal: an instance of a newer version may read it.
      const reason = error instanceof Error ? error.message : String(error);
      const failed = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({
          status: failed ? 'failed' : 'pending',
          claimedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMs(message.attempts)),
        })
        .where(eq(outboxMessages.id, message.id));
      log.warn(
        {
          message: message.id,
          kind: message.kind,
          attempt: message.attempts,
          givenUp: failed,
          reason: maskPersonalData(reason),
        },
        'message not sent',
      );
    }
  }
  return sent;
}
