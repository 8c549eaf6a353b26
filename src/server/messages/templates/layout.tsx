import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';

/** The product's colours (tailwind.config.ts), inline: mail clients drop stylesheets. */
export const colors = { brand: '#c8643b', brandDark: '#8e4123', cream: '#fdf6f0', ink: '#1f1c19', muted: '#5b5650', line: '#f9e6d6' };
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Every message's frame: the brand line, a narrow column that reads on a phone, the help line. */
export function Layout({ locale, preview, children }: { locale: Locale; preview: string; children: ReactNode }) {
  const t = emailTexts(locale);
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.cream, fontFamily: font, color: colors.ink, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', backgroundColor: '#ffffff', borderRadius: 12, padding: '28px 24px' }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: colors.brand, margin: '0 0 16px' }}>Nook</Text>
          {children}
          <Hr style={{ borderColor: colors.line, margin: '28px 0 16px' }} />
          <Section>
            <Text style={{ fontSize: 13, color: colors.muted, margin: 0 }}>{t('layout.help')}</Text>
            <Text style={{ fontSize: 13, color: colors.muted, margin: '4px 0 0' }}>{t('layout.footer')}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
