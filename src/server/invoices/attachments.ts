import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, type outboxMessages } from '../db/schema';
import type { OutgoingMail } from '../integrations/mail';
import { numberOf } from './number';
import { renderInvoicePdf } from './pdf';

type Attachment = NonNullable<OutgoingMail['attachments']>[number];
type Message = Pick<typeof outboxMessages.$inferSelect, 'kind' | 'bookingId' | 'dedupeKey'>;

/**
 * The PDF a message carries (docs/business-rules.md §8): the booking's confirmation its first
 * invoice, a refund's message the refund's credit note. Made at sending from the document as
 * issued, so a message sent again carries the very same PDF; none for a booking that cost nothing.
 */
export async function invoiceAttachmentFor(db: Db, message: Message): Promise<Attachment | undefined> {
  const [found] =
    message.kind === 'booking_confirmed' && message.bookingId
      ? await db
          .select({ id: invoices.id, number: invoices.number, document: invoices.document })
          .from(invoices)
          .where(and(eq(invoices.bookingId, message.bookingId), eq(invoices.kind, 'invoice')))
          .orderBy(asc(invoices.issuedAt), asc(invoices.seq))
          .limit(1)
      : message.kind === 'refund_issued'
        ? await db
            .select({ id: invoices.id, number: invoices.number, document: invoices.document })
            .from(invoices)
            .where(eq(invoices.paymentId, message.dedupeKey.replace(/^refund_issued:/, '')))
            .limit(1)
        : [];
  if (!found) return undefined;
  return {
    filename: `${numberOf(found)}.pdf`,
    content: Buffer.from(await renderInvoicePdf(found.document)),
    contentType: 'application/pdf',
  };
}
