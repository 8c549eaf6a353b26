import { Hr, Link, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '../../../domain/money';
import type { UnsubscribeLink } from '../unsubscribe';
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

/**
 * What the frame of a message knows besides its template: its subject, which is the document's
 * title, and for a message its recipient may turn off, where to do it. kinds/shared.ts
 * `emailBodies` gives it to the template, which hands it to its Layout. A prop, not a React
 * context: the API's bundle is built for the server layer, where createContext does not exist.
 */
export type MessageFrame = { subject: string; unsubscribe?: UnsubscribeLink };

const PREVIEW_LENGTH = 150;
/** Invisible characters: after the preview, the inbox's line shows them rather than the body ("Nook", the heading…). */
const FILLER = '\u00a0\u200c\u200b\u200d\u200e\u200f\ufeff';

/**
 * The line an inbox shows under the subject, hidden in the message itself and padded as
 * react-email's Preview pads it, but with the padding marked as no language (`lang="zxx"`): the
 * W3C validator guessed the shortest French message to be Portuguese from it.
 */
function InboxPreview({ text }: { text: string }) {
  const shown = text.slice(0, PREVIEW_LENGTH);
  return (
    <div
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
      data-skip-in-text="true"
    >
      {shown}
      {shown.length < PREVIEW_LENGTH ? (
        <div lang="zxx">{FILLER.repeat(PREVIEW_LENGTH - shown.length)}</div>
      ) : null}
    </div>
  );
}

/**
 * Every message's frame: the brand line, a narrow column that reads on a phone, the help line, and
 * the way out of an optional message. Plain HTML5 elements styled inline: react-email's Body,
 * Container, Section and Button write tables with attributes HTML no longer has (width, align,
 * cellpadding…), which validators refuse; every client still in use lays these out alike.
 */
export function Layout({
  locale,
  preview,
  frame = { subject: '' },
  children,
}: {
  locale: Locale;
  preview: string;
  frame?: MessageFrame;
  children: ReactNode;
}) {
  const t = emailTexts(locale);
  const { subject, unsubscribe } = frame;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ backgroundColor: colors.cream, margin: 0, padding: '24px 0' }}>
        <InboxPreview text={preview} />
        <div
          style={{
            maxWidth: 560,
            margin: '0 auto',
            backgroundColor: '#ffffff',
            borderRadius: 12,
            padding: '28px 24px',
            fontFamily: font,
            color: colors.ink,
          }}
        >
          <Text style={{ fontSize: 20, fontWeight: 700, color: colors.brand, margin: '0 0 16px' }}>Nook</Text>
          {children}
          <Hr style={{ borderColor: colors.line, margin: '28px 0 16px' }} />
          <Text style={{ fontSize: 13, color: colors.muted, margin: 0 }}>{t('layout.help')}</Text>
          <Text style={{ fontSize: 13, color: colors.muted, margin: '4px 0 0' }}>{t('layout.footer')}</Text>
          {unsubscribe ? (
            <Text style={{ fontSize: 13, color: colors.muted, margin: '12px 0 0' }}>
              {t(`layout.unsubscribe.${unsubscribe.preference}.why`)}{' '}
              <Link href={unsubscribe.url} style={{ color: colors.muted, textDecoration: 'underline' }}>
                {t(`layout.unsubscribe.${unsubscribe.preference}.link`)}
              </Link>
            </Text>
          ) : null}
        </div>
      </body>
    </html>
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

/** A message's box of details (when, where, total), on cream. */
export function DetailBox({ children }: { children: ReactNode }) {
  return (
    <div style={{ backgroundColor: colors.cream, borderRadius: 8, padding: '4px 16px 16px' }}>{children}</div>
  );
}

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

const button: CSSProperties = {
  display: 'inline-block',
  backgroundColor: colors.brand,
  color: '#ffffff',
  borderRadius: 8,
  padding: '12px 20px',
  fontSize: 16,
  fontWeight: 600,
  lineHeight: '120%',
  textDecoration: 'none',
};

/** The one button of a message: a link drawn as a button (a client that drops the padding still shows a coloured link). */
export function PrimaryButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div style={{ margin: '24px 0 8px' }}>
      <a href={href} style={button} target="_blank" rel="noopener">
        {children}
      </a>
    </div>
  );
}
