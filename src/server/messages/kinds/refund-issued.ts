import { createElement } from 'react';
import { z } from 'zod';
import { formatPrice, type Locale } from '../../../domain/money';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  centsSchema,
  emailBodies,
  idSchema,
  messageSpaceSchema,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What a refund shows its organizer (money-messages.ts `refundIssuedMessage`). */
export const refundIssuedSchema = z.object({
  booking_id: idSchema,
  amount_cents: centsSchema,
  space: messageSpaceSchema,
});
export type RefundIssuedPayload = z.infer<typeof refundIssuedSchema>;

/** "Refund issued": how much, for which space, and when it shows on a statement. */
export async function renderRefundIssued(
  refund: RefundIssuedPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(refund.space, locale);
  const amount = formatPrice(refund.amount_cents, locale);
  const element = createElement(Notice, {
    locale,
    preview: t('refundIssued.preview', { amount }),
    heading: t('refundIssued.heading'),
    lines: [t('refundIssued.intro', { amount, space })],
    note: t('refundIssued.note'),
    cta: { label: t('refundIssued.cta'), url: pageUrl(context.appUrl, locale, '/events') },
  });
  const subject = t('refundIssued.subject', { amount, space });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
  };
}

export const refundIssued: MessageModule<RefundIssuedPayload> = {
  schema: refundIssuedSchema,
  render: renderRefundIssued,
};
