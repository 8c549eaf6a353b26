import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { Notice } from '../templates/notice';
import { emailTexts } from '../texts';
import {
  emailBodies,
  invitedQuery,
  messagePersonSchema,
  pageUrl,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What an invitation into an account shows (outbox.ts `teamInvitationMessage`); no company when the account has none. */
export const teamInvitationSchema = z.object({
  inviter: messagePersonSchema,
  company: z.string().nullable(),
  role: z.string(),
  email: z.string(),
});
export type TeamInvitationPayload = z.infer<typeof teamInvitationSchema>;

/** A new member's invitation: who adds them to which account, and a link that opens the sign-up with their address. */
export async function renderTeamInvitation(
  invitation: TeamInvitationPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const inviter = invitation.inviter.name ?? invitation.inviter.email;
  const company = invitation.company;
  const element = createElement(Notice, {
    locale,
    preview: t('teamInvitation.preview', { inviter }),
    heading: t('teamInvitation.heading'),
    lines: [
      company
        ? t('teamInvitation.intro', { inviter, company })
        : t('teamInvitation.introNoCompany', { inviter }),
      t('teamInvitation.signIn', { email: invitation.email }),
    ],
    cta: {
      label: t('teamInvitation.cta'),
      url: pageUrl(context.appUrl, locale, '/dashboard', invitedQuery(invitation.email)),
    },
  });
  const subject = company
    ? t('teamInvitation.subject', { inviter, company })
    : t('teamInvitation.subjectNoCompany', { inviter });
  return { subject, ...(await emailBodies(element, { subject, context })) };
}

export const teamInvitation: MessageModule<TeamInvitationPayload> = {
  schema: teamInvitationSchema,
  render: renderTeamInvitation,
};
