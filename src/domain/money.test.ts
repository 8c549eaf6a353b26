import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows whole euros without a trailing ,00 or .00', () => {
    expect(formatPrice(4500, 'fr')).toBe('45 €');
    expect(formatPrice(4500, 'en')).toBe('€45');
  });

  it('keeps cents when there are some', () => {
    expect(formatPrice(4550, 'fr')).toBe('45,50 €');
    expect(formatPrice(4505, 'en')).toBe('€45.05');
  });

  it('groups thousands the way each language does', () => {
    expect(formatPrice(125000, 'fr')).toBe('1 250 €');
    expect(formatPrice(125000, 'en')).toBe('€1,250');
  });
});
