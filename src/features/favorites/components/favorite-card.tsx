import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { FavoriteHeart } from '../../../components/favorite-heart/favorite-heart';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { FavoriteSpace } from '../../../contracts/me';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';

/** A kept space, leading to its page. */
export function FavoriteCard({ space }: { space: FavoriteSpace }) {
  const { t, i18n } = useTranslation('favorites');
  const locale = toLocale(i18n.language);
  return (
    <li className="relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <AppLink
        href={`/${space.zone}/${space.slug}`}
        className="flex gap-4 p-3 pr-16 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-brand-100">
          {space.photo && <ResponsiveImage src={space.photo} alt="" sizes="80px" className="object-cover" />}
        </div>
        <div className="min-w-0 space-y-1">
          <h2 className="truncate font-medium text-ink-900">{space.title}</h2>
          <p className="text-sm text-ink-500">
            {space.district} · {t('people', { count: space.capacity })}
          </p>
          <p className="text-sm font-semibold text-ink-900">
            {t('perHour', { price: formatPrice(space.price_hour, locale) })}
          </p>
        </div>
      </AppLink>
      {/* Beside the link, not inside it: a button within a link is neither valid nor usable. */}
      <div className="absolute top-3 right-3">
        <FavoriteHeart space={space} />
      </div>
    </li>
  );
}
