import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import { LEGAL_DOCUMENT_PATHS, type LegalDocument } from './legal-document-screen';

const SECTIONS = [
  'publisher',
  'hosting',
  'service',
  'intellectualProperty',
  'personalData',
  'cookies',
  'contact',
] as const;

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
      <nav aria-label={t('related.label')} className="mt-8 border-t border-brand-100 pt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(Object.keys(LEGAL_DOCUMENT_PATHS) as LegalDocument[]).map((document) => (
            <li key={document}>
              <AppLink
                href={LEGAL_DOCUMENT_PATHS[document]}
                className="text-brand-700 underline underline-offset-2"
              >
                {t(`${document}.heading`)}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink href="/contact" className="text-brand-700 underline underline-offset-2">
              {t('contactLink')}
            </AppLink>
          </li>
        </ul>
      </nav>
    </article>
  );
}
