import { useTranslation } from 'next-i18next/pages';

const SECTIONS = ['publisher', 'hosting', 'service', 'intellectualProperty', 'personalData', 'cookies', 'contact'] as const;

/** /mentions-legales: the legal notice French law asks of a website, in both languages. */
export function LegalNoticeScreen() {
  const { t } = useTranslation('legal');
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      {SECTIONS.map((section) => (
        <section key={section} className="mt-6">
          <h2 className="text-lg font-semibold text-ink-900">{t(`sections.${section}.title`)}</h2>
          <p className="mt-2 leading-relaxed text-ink-700">{t(`sections.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
