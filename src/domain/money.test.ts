import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows whole euros without a trailing ,00 or .00', () => {
    expect(formatPrice(4500, 'fr')).toBe('45 €');
    expect(formatPrice(4500, 'en')).toBe('€45');
    expect(formatPrice(0, 'fr')).toBe('0 €');
  });

  it('keeps cents when there are some', () => {
    expect(formatPrice(4550, 'fr')).toBe('45,50 €');
    expect(formatPrice(4505, 'en')).toBe('€45.05');
    expect(formatPrice(7, 'fr')).toBe('0,07 €');
  });

  it('groups thousands the way each language does', () => {
    expect(formatPrice(125000, 'fr')).toBe('1 250 €');
    expect(formatPrice(125000, 'en')).toBe('€1,250');
    expect(formatPrice(123456789, 'fr')).toBe('1 234 567,89 €');
  });

  it('writes a negative amount with the minus sign, not a hyphen', () => {
    expect(formatPrice(-14400, 'fr')).toBe('\u2212144 €');
    expect(formatPrice(-4550, 'en')).toBe('\u2212€45.50');
  });

  it('says what Intl.NumberFormat says, spaces and the minus sign aside, for amounts of every size and sign', () => {
    const intl = (cents: number, locale: 'fr' | 'en') =>
      new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      })
        .format(cents / 100)
        .replace(/\u202f|\u00a0/g, ' ')
        .replace('-', '\u2212');
    const amounts = [-250050, -4500, -1, 0, 1, 99, 100, 999_99, 1000_00, 1000_01, 12_345_678_90];
    for (let cents = 0; cents < 2_000_000; cents += 7919) amounts.push(cents);
    for (const cents of amounts) {
      expect(formatPrice(cents, 'fr'), `${cents}`).toBe(intl(cents, 'fr'));
      expect(formatPrice(cents, 'en'), `${cents}`).toBe(intl(cents, 'en'));
    }
  });
});
