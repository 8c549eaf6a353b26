import { Heading, Text } from '@react-email/components';
import type { Locale } from '../../../domain/money';
import { Layout, PrimaryButton, colors } from './layout';
import type { MessageFrame } from './layout';

export type NoticeProps = {
  /** The message's subject and way out (kinds/shared.ts `emailBodies`). */
  frame?: MessageFrame;
  locale: Locale;
  preview: string;
  heading: string;
  lines: readonly string[];
  note?: string;
  cta: { label: string; url: string };
};

/** A short message: a heading, a few lines, one button (team invitation, refund issued). */
export function Notice({ locale, preview, heading, lines, note, cta, frame }: NoticeProps) {
  return (
    <Layout locale={locale} frame={frame} preview={preview}>
      <Heading as="h1" style={{ fontSize: 24, margin: '0 0 12px' }}>
        {heading}
      </Heading>
      {lines.map((line) => (
        <Text key={line} style={{ fontSize: 16 }}>
          {line}
        </Text>
      ))}
      <PrimaryButton href={cta.url}>{cta.label}</PrimaryButton>
      {note ? <Text style={{ fontSize: 14, color: colors.muted }}>{note}</Text> : null}
    </Layout>
  );
}
