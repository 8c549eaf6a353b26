import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { AdminSpace } from '../../../../contracts/admin-spaces';
import { formatClock, parseClock } from '../../../../domain/clock';
import { formatPrice, type Locale } from '../../../../domain/money';
import { LOCALES } from '../../../../lib/locale';
import { WEEKDAYS } from './opening-hours-section';
import { PhotoThumbnail } from './photo-thumbnail';

const clock = (hhmm: number, locale: Locale) => formatClock(parseClock(hhmm) ?? 0, locale);

/**
 * What an unpublished space will show, as last saved, in the language chosen: its texts, photos,
 * address, price and hours. Not the public page itself (that one answers 404 until published).
 */
export function SpacePreview({ space }: { space: AdminSpace }) {
  const { t } = useTranslation('admin');
  const [lang, setLang] = useState<Locale>('fr');
  const title = lang === 'fr' ? space.title_fr : space.title_en;
  const description = lang === 'fr' ? space.description_fr : space.description_en;

  return (
    <section
      aria-labelledby="space-preview"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="space-preview" className="text-lg font-semibold text-ink-900">
            {t('spaces.preview.title')}
          </h2>
          <p className="text-sm text-ink-700">{t('spaces.preview.hint')}</p>
        </div>
        <div role="group" aria-label={t('spaces.preview.language')} className="flex gap-1">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={lang === option}
              onClick={() => setLang(option)}
              className="min-h-9 rounded-lg px-3 text-sm ring-1 ring-brand-100 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t(`spaces.preview.languages.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <article lang={lang} className="space-y-4 rounded-xl border border-dashed border-brand-200 p-4">
        <h3 className="text-xl font-semibold text-ink-900">{title}</h3>
        {space.photos.length > 0 ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {space.photos.slice(0, 4).map((photo, index) => (
              <PhotoThumbnail
                key={photo}
                src={photo}
                alt={t('spaces.photos.alt', { n: index + 1 })}
                className="aspect-[4/3] w-full rounded-lg"
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-500">{t('spaces.preview.noPhotos')}</p>
        )}
        <p className="whitespace-pre-line text-ink-900">{description}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-ink-700">{t('spaces.form.address')}</dt>
            <dd className="text-ink-900">
              {space.street}, {space.postal_code} {space.city} ({space.district})
            </dd>
          </div>
          <div>
            <dt className="font-medium text-ink-700">{t('spaces.form.price')}</dt>
            <dd className="text-ink-900">{formatPrice(space.price_hour_cents, lang)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-ink-700">{t('spaces.hours.title')}</dt>
            <dd>
              <ul className="text-ink-900">
                {WEEKDAYS.map((weekday, index) => {
                  const day = space.opening_hours[index];
                  return (
                    <li key={weekday}>
                      {t('spaces.preview.day', { day: t(`spaces.weekdays.${weekday}`) })}{' '}
                      {day
                        ? `${clock(day.open, lang)} – ${clock(day.close, lang)}`
                        : t('spaces.hours.closed')}
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
        </dl>
      </article>
    </section>
  );
}
