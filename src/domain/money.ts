export type Locale = 'fr' | 'en';

/**
 * Cents to a displayed price in the page's language: 4500 → "45 €" (fr) / "€45" (en),
 * 4550 → "45,50 €" / "€45.50". Whole amounts never show a trailing ",00" / ".00".
 */
export function formatPrice(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');
}
