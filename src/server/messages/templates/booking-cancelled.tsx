import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { formatPrice } from '../../../domain/money';
import { emailTexts } from '../texts';
import { Layout, colors } from './layout';

export type BookingCancelledProps = {
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

const label = { fontSize: 13, color: colors.muted, margin: '12px 0 2px', textTransform: 'uppercase' as const, letterSpacing: 0.4 };
const value = { fontSize: 16, margin: 0 };

export function BookingCancelled({ locale, organizer, space, address, when, refundCents, url }: BookingCancelledProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} preview={t('bookingCancelled.preview', { space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('bookingCancelled.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>{organizer ? t('bookingCancelled.introGuest', { organizer, space }) : t('bookingCancelled.introOrganizer', { space })}</Text>
      <Section style={{ backgroundColor: colors.cream, borderRadius: 8, padding: '4px 16px 16px' }}>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        {when.map((line) => (
          <Text key={line} style={{ ...value, textDecoration: 'line-through' }}>
            {line}
          </Text>
        ))}
        <Text style={label}>{t('bookingConfirmed.where')}</Text>
        <Text style={value}>{space}</Text>
        <Text style={{ ...value, color: colors.muted }}>{address}</Text>
        {refundCents === null ? null : (
          <>
            <Text style={label}>{t('bookingCancelled.refund')}</Text>
            <Text style={value}>{refundCents > 0 ? formatPrice(refundCents, locale) : t('bookingCancelled.noRefund')}</Text>
            {refundCents > 0 ? <Text style={{ ...value, fontSize: 14, color: colors.muted }}>{t('bookingCancelled.refundNote')}</Text> : null}
          </>
        )}
      </Section>
      {refundCents === null ? null : (
        <Section style={{ margin: '24px 0 8px' }}>
          <Button href={url} style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 16, fontWeight: 600 }}>
            {t('bookingCancelled.cta')}
          </Button>
        </Section>
      )}
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('bookingCancelled.calendar')}</Text>
    </Layout>
  );
}
