import { describe, expect, it } from 'vitest';
import { isEuVatNumber } from './account-forms';
import { parseExpiry } from './card-expiry';

describe('EU VAT numbers', () => {
  it('accepts each member state in its own format, spaces and case aside', () => {
    expect(isEuVatNumber('FR12345678901')).toBe(true);
    expect(isEuVatNumber('fr 12 345 678 901')).toBe(true);
    expect(isEuVatNumber('DE123456789')).toBe(true);
    expect(isEuVatNumber('BE0123456789')).toBe(true);
    expect(isEuVatNumber('NL123456789B01')).toBe(true);
    expect(isEuVatNumber('EL123456789')).toBe(true);
  });

  it('refuses wrong lengths, unknown prefixes and countries outside the EU', () => {
    expect(isEuVatNumber('FR123')).toBe(false);
    expect(isEuVatNumber('DE12')).toBe(false);
    expect(isEuVatNumber('GR123456789')).toBe(false);
    expect(isEuVatNumber('GB123456789')).toBe(false);
    expect(isEuVatNumber('US123456789')).toBe(false);
  });
});

describe('card expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('3 / 2031')).toEqual({ month: 3, year: 2031 });
  });

  it('refuses impossible months and other shapes', () => {
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('1230')).toBeUndefined();
  });
});
