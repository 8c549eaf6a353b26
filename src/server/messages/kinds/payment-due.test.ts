import { describe, expect, it } from 'vitest';
import { BOOKING_ID, CONTEXT, SPACE, expectWellWritten } from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { PaymentDuePayload } from './payment-due';

// Held until 15:20 in Paris, in winter (UTC+1).
const due: PaymentDuePayload = {
  booking_id: BOOKING_ID,
  amount_cents: 6_600,
  expires_at: '2027-01-05T14:20:00+00:00',
  space: SPACE,
};

describe('the payment due', () => {
  it('gives the amount and until when the change is held, in Paris time, with a link to pay it', async () => {
    const fr = await renderMessage('payment_due', due, 'fr', CONTEXT);
    expect(fr.subject).toBe('Il reste 5 minutes pour régler 66 € : Le Grand Salon de la Bourse');
    expect(fr.text).toContain(
      "Votre modification chez Le Grand Salon de la Bourse est réservée jusqu'à 15h20.",
    );
    expect(fr.text).toContain(`Payer 66 € https://nook.example/payment/${BOOKING_ID}`);
    const en = await renderMessage('payment_due', due, 'en', CONTEXT);
    expect(en.subject).toBe('5 minutes left to pay €66: The Bourse Grand Salon');
    expect(en.text).toContain('is held until 3:20 PM.');
    expect(en.html).toContain(`href="https://nook.example/en/payment/${BOOKING_ID}"`);
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('payment_due', due, locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('payment_due', { ...due, expires_at: 1_799_158_800_000 }, 'fr', CONTEXT),
    ).rejects.toThrow(
      'Unreadable payment_due payload: expires_at: Invalid input: expected string, received number',
    );
  });
});
