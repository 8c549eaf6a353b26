import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  emailBodies,
  idSchema,
  messagePersonSchema,
  messageSpaceSchema,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What a review request shows: the space, and the event whose page holds the review form (outbox.ts `reviewRequestMessages`). */
export const reviewRequestSchema = z.object({
  booking_id: idSchema,
  event_id: idSchema,
  organizer: messagePersonSchema,
  space: messageSpaceSchema,
});
export type ReviewRequestPayload = z.infer<typeof reviewRequestSchema>;

/** "How was it?" after a booking: a link to the review form on its last event's page. */
export async function renderReviewRequest(
  request: ReviewRequestPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(request.space, locale);
  const name = request.organizer.name;
  const element = createElement(Notice, {
    locale,
    preview: t('reviewRequest.preview', { space }),
    heading: name ? t('reviewRequest.heading', { name }) : t('reviewRequest.headingNoName'),
    lines: [t('reviewRequest.intro', { space })],
    note: t('reviewRequest.note'),
    cta: {
      label: t('reviewRequest.cta'),
      url: pageUrl(context.appUrl, locale, `/events/${request.event_id}`) + '#review',
    },
  });
  const subject = t('reviewRequest.subject', { space });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
  };
}

export const reviewRequest: MessageModule<ReviewRequestPayload> = {
  schema: reviewRequestSchema,
  render: renderReviewRequest,
};
