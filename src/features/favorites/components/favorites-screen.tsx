import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { buttonClassName } from '../../../components/ui/button';
import { useFavorites } from '../../../lib/favorites/favorites';
import { FavoriteCard } from './favorite-card';

/** /favorites: the spaces the user keeps, each leading to its page. */
export function FavoritesScreen() {
  const { t } = useTranslation('favorites');
  const favorites = useFavorites();

  let body;
  if (favorites.isPending)
    body = (
      <div className="h-48 animate-pulse rounded-2xl bg-white/70 ring-1 ring-brand-100" aria-busy="true" />
    );
  else if (favorites.isError)
    body = (
      <p role="alert" className="text-ink-700">
        {t('error')}
      </p>
    );
  else if (favorites.data.length === 0) {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
        <h2 className="text-lg font-semibold text-ink-900">{t('empty.title')}</h2>
        <p className="mt-1 text-ink-500">{t('empty.body')}</p>
        <AppLink href="/paris" className={`${buttonClassName()} mt-4`}>
          {t('empty.cta')}
        </AppLink>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('listLabel')}>
        {favorites.data.map((space) => (
          <FavoriteCard key={space.id} space={space} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{t('heading')}</h1>
      <div className="mt-6">{body}</div>
    </>
  );
}
