export type Locale = 'fr' | 'en';

/** Digits grouped by three from the right: "1250" → ["1", "250"]. */
function groups(digits: string): string[] {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) parts.push(digits.slice(i, i + 3));
  return parts;
}

/**
 * Cents to a displayed price in the page's language: 4500 → "45 €" (fr) / "€45" (en),
 * 4550 → "45,50 €" / "€45.50", 125000 → "1 250 €" / "€1,250". Whole amounts never show a trailing
 * ",00" / ".00". A negative amount takes the typographic minus sign (−144 €), not a hyphen.
 *
 * Written out rather than asked of Intl.NumberFormat, which says the same (money.test.ts checks)
 * but costs milliseconds to build on a phone, in the middle of the page's hydration, and whose
 * spaces differ between ICU versions, so between the server's render and the browser's.
 */
export function formatPrice(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '−' : '';
  const units = Math.abs(Math.round(cents));
  const whole = String(Math.floor(units / 100));
  const rest = units % 100;
  if (locale === 'fr') {
    return `${sign}${groups(whole).join(' ')}${rest ? `,${String(rest).padStart(2, '0')}` : ''} €`;
  }
  return `${sign}€${groups(whole).join(',')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
