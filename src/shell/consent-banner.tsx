import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { analyticsConsentChoice, setAnalyticsConsent } from '../lib/analytics';

/**
 * Asks once whether analytics may store an identifier on this device (docs/product.md §4); the
 * answer is remembered. Only rendered when analytics is configured.
 */
export default function ConsentBanner() {
  const { t } = useTranslation('common');
  // Read after mounting: the server cannot know what this device remembers.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(analyticsConsentChoice() === undefined), []);
  if (!open) return null;

  const choose = (granted: boolean) => {
    setAnalyticsConsent(granted);
    setOpen(false);
  };
  return (
    <section
      aria-label={t('consent.label')}
      className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-xl rounded-2xl bg-white p-4 text-sm shadow-lg ring-1 ring-brand-100 md:bottom-6"
    >
      <p className="text-ink-700">{t('consent.message')}</p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => choose(false)}>
          {t('consent.refuse')}
        </Button>
        <Button onClick={() => choose(true)}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}
