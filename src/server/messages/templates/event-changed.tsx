import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';
import { Layout, colors } from './layout';

export type EventChangedProps = {
  locale: Locale;
  /** The organizer's name, in a guest's message; null in the organizer's own. */
  organizer: string | null;
  space: string;
  address: string;
  when: string;
  url: string;
};

const label = { fontSize: 13, color: colors.muted, margin: '12px 0 2px', textTransform: 'uppercase' as const, letterSpacing: 0.4 };
const value = { fontSize: 16, margin: 0 };

export function EventChanged({ locale, organizer, space, address, when, url }: EventChangedProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} preview={t('eventChanged.preview', { space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('eventChanged.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>{organizer ? t('eventChanged.introGuest', { organizer, space }) : t('eventChanged.introOrganizer', { space })}</Text>
      <Section style={{ backgroundColor: colors.cream, borderRadius: 8, padding: '4px 16px 16px' }}>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        <Text style={{ ...value, fontWeight: 600 }}>{when}</Text>
        <Text style={label}>{t('bookingConfirmed.where')}</Text>
        <Text style={value}>{space}</Text>
        <Text style={{ ...value, color: colors.muted }}>{address}</Text>
      </Section>
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={url} style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 16, fontWeight: 600 }}>
          {t('eventChanged.cta')}
        </Button>
      </Section>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('eventChanged.calendar')}</Text>
    </Layout>
  );
}
