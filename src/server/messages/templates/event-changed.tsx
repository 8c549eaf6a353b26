import { Heading, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';
import { DetailBox, Layout, Place, PrimaryButton, colors, detail } from './layout';
import type { MessageFrame } from './layout';

export type EventChangedProps = {
  /** The message's subject and way out (kinds/shared.ts `emailBodies`). */
  frame?: MessageFrame;
  locale: Locale;
  /** Which texts: a change (with its calendar update) or a reminder. */
  notice: 'eventChanged' | 'eventReminder';
  /** The organizer's name, in a guest's message; null in the organizer's own. */
  organizer: string | null;
  space: string;
  address: string;
  when: string;
  url: string;
};

const { label, value } = detail;

/** An event as it now is, for its organizer or a guest: after a change, or the day before. */
export function EventChanged({
  locale,
  notice,
  organizer,
  space,
  address,
  when,
  url,
  frame,
}: EventChangedProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} frame={frame} preview={t(`${notice}.preview`, { space, when })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t(`${notice}.heading`)}
      </Heading>
      <Text style={{ fontSize: 16 }}>
        {organizer
          ? t(`${notice}.introGuest`, { organizer, space })
          : t(`${notice}.introOrganizer`, { space })}
      </Text>
      <DetailBox>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        <Text style={{ ...value, fontWeight: 600 }}>{when}</Text>
        <Place label={t('bookingConfirmed.where')} space={space} address={address} />
      </DetailBox>
      <PrimaryButton href={url}>{t(`${notice}.cta`)}</PrimaryButton>
      <Text style={{ fontSize: 14, color: colors.muted }}>
        {notice === 'eventChanged' ? t('eventChanged.calendar') : t('eventReminder.preferences')}
      </Text>
    </Layout>
  );
}
