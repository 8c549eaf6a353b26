import { describe, expect, it } from 'vitest';
import {
  CONTEXT,
  OCCURRENCE,
  SPACE,
  WHEN_EN,
  WHEN_FR,
  expectWellWritten,
} from '../../../../tests/helpers/message-fixtures';
import { renderMessage } from '../render';
import type { OverstayDuePayload } from './overstay-due';

const OVERSTAY_ID = '3f1b2c4d-0000-4000-8000-0000000000f1';
const overstay: OverstayDuePayload = {
  overstay_id: OVERSTAY_ID,
  minutes: 30,
  amount_cents: 3_300,
  event: OCCURRENCE,
  space: SPACE,
};

describe('the overstay to pay', () => {
  it('gives the event, the minutes over and the amount, in French or English, with a link to pay it', async () => {
    const fr = await renderMessage('overstay_due', overstay, 'fr', CONTEXT);
    expect(fr.subject).toBe('Dépassement à régler : 33 €, Le Grand Salon de la Bourse');
    expect(fr.text).toContain(
      `Votre événement chez Le Grand Salon de la Bourse (${WHEN_FR}) a duré 30 minutes de plus que prévu.`,
    );
    expect(fr.text).toContain(`Régler 33 € https://nook.example/overstays/${OVERSTAY_ID}`);
    const en = await renderMessage('overstay_due', overstay, 'en', CONTEXT);
    expect(en.subject).toBe('Overstay to pay: €33, The Bourse Grand Salon');
    expect(en.text).toContain(`(${WHEN_EN}) ran 30 minutes longer than booked`);
    expect(en.html).toContain(`href="https://nook.example/en/overstays/${OVERSTAY_ID}"`);
  });

  it('renders in French and English, with no calendar part', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const message = await renderMessage(
        'overstay_due',
        { ...overstay, event: { ...OCCURRENCE, sequence: 2 } },
        locale,
        CONTEXT,
      );
      expectWellWritten(message, locale);
      expect(message.icalEvent).toBeUndefined();
    }
  });

  it('refuses a payload it cannot read, naming what is wrong', async () => {
    await expect(
      renderMessage('overstay_due', { ...overstay, overstay_id: 'f1' }, 'fr', CONTEXT),
    ).rejects.toThrow('Unreadable overstay_due payload: overstay_id: Invalid GUID');
  });
});
