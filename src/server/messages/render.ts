import { render } from '@react-email/components';
import { createElement } from 'react';
import { formatClock } from '../../domain/clock';
import { formatPrice, type Locale } from '../../domain/money';
import { formatLongDay, parisDay, parisMinutes } from '../../domain/paris-time';
import type { OutgoingMail } from '../integrations/mail';
import { eventCalendar } from './ics';
import type { OverstayDuePayload, PaymentDuePayload, RefundIssuedPayload } from './money-messages';
import type {
  BookingCancelledPayload,
  BookingConfirmedPayload,
  EventChangedPayload,
  EventReminderPayload,
  GuestInvitedPayload,
  MessageKind,
  MessageOccurrence,
  MessageSpace,
  ReviewRequestPayload,
  SupportRequestPayload,
  TeamInvitationPayload,
} from './outbox';
import { BookingCancelled } from './templates/booking-cancelled';
import { BookingConfirmed } from './templates/booking-confirmed';
import { EventChanged } from './templates/event-changed';
import { GuestInvited } from './templates/guest-invited';
import { Notice } from './templates/notice';
import { emailTexts } from './texts';

export type RenderContext = { appUrl: string; now: Date };
type Rendered = Omit<OutgoingMail, 'messageId' | 'to'>;

const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'fr');
/** A page of the product in the recipient's language: French at the root, English under /en. */
export const pageUrl = (appUrl: string, locale: Locale, pathname: string, query?: Record<string, string>) =>
  `${appUrl.replace(/\/$/, '')}${locale === 'en' ? '/en' : ''}${pathname}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** `?invited=<address>` makes a signed-out visitor's sign-in dialog open on the sign-up, address filled in. */
const invitedQuery = (email: string) => ({ invited: email });

/** "mardi 1 décembre 2026, 10h – 12h" / "Tuesday 1 December 2026, 10 AM – 12 PM". */
export function occurrenceLine(occurrence: MessageOccurrence, locale: Locale): string {
  const start = new Date(occurrence.starts_at);
  const end = new Date(occurrence.ends_at);
  return `${formatLongDay(parisDay(start), locale)}, ${formatClock(parisMinutes(start), locale)} – ${formatClock(parisMinutes(end), locale)}`;
}

/** A space's name in the reader's language, and its address on one line. */
const titleOf = (space: MessageSpace, locale: Locale) => (locale === 'fr' ? space.title_fr : space.title_en);
const addressOf = (space: MessageSpace) => `${space.street}, ${space.postal_code} ${space.city}`;
/** A calendar entry's description: how to get in (when the space says), then the event's page. */
const calendarNotes = (space: MessageSpace, locale: Locale, url: string) => {
  const access = (locale === 'fr' ? space.access_fr : space.access_en) ?? '';
  return access ? `${access}\n\n${url}` : url;
};

/** A message of the outbox, rendered in its recipient's language: subject, HTML, text and calendar part. */
export async function renderMessage(
  kind: MessageKind,
  payload: unknown,
  language: string,
  context: RenderContext,
): Promise<Rendered> {
  const locale = localeOf(language);
  const t = emailTexts(locale);
  switch (kind) {
    case 'booking_confirmed': {
      const booking = payload as BookingConfirmedPayload;
      const space = titleOf(booking.space, locale);
      const address = addressOf(booking.space);
      const first = booking.occurrences[0];
      const url = pageUrl(context.appUrl, locale, first ? `/events/${first.event_id}` : '/events');
      const when = booking.occurrences.slice(0, 4).map((o) => occurrenceLine(o, locale));
      const element = createElement(BookingConfirmed, {
        locale,
        name: booking.organizer.name,
        space,
        address,
        when,
        occurrences: booking.occurrences.length,
        totalCents: booking.total_cents,
        url,
      });
      // One invitation per occurrence would flood a calendar: the first is attached, the series is on the page.
      const calendar = first
        ? eventCalendar(
            {
              eventId: first.event_id,
              sequence: 0,
              startsAt: new Date(first.starts_at),
              endsAt: new Date(first.ends_at),
              summary: t('bookingConfirmed.calendarTitle', { space }),
              location: address,
              description: calendarNotes(booking.space, locale, url),
              url,
              organizer: booking.organizer,
              attendees: [],
            },
            'REQUEST',
            context.now,
          )
        : undefined;
      return {
        subject: t('bookingConfirmed.subject', { space, when: when[0] ?? '' }),
        html: await render(element),
        text: await render(element, { plainText: true }),
        icalEvent: calendar ? { method: 'REQUEST', content: calendar } : undefined,
      };
    }
    case 'guest_invited': {
      const invitation = payload as GuestInvitedPayload;
      const space = titleOf(invitation.space, locale);
      const address = addressOf(invitation.space);
      const organizer = invitation.organizer.name ?? invitation.organizer.email;
      const eventPath = `/events/${invitation.event.event_id}`;
      const signUp = invitation.guest_has_account ? {} : invitedQuery(invitation.guest_email);
      const url = pageUrl(
        context.appUrl,
        locale,
        eventPath,
        invitation.guest_has_account ? undefined : signUp,
      );
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
      const calendar = eventCalendar(
        {
          eventId: invitation.event.event_id,
          sequence: 0,
          startsAt: new Date(invitation.event.starts_at),
          endsAt: new Date(invitation.event.ends_at),
          summary: t('guestInvited.calendarTitle', { space, organizer }),
          location: address,
          description: calendarNotes(invitation.space, locale, url),
          url,
          organizer: invitation.organizer,
          attendees: [invitation.guest_email],
        },
        'REQUEST',
        context.now,
      );
      return {
        subject: t('guestInvited.subject', { organizer, space, when }),
        html: await render(element),
        text: await render(element, { plainText: true }),
        icalEvent: { method: 'REQUEST', content: calendar },
      };
    }
    case 'booking_cancelled': {
      const cancelled = payload as BookingCancelledPayload;
      const space = titleOf(cancelled.space, locale);
      const address = addressOf(cancelled.space);
      const forOrganizer = cancelled.refund_cents !== null;
      const organizer = forOrganizer ? null : (cancelled.organizer.name ?? cancelled.organizer.email);
      const when = cancelled.occurrences.slice(0, 4).map((o) => occurrenceLine(o, locale));
      // The organizer may book again: the zone's search is one tap away from the events list.
      const url = pageUrl(context.appUrl, locale, '/events');
      const element = createElement(BookingCancelled, {
        locale,
        organizer,
        space,
        address,
        when,
        refundCents: cancelled.refund_cents,
        url,
      });
      const first = cancelled.occurrences[0];
      const calendar = first
        ? eventCalendar(
            {
              eventId: first.event_id,
              sequence: first.sequence ?? 1,
              startsAt: new Date(first.starts_at),
              endsAt: new Date(first.ends_at),
              summary: space,
              location: address,
              description: '',
              url,
              organizer: cancelled.organizer,
              attendees: [],
            },
            'CANCEL',
            context.now,
          )
        : undefined;
      return {
        subject: t('bookingCancelled.subject', { space, when: when[0] ?? '' }),
        html: await render(element),
        text: await render(element, { plainText: true }),
        icalEvent: calendar ? { method: 'CANCEL', content: calendar } : undefined,
      };
    }
    case 'event_changed': {
      const changed = payload as EventChangedPayload;
      const space = titleOf(changed.space, locale);
      const address = addressOf(changed.space);
      const organizer = changed.for_organizer ? null : (changed.organizer.name ?? changed.organizer.email);
      const url = pageUrl(context.appUrl, locale, `/events/${changed.event.event_id}`);
      const when = occurrenceLine(changed.event, locale);
      const element = createElement(EventChanged, {
        locale,
        notice: 'eventChanged',
        organizer,
        space,
        address,
        when,
        url,
      });
      const calendar = eventCalendar(
        {
          eventId: changed.event.event_id,
          sequence: changed.event.sequence ?? 1,
          startsAt: new Date(changed.event.starts_at),
          endsAt: new Date(changed.event.ends_at),
          summary: space,
          location: address,
          description: calendarNotes(changed.space, locale, url),
          url,
          organizer: changed.organizer,
          attendees: [],
        },
        'REQUEST',
        context.now,
      );
      return {
        subject: t('eventChanged.subject', { space, when }),
        html: await render(element),
        text: await render(element, { plainText: true }),
        icalEvent: { method: 'REQUEST', content: calendar },
      };
    }
    case 'event_reminder': {
      const reminder = payload as EventReminderPayload;
      const space = titleOf(reminder.space, locale);
      const address = addressOf(reminder.space);
      const organizer = reminder.for_organizer ? null : (reminder.organizer.name ?? reminder.organizer.email);
      const url = pageUrl(context.appUrl, locale, `/events/${reminder.event.event_id}`);
      const when = occurrenceLine(reminder.event, locale);
      const element = createElement(EventChanged, {
        locale,
        notice: 'eventReminder',
        organizer,
        space,
        address,
        when,
        url,
      });
      return {
        subject: t('eventReminder.subject', { space, when }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
    case 'team_invitation': {
      const invitation = payload as TeamInvitationPayload;
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
      return {
        subject: company
          ? t('teamInvitation.subject', { inviter, company })
          : t('teamInvitation.subjectNoCompany', { inviter }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
    case 'refund_issued': {
      const refund = payload as RefundIssuedPayload;
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
      return {
        subject: t('refundIssued.subject', { amount, space }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
    case 'payment_due': {
      const due = payload as PaymentDuePayload;
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
      return {
        subject: t('paymentDue.subject', { amount, space }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
    case 'support_request': {
      const request = payload as SupportRequestPayload;
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
      return {
        subject: t('supportRequest.subject', { subject: request.subject }),
        html: await render(element),
        text: await render(element, { plainText: true }),
        replyTo: request.from_email,
      };
    }
    case 'overstay_due': {
      const overstay = payload as OverstayDuePayload;
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
      return {
        subject: t('overstayDue.subject', { amount, space }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
    case 'review_request': {
      const request = payload as ReviewRequestPayload;
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
      return {
        subject: t('reviewRequest.subject', { space }),
        html: await render(element),
        text: await render(element, { plainText: true }),
      };
    }
  }
}
