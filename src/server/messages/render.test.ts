import { describe, expect, it } from 'vitest';
import { CONTEXT, ORGANIZER } from '../../../tests/helpers/message-fixtures';
import { renderMessage, UnreadableMessageError } from './render';

// Each message's own tests are beside it (kinds/<kind>.test.ts); these are the dispatcher's.
const invitation = { inviter: ORGANIZER, company: null, role: 'user', email: 'dominique@example.com' };

describe('rendering a message of the outbox', () => {
  it('refuses a kind it has no message for, naming it', async () => {
    await expect(renderMessage('newsletter', invitation, 'fr', CONTEXT)).rejects.toThrow(
      new UnreadableMessageError('Unknown message kind "newsletter"'),
    );
    await expect(renderMessage('toString', invitation, 'fr', CONTEXT)).rejects.toThrow(
      'Unknown message kind "toString"',
    );
  });

  it('refuses a payload that is no object at all', async () => {
    await expect(renderMessage('team_invitation', null, 'fr', CONTEXT)).rejects.toThrow(
      new UnreadableMessageError(
        'Unreadable team_invitation payload: (payload): Invalid input: expected object, received null',
      ),
    );
  });

  it('writes in English for an English reader and in French for every other', async () => {
    const en = await renderMessage('team_invitation', invitation, 'en', CONTEXT);
    expect(en.html).toContain('lang="en"');
    for (const language of ['fr', 'de', '']) {
      const message = await renderMessage('team_invitation', invitation, language, CONTEXT);
      expect(message.html).toContain('lang="fr"');
    }
  });
});
