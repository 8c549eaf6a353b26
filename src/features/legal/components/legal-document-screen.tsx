import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';

export type LegalDocument = 'terms' | 'privacy' | 'cookies';

export const LEGAL_DOCUMENT_PATHS: Record<LegalDocument, string> = {
  terms: '/conditions-generales-de-vente',
  privacy: '/confidentialite',
  cookies: '/cookies',
};

export type LegalDocumentScreenProps = {
  document: LegalDocument;
  /** Its sections, in order, each a title and paragraphs in legal.json under `<document>.sections`. */
  sections: readonly string[];
  /** Values the texts name (the terms' version, the refund policy's hours and share). */
  values?: Record<string, string | number>;
  /** A line under the heading (e.g. the version in force). */
  lead?: string;
};

/** One of the legal documents (terms of sale, privacy policy, cookies): static, server-rendered text. */
export function LegalDocumentScreen({ document, sections, values = {}, lead }: LegalDocumentScreenProps) {
  const { t } = useTranslation('legal');
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-semibold text-ink-900">{t(`${document}.heading`)}</h1>
      {lead && <p className="mt-2 text-sm text-ink-500">{lead}</p>}
      {sections.map((section) => (
        <section key={section} className="mt-6">
          <h2 className="text-lg font-semibold text-ink-900">{t(`${document}.sections.${section}.title`)}</h2>
          {(
            t(`${document}.sections.${section}.paragraphs`, { returnObjects: true, ...values }) as string[]
          ).map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <nav aria-label={t('related.label')} className="mt-8 border-t border-brand-100 pt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(Object.keys(LEGAL_DOCUMENT_PATHS) as LegalDocument[])
            .filter((other) => other !== document)
            .map((other) => (
              <li key={other}>
                <AppLink
                  href={LEGAL_DOCUMENT_PATHS[other]}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {t(`${other}.heading`)}
                </AppLink>
              </li>
            ))}
          <li>
            <AppLink href="/mentions-legales" className="text-brand-700 underline underline-offset-2">
              {t('heading')}
            </AppLink>
          </li>
        </ul>
      </nav>
    </article>
  );
}
