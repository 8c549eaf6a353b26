import { Section } from '@react-email/components';
import { HtmlValidate } from 'html-validate';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTEXT, SAMPLE_PAYLOADS } from '../../../tests/helpers/message-fixtures';
import { emailBodies } from './kinds/shared';
import type { MessageKind } from './outbox';
import { renderMessage, type RenderContext } from './render';
import { Layout } from './templates/layout';
import { preferenceOf, unsubscribeLink } from './unsubscribe';

// Mail clients are not browsers, but mailbox providers' filters and the W3C validator read our HTML
// as HTML: each message must be a valid HTML5 document, with a plain-text part beside it.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
const problemsOf = async (html: string) =>
  (await validator.validateString(html)).results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} (${message.line}:${message.column}): ${message.message}`,
    ),
  );

/** How React writes a text in an element: the title must read exactly as the subject does. */
const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const USER = '3f1b2c4d-0000-4000-8000-0000000000a1';
const keys = { secret: 'a-test-secret-that-signs-nothing-real', mailbox: 'support@nook.example' };
const contextFor = (kind: MessageKind): RenderContext => {
  const preference = preferenceOf(kind);
  return preference
    ? { ...CONTEXT, unsubscribe: unsubscribeLink(keys, CONTEXT.appUrl, USER, preference) }
    : CONTEXT;
};

const cases = (Object.keys(SAMPLE_PAYLOADS) as MessageKind[]).flatMap((kind) =>
  SAMPLE_PAYLOADS[kind].flatMap((payload, variant) =>
    (['fr', 'en'] as const).map((locale) => ({ kind, variant, locale, payload })),
  ),
);

describe('every message as HTML', () => {
  it('covers every kind of message in both languages', () => {
    expect(new Set(cases.map(({ kind, locale }) => `${kind}:${locale}`)).size).toBe(11 * 2);
  });

  it.each(cases)(
    '$kind ($variant) in $locale is a valid HTML5 document titled with its subject, with a text part',
    async ({ kind, locale, payload }) => {
      const message = await renderMessage(kind, payload, locale, contextFor(kind));
      expect(await problemsOf(message.html)).toEqual([]);
      expect(message.html).toMatch(
        new RegExp(`^<!doctype html><html lang="${locale}" dir="ltr"><head><meta charSet="utf-8"/>`),
      );
      expect(message.html).toContain(`<title>${asHtmlText(message.subject)}</title>`);
      expect(message.html).not.toMatch(/<meta(?![^>]*\b(content|charSet)=)[^>]*>/i);
      // The inbox's preview line is padded with characters of no language, which validators guessing
      // the document's language skip.
      expect(message.html).toMatch(/data-skip-in-text="true">[^<]+<div lang="zxx">/);
      // The text part says what the HTML says, without its markup.
      expect(message.text.length).toBeGreaterThan(200);
      expect(message.text).not.toMatch(/<\/?(html|head|body|div|p|a|h1|hr|table)\b/i);
    },
  );

  it('shows the way out of an optional message at its foot, in its language, in both parts', async () => {
    const context = contextFor('event_reminder');
    const url = context.unsubscribe?.url ?? '';
    const fr = await renderMessage('event_reminder', SAMPLE_PAYLOADS.event_reminder[0], 'fr', context);
    expect(fr.text).toContain(`Ne plus les recevoir ${url}`);
    expect(fr.html).toContain(`href="${asHtmlText(url)}"`);
    const en = await renderMessage(
      'review_request',
      SAMPLE_PAYLOADS.review_request[0],
      'en',
      contextFor('review_request'),
    );
    expect(en.text).toContain('Stop receiving them https://nook.example/api/v1/unsubscribe?user=');
    // A message that is always sent has none.
    const confirmed = await renderMessage(
      'booking_confirmed',
      SAMPLE_PAYLOADS.booking_confirmed[0],
      'en',
      CONTEXT,
    );
    expect(confirmed.text).not.toContain('unsubscribe');
  });

  it("finds the faults of react-email's own frame, which the messages no longer use", async () => {
    const element = createElement(Layout, {
      locale: 'fr',
      preview: 'Aperçu',
      children: createElement(Section, null, 'Une section'),
    });
    const { html } = await emailBodies(element, { subject: 'Un sujet', context: CONTEXT });
    expect(await problemsOf(html)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-deprecated-attr .*"align" is deprecated on <table>/),
      ]),
    );
  });
});
