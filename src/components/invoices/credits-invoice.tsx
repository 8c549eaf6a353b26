import { useTranslation } from 'next-i18next/pages';

/** Stands for the number in the translated sentence, where it is cut to wrap the number alone. */
const SLOT = '\u0000';

/**
 * What a credit note gives back: "sur la facture F-2026-000001", the number never broken at its
 * hyphens (wherever the language puts it). Split by hand: `Trans` would weigh ~5 kB on the page.
 */
export function CreditsInvoice({ number }: { number: string }) {
  const { t } = useTranslation('common');
  const [before = '', after = ''] = t('invoices.creditsInvoice', { number: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{number}</span>
      {after}
    </>
  );
}
