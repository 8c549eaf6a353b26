import { Heading, Link, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';
import { DetailBox, Layout, Place, PrimaryButton, colors, detail } from './layout';
import type { MessageFrame } from './layout';

export type GuestInvitedProps = {
  /** The message's subject and way out (kinds/shared.ts `emailBodies`). */
  frame?: MessageFrame;
  locale: Locale;
  organizer: string;
  space: string;
  address: string;
  when: string;
  email: string;
  url: string;
  /** The event's page that answers for the guest once they are signed in. */
  acceptUrl: string;
  declineUrl: string;
};

const { label, value } = detail;

export function GuestInvited({
  locale,
  organizer,
  space,
  address,
  when,
  email,
  url,
  acceptUrl,
  declineUrl,
  frame,
}: GuestInvitedProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} frame={frame} preview={t('guestInvited.preview', { organizer, space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('guestInvited.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>{t('guestInvited.intro', { organizer, space })}</Text>
      <DetailBox>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        <Text style={value}>{when}</Text>
        <Place label={t('bookingConfirmed.where')} space={space} address={address} />
      </DetailBox>
      <PrimaryButton href={acceptUrl}>{t('guestInvited.accept')}</PrimaryButton>
      <Text style={{ fontSize: 14 }}>
        <Link href={declineUrl}>{t('guestInvited.decline')}</Link> ·{' '}
        <Link href={url}>{t('guestInvited.cta')}</Link>
      </Text>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('guestInvited.signIn', { email })}</Text>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('guestInvited.calendar')}</Text>
    </Layout>
  );
}
