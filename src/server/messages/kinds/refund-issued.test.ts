import { describe, expect, it } from 'vitest';
import { BOOKING_ID, CONTEXT, SPACE, expectWellWritten } from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { RefundIssuedPayload } from './refund-issued';

const refund: RefundIssuedPayload = { booking_id: BOOKING_ID, amount_cents: 19_800, space: SPACE };

describe('the refund issued', () => {
  it('gives the amount and the space, in French or English, with a link to the bookings', async () => {
    const fr = await renderMessage('refund_issued', refund, 'fr', CONTEXT);
    expect(fr.subject).toBe('Remboursement de 198 € : Le Grand Salon de la Bourse');
    expect(fr.text).toContain('Le montant apparaît sur votre relevé sous 5 à 10 jours ouvrés');
    expect(fr.text).toContain('Voir mes réservations https://nook.example/events');
    const en = await renderMessage('refund_issued', refund, 'en', CONTEXT);
    expect(en.subject).toBe('Refund of €198: The Bourse Grand Salon');
    expect(en.text).toContain('We refunded you €198 for your booking at The Bourse Grand Salon.');
    expect(en.html).toContain('href="https://nook.example/en/events"');
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage('refund_issued', refund, locale, CONTEXT);
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('refund_issued', { ...refund, amount_cents: 198.5 }, 'fr', CONTEXT),
    ).rejects.toThrow(
      'Unreadable refund_issued payload: amount_cents: Invalid input: expected int, received number',
    );
  });
});
