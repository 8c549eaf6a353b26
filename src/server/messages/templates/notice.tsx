import { Button, Heading, Section, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { Layout, colors } from './layout';

export type NoticeProps = { locale: Locale; preview: string; heading: string; lines: readonly string[]; note?: string; cta: { label: string; url: string } };

/** A short message: a heading, a few lines, one button (team invitation, refund issued). */
export function Notice({ locale, preview, heading, lines, note, cta }: NoticeProps) {
  return (
    <Layout locale={locale} preview={preview}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {heading}
      </Heading>
      {lines.map((line) => (
        <Text key={line} style={{ fontSize: 16 }}>
          {line}
        </Text>
      ))}
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={cta.url} style={{ backgroundColor: colors.brand, color: '#ffffff', borderRadius: 8, padding: '12px 20px', fontSize: 16, fontWeight: 600 }}>
          {cta.label}
        </Button>
      </Section>
      {note ? <Text style={{ fontSize: 14, color: colors.muted }}>{note}</Text> : null}
    </Layout>
  );
}
