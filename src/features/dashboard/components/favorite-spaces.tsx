import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import { formatPrice } from '../../../domain/money';
import { useFavorites } from '../../../lib/favorites/favorites';
import { toLocale } from '../../../lib/locale';

/** How many favorites the dashboard shows; the rest are on /favorites. */
const SHOWN = 4;

/** A few of the spaces the user keeps, each a link to its page. */
export function FavoriteSpaces() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = toLocale(i18n.language);
  const favorites = useFavorites();

  let body;
  if (favorites.isPending)
    body = <div className="h-24 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />;
  else if (favorites.isError)
    body = (
      <p role="alert" className="text-sm text-ink-700">
        {t('favorites.error')}
      </p>
    );
  else if (favorites.data.length === 0) body = <p className="text-sm text-ink-500">{t('favorites.empty')}</p>;
  else {
    body = (
      <ul className="divide-y divide-brand-100" aria-label={t('favorites.title')}>
        {favorites.data.slice(0, SHOWN).map((space) => (
          <li key={space.id} className="py-2">
            <AppLink
              href={`/${space.zone}/${space.slug}`}
              className="block text-sm font-medium text-brand-700 hover:underline"
            >
              {space.title}
            </AppLink>
            <p className="text-xs text-ink-500">
              {space.district} · {t('favorites.perHour', { price: formatPrice(space.price_hour, locale) })}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="dashboard-favorites"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="dashboard-favorites" className="font-semibold text-ink-900">
        {t('favorites.title')}
      </h2>
      <div className="mt-3">{body}</div>
      <AppLink
        href="/favorites"
        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {t('favorites.all')}
      </AppLink>
    </section>
  );
}
