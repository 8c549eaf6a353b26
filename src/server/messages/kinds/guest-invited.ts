import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../../domain/money';
import { GuestInvited } from '../templates/guest-invited';
import { emailTexts } from '../texts';
import {
  addressOf,
  calendarPart,
  emailBodies,
  invitedQuery,
  messageOccurrenceSchema,
  messagePersonSchema,
  messageSpaceSchema,
  occurrenceLine,
  pageUrl,
  titleOf,
  type MessageModule,
  type RenderContext,
  type RenderedMessage,
} from './shared';

/** What an invitation shows, frozen when the guest was invited (outbox.ts `inviteGuestWithMessage`). */
export const guestInvitedSchema = z.object({
  event: messageOccurrenceSchema,
  organizer: messagePersonSchema,
  space: messageSpaceSchema,
  guest_email: z.string(),
  /** Whether the guest had signed in here when invited: if not, the link opens the sign-up. */
  guest_has_account: z.boolean().optional(),
});
export type GuestInvitedPayload = z.infer<typeof guestInvitedSchema>;

/** A guest's invitation: who invites to what, links to answer, and the event for their calendar. */
export async function renderGuestInvited(
  invitation: GuestInvitedPayload,
  locale: Locale,
  context: RenderContext,
): Promise<RenderedMessage> {
  const t = emailTexts(locale);
  const space = titleOf(invitation.space, locale);
  const address = addressOf(invitation.space);
  const organizer = invitation.organizer.name ?? invitation.organizer.email;
  const eventPath = `/events/${invitation.event.event_id}`;
  const signUp = invitation.guest_has_account ? {} : invitedQuery(invitation.guest_email);
  const url = pageUrl(context.appUrl, locale, eventPath, invitation.guest_has_account ? undefined : signUp);
  // An answer from the e-mail: the event's page gives it once the guest is signed in.
  const acceptUrl = pageUrl(context.appUrl, locale, eventPath, { ...signUp, answer: 'accepted' });
  const declineUrl = pageUrl(context.appUrl, locale, eventPath, { ...signUp, answer: 'declined' });
  const when = occurrenceLine(invitation.event, locale);
  const element = createElement(GuestInvited, {
    locale,
    organizer,
    space,
    address,
    when,
    email: invitation.guest_email,
    url,
    acceptUrl,
    declineUrl,
  });
  const subject = t('guestInvited.subject', { organizer, space, when });
  return {
    subject,
    ...(await emailBodies(element, { subject, context })),
    icalEvent: calendarPart(
      'REQUEST',
      // An invitation written before it carried the SEQUENCE: the event's first version.
      { ...invitation.event, sequence: invitation.event.sequence ?? 0 },
      {
        summary: t('guestInvited.calendarTitle', { space, organizer }),
        space: invitation.space,
        organizer: invitation.organizer,
        url,
      },
      locale,
      context,
    ),
  };
}

export const guestInvited: MessageModule<GuestInvitedPayload> = {
  schema: guestInvitedSchema,
  render: renderGuestInvited,
};
