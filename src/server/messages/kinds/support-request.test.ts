import { describe, expect, it } from 'vitest';
import { CONTEXT, expectWellWritten } from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { SupportRequestPayload } from './support-request';

const request: SupportRequestPayload = {
  from_email: 'dominique@example.com',
  user_id: null,
  locale: 'en',
  subject: 'Une facture à mon nom',
  message: 'Bonjour,\n\nPourriez-vous refaire ma facture ?\nMerci',
};

describe('the message to support', () => {
  it('keeps its sender’s subject, and is answered by replying to its sender', async () => {
    const fr = await renderMessage('support_request', request, 'fr', CONTEXT);
    expect(fr.subject).toBe('[Support] Une facture à mon nom');
    expect(fr.replyTo).toBe('dominique@example.com');
    expect(fr.text).toContain('De dominique@example.com (langue en, compte aucun).');
    expect(fr.html).toContain('href="mailto:dominique@example.com"');
    const en = await renderMessage(
      'support_request',
      { ...request, user_id: '3f1b2c4d-0000-4000-8000-0000000000a1' },
      'en',
      CONTEXT,
    );
    expect(en.subject).toBe('[Support] Une facture à mon nom');
    expect(en.text).toContain('account 3f1b2c4d-0000-4000-8000-0000000000a1');
  });

  it('shows the message a paragraph a line', async () => {
    const message = await renderMessage('support_request', request, 'fr', CONTEXT);
    expect(message.text).toContain('Bonjour,\n\nPourriez-vous refaire ma facture ?\n\nMerci');
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('support_request', request, locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    const { message: _message, ...empty } = request;
    await expect(renderMessage('support_request', empty, 'fr', CONTEXT)).rejects.toThrow(
      'Unreadable support_request payload: message: Invalid input: expected string, received undefined',
    );
  });
});
