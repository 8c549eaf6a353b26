import { createElement } from 'react';
import { z } from 'zod';
import { formatClock } from '../../../domain/clock';
import { formatPrice, type Locale } from '../../../domain/money';
import { parisMinutes } from '../../../domain/paris-time';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  centsSchema,
  emailBodies,
  idSchema,
  instantSchema,
  messageSpaceSchema,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What a "payment due" shows: what the change costs, and until when it is held (money-messages.ts `writeDuePaymentNotices`). */
export const paymentDueSchema = z.object({
  booking_id: idSchema,
  amount_cents: centsSchema,
  expires_at: instantSchema,
  space: messageSpaceSchema,
});
export type PaymentDuePayload = z.infer<typeof paymentDueSchema>;

/** A dearer change about to lapse unpaid: the time it is held until (Paris time), and a link to pay it. */
export async function renderPaymentDue(
  due: PaymentDuePayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(due.space, locale);
  const amount = formatPrice(due.amount_cents, locale);
  const time = formatClock(parisMinutes(new Date(due.expires_at)), locale);
  const element = createElement(Notice, {
    locale,
    preview: t('paymentDue.preview'),
    heading: t('paymentDue.heading'),
    lines: [t('paymentDue.intro', { space, time, amount })],
    cta: {
      label: t('paymentDue.cta', { amount }),
      url: pageUrl(context.appUrl, locale, `/payment/${due.booking_id}`),
    },
  });
  const subject = t('paymentDue.subject', { amount, space });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
  };
}

export const paymentDue: MessageModule<PaymentDuePayload> = {
  schema: paymentDueSchema,
  render: renderPaymentDue,
};
