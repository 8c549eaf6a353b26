import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';
import { Layout, colors } from './layout';

export type GuestInvitedProps = { locale: Locale; organizer: string; space: string; address: string; when: string; email: string; url: string };

const label = { fontSize: 13, color: colors.muted, margin: '12px 0 2px', textTransform: 'uppercase' as const, letterSpacing: 0.4 };
const value = { fontSize: 16, margin: 0 };

export function GuestInvited({ locale, organizer, space, address, when, email, url }: GuestInvitedProps) {
  const t = emailTexts(locale);
  return (
    <Layout locale={locale} preview={t('guestInvited.preview', { organizer, space })}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {t('guestInvited.heading')}
      </Heading>
      <Text style={{ fontSize: 16 }}>{t('guestInvited.intro', { organizer, space })}</Text>
      <Section style={{ backgroundColor: colors.cream, borderRadius: 8, padding: '4px 16px 16px' }}>
        <Text style={label}>{t('bookingConfirmed.when')}</Text>
        <Text style={value}>{when}</Text>
        <Text style={label}>{t('bookingConfirmed.where')}</Text>
        <Text style={value}>{space}</Text>
        <Text style={{ ...value, color: colors.muted }}>{address}</Text>
      </Section>
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={url} style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 16, fontWeight: 600 }}>
          {t('guestInvited.cta')}
        </Button>
      </Section>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('guestInvited.signIn', { email })}</Text>
      <Text style={{ fontSize: 14, color: colors.muted }}>{t('guestInvited.calendar')}</Text>
    </Layout>
  );
}
