import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/money';
import { emailTexts } from '../texts';

/** The product's colours (tailwind.config.ts), inline: mail clients drop stylesheets. */
export const colors = {
  brand: '#c8643b',
  brandDark: '#8e4123',
  cream: '#fdf6f0',
  ink: '#1f1c19',
  muted: '#5b5650',
  line: '#f9e6d6',
};
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Every message's frame: the brand line, a narrow column that reads on a phone, the help line. */
export function Layout({
  locale,
  preview,
  children,
}: {
  locale: Locale;
  preview: string;
  children: ReactNode;
}) {
  const t = emailTexts(locale);
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.cream,
          fontFamily: font,
          color: colors.ink,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            maxWidth: 560,
            margin: '0 auto',
            backgroundColor: '#ffffff',
            borderRadius: 12,
            padding: '28px 24px',
          }}
        >
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

/** The label and the value of a line of a message's box of details (when, where, total). */
export const detail = {
  label: {
    fontSize: 13,
    color: colors.muted,
    margin: '12px 0 2px',
    textTransform: 'uppercase' as const,
    letterSpacing: 0.4,
  },
  value: { fontSize: 16, margin: 0 },
};

/** Where: the space's name and its address, in the box of details. */
export function Place({ label, space, address }: { label: string; space: string; address: string }) {
  return (
    <>
      <Text style={detail.label}>{label}</Text>
      <Text style={detail.value}>{space}</Text>
      <Text style={{ ...detail.value, color: colors.muted }}>{address}</Text>
    </>
  );
}

/** The one button of a message. */
export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: 8,
          padding: '12px 20px',
          fontSize: 16,
          fontWeight: 600,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
