import { Heading, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { formatPrice } from '../../../domain/money';
import { emailTexts } from '../texts';
import { DetailBox, Layout, Place, PrimaryButton, colors, detail } from './layout';
import type { MessageFrame } from './layout';

export type BookingConfirmedProps = {
  /** The message's subject and way out (kinds/shared.ts `emailBodies`). */
  frame?: MessageFrame;
  locale: Locale;
  name: string | null;
  space: string;
  address: string;
  /** "mardi 1 décembre, 10h – 12h", one line per occurrence (at most a few shown). */
  when: readonly string[];
  occurrences: number;
  totalCents: number;
  url: string;
};

const { label, value } = detail;

export function BookingConfirmed({
  locale,
  name,
  space,
  address,
  when,
  occurrences,
  totalCents,
  url,
  frame,
}: BookingConfirmedProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} frame={frame} preview={t('bookingConfirmed.preview', { space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('bookingConfirmed.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>
        {name ? t('bookingConfirmed.greeting', { name }) : t('bookingConfirmed.greetingAnonymous')}
      </Text>
      <Text style={{ fontSize: 16 }}>{t('bookingConfirmed.intro', { space })}</Text>
      <DetailBox>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        {when.map((line) => (
          <Text key={line} style={value}>
            {line}
          </Text>
        ))}
        {occurrences > when.length ? (
          <Text style={{ ...value, color: colors.muted }}>
            {t('bookingConfirmed.occurrences', { count: occurrences })}
          </Text>
        ) : null}
        <Place label={t('bookingConfirmed.where')} space={space} address={address} />
        <Text style={label}>{t('bookingConfirmed.total')}</Text>
        <Text style={value}>{formatPrice(totalCents, locale)}</Text>
      </DetailBox>
      <PrimaryButton href={url}>{t('bookingConfirmed.cta')}</PrimaryButton>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('bookingConfirmed.calendar')}</Text>
    </Layout>
  );
}
