import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  emailBodies,
  idSchema,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** A message from the contact page, for support (outbox.ts `queueSupportRequest`); replies go to its sender. */
export const supportRequestSchema = z.object({
  from_email: z.string(),
  /** The sender's account when they were signed in. */
  user_id: idSchema.nullable(),
  /** The language of the page it was sent from. */
  locale: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type SupportRequestPayload = z.infer<typeof supportRequestSchema>;

/** The sender's message for support, one paragraph a line, answered by replying to it. */
export async function renderSupportRequest(
  request: SupportRequestPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const element = createElement(Notice, {
    locale,
    preview: t('supportRequest.preview', { email: request.from_email }),
    heading: request.subject,
    lines: [
      t('supportRequest.from', {
        email: request.from_email,
        language: request.locale,
        account: request.user_id ?? t('supportRequest.noAccount'),
      }),
      ...request.message.split(/\n+/),
    ],
    cta: { label: t('supportRequest.cta'), url: `mailto:${request.from_email}` },
  });
  const subject = t('supportRequest.subject', { subject: request.subject });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
    replyTo: request.from_email,
  };
}

export const supportRequest: MessageModule<SupportRequestPayload> = {
  schema: supportRequestSchema,
  render: renderSupportRequest,
};
