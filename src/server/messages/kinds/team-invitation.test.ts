import { describe, expect, it } from 'vitest';
import { CONTEXT, ORGANIZER, expectWellWritten } from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { TeamInvitationPayload } from './team-invitation';

const invitation: TeamInvitationPayload = {
  inviter: ORGANIZER,
  company: 'Atelier Martin',
  role: 'member',
  email: 'dominique@example.com',
};

describe('the invitation into an account', () => {
  it('says who invites to which company, in French or English, with a link to the sign-up', async () => {
    const fr = await renderMessage('team_invitation', invitation, 'fr', CONTEXT);
    expect(fr.subject).toBe('Camille Martin vous invite à réserver avec Atelier Martin sur Nook');
    expect(fr.text).toContain(
      'Créez votre compte ou connectez-vous avec cette adresse (dominique@example.com)',
    );
    expect(fr.text).toContain('https://nook.example/dashboard?invited=dominique%40example.com');
    const en = await renderMessage('team_invitation', invitation, 'en', CONTEXT);
    expect(en.subject).toBe('Camille Martin invites you to book with Atelier Martin on Nook');
    expect(en.html).toContain('href="https://nook.example/en/dashboard?invited=dominique%40example.com"');
  });

  it('speaks of the inviter’s team when the account has no company, naming them by address when they gave no name', async () => {
    const message = await renderMessage(
      'team_invitation',
      { ...invitation, company: null, inviter: { name: null, email: 'camille@example.com' } },
      'en',
      CONTEXT,
    );
    expect(message.subject).toBe('camille@example.com invites you to book with their team on Nook');
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('team_invitation', invitation, locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    const { company: _company, ...withoutCompany } = invitation;
    await expect(renderMessage('team_invitation', withoutCompany, 'fr', CONTEXT)).rejects.toThrow(
      'Unreadable team_invitation payload: company: Invalid input: expected string, received undefined',
    );
  });
});
