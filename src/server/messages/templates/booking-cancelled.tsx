import { Heading, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { formatPrice } from '../../../domain/money';
import { emailTexts } from '../texts';
import { DetailBox, Layout, Place, PrimaryButton, colors, detail } from './layout';
import type { MessageFrame } from './layout';

export type BookingCancelledProps = {
  /** The message's subject and way out (kinds/shared.ts `emailBodies`). */
  frame?: MessageFrame;
  locale: Locale;
  /** The organizer's name, in a guest's message; null in the organizer's own. */
  organizer: string | null;
  space: string;
  address: string;
  when: readonly string[];
  /** The organizer's refund; null in a guest's message. */
  refundCents: number | null;
  url: string;
};

const { label, value } = detail;

export function BookingCancelled({
  locale,
  organizer,
  space,
  address,
  when,
  refundCents,
  url,
  frame,
}: BookingCancelledProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} frame={frame} preview={t('bookingCancelled.preview', { space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('bookingCancelled.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>
        {organizer
          ? t('bookingCancelled.introGuest', { organizer, space })
          : t('bookingCancelled.introOrganizer', { space })}
      </Text>
      <DetailBox>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        {when.map((line) => (
          <Text key={line} style={{ ...value, textDecoration: 'line-through' }}>
            {line}
          </Text>
        ))}
        <Place label={t('bookingConfirmed.where')} space={space} address={address} />
        {refundCents === null ? null : (
          <>
            <Text style={label}>{t('bookingCancelled.refund')}</Text>
            <Text style={value}>
              {refundCents > 0 ? formatPrice(refundCents, locale) : t('bookingCancelled.noRefund')}
            </Text>
            {refundCents > 0 ? (
              <Text style={{ ...value, fontSize: 14, color: colors.muted }}>
                {t('bookingCancelled.refundNote')}
              </Text>
            ) : null}
          </>
        )}
      </DetailBox>
      {refundCents === null ? null : <PrimaryButton href={url}>{t('bookingCancelled.cta')}</PrimaryButton>}
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('bookingCancelled.calendar')}</Text>
    </Layout>
  );
}
