import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID,
  CONTEXT,
  EVENT_ID,
  ORGANIZER,
  SPACE,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { ReviewRequestPayload } from './review-request';

const request: ReviewRequestPayload = {
  booking_id: BOOKING_ID,
  event_id: EVENT_ID,
  organizer: ORGANIZER,
  space: SPACE,
};

describe('the review request', () => {
  it('asks how it was, in French or English, with a link to the review form on the event’s page', async () => {
    const fr = await renderMessage('review_request', request, 'fr', CONTEXT);
    // A no-break space keeps the question mark with its word, as French typography wants.
    expect(fr.subject).toBe('Comment s’est passé votre moment chez Le Grand Salon de la Bourse\u00a0?');
    expect(fr.text).toContain('MERCI CAMILLE MARTIN\u00a0!');
    expect(fr.text).toContain('Votre réservation chez Le Grand Salon de la Bourse est terminée.');
    expect(fr.html).toContain(`href="https://nook.example/events/${EVENT_ID}#review"`);
    const en = await renderMessage('review_request', request, 'en', CONTEXT);
    expect(en.subject).toBe('How was your time at The Bourse Grand Salon?');
    expect(en.text).toContain(`Leave a review https://nook.example/en/events/${EVENT_ID}#review`);
  });

  it('thanks an organizer who gave no name without one', async () => {
    const message = await renderMessage(
      'review_request',
      { ...request, organizer: { name: null, email: 'camille@example.com' } },
      'en',
      CONTEXT,
    );
    expect(message.text).toContain('THANK YOU!');
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('review_request', request, locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('review_request', { ...request, space: { title_fr: 'Le Salon' } }, 'fr', CONTEXT),
    ).rejects.toThrow(/^Unreadable review_request payload: space\.title_en: .*; space\.street: /);
  });
});
