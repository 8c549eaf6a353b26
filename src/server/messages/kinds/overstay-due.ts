import { createElement } from 'react';
import { z } from 'zod';
import { formatPrice, type Locale } from '../../../domain/money';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  centsSchema,
  emailBodies,
  idSchema,
  messageOccurrenceSchema,
  messageSpaceSchema,
  occurrenceLine,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What an overstay to pay shows its organizer (money-messages.ts `overstayDueMessage`). */
export const overstayDueSchema = z.object({
  overstay_id: idSchema,
  minutes: z.number().int().positive(),
  amount_cents: centsSchema,
  event: messageOccurrenceSchema,
  space: messageSpaceSchema,
});
export type OverstayDuePayload = z.infer<typeof overstayDueSchema>;

/** An overstay billed by staff: which event ran how long over, and a link to pay it. */
export async function renderOverstayDue(
  overstay: OverstayDuePayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(overstay.space, locale);
  const amount = formatPrice(overstay.amount_cents, locale);
  const element = createElement(Notice, {
    locale,
    preview: t('overstayDue.preview', { minutes: overstay.minutes }),
    heading: t('overstayDue.heading'),
    lines: [
      t('overstayDue.intro', {
        space,
        when: occurrenceLine(overstay.event, locale),
        minutes: overstay.minutes,
        amount,
      }),
    ],
    cta: {
      label: t('overstayDue.cta', { amount }),
      url: pageUrl(context.appUrl, locale, `/overstays/${overstay.overstay_id}`),
    },
  });
  const subject = t('overstayDue.subject', { amount, space });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
  };
}

export const overstayDue: MessageModule<OverstayDuePayload> = {
  schema: overstayDueSchema,
  render: renderOverstayDue,
};
