import { createHash } from 'node:crypto';
import { unprocessable } from '../../core/errors';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from './provider';

/** Test cards of the demo provider, the same numbers Stripe uses in test mode. */
export const OFFLINE_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const DECLINED_REF_PREFIX = 'offline_card_declined_';

/** Records payments as paid without charging anything: the local default, labelled in the UI. */
export function createOfflineProvider(): PaymentProvider {
  return {
    name: 'offline',
    async saveCard({ number, expMonth, expYear }): Promise<CardDetails> {
      const digits = (number ?? '').replace(/\s+/g, '');
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !expMonth || !expYear) {
        throw unprocessable('CARD_INVALID', 'The card number or expiry date is not valid.');
      }
      // Never keep a card number: only a reference, the brand and the last four digits.
      const fingerprint = createHash('sha256').update(digits).digest('hex').slice(0, 16);
      const providerRef =
        digits === OFFLINE_TEST_CARDS.declined
          ? `${DECLINED_REF_PREFIX}${fingerprint}`
          : `offline_card_${fingerprint}`;
      return { providerRef, brand: brandOf(digits), last4: digits.slice(-4), expMonth, expYear };
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const providerRef = `offline_pay_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      const declined =
        'number' in request.card
          ? request.card.number.replace(/\s+/g, '') === OFFLINE_TEST_CARDS.declined
          : request.card.providerRef.startsWith(DECLINED_REF_PREFIX);
      if (declined) return { status: 'failed', providerRef, reason: 'card_declined' };
      return { status: 'succeeded', providerRef };
    },
    async refund(request: RefundRequest) {
      return {
        providerRef: `offline_refund_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`,
      };
    },
  };
}
