import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { SpaceSummary } from '../../../contracts/spaces';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';

export function SpaceCard({ space, priority }: { space: SpaceSummary; priority: boolean }) {
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <Link href={`/${space.zone}/${space.slug}`} className="block focus-visible:outline-2 focus-visible:outline-brand-600">
        <div className="relative aspect-[3/2] bg-brand-100">
          {space.photo && (
            <ResponsiveImage
              src={space.photo}
              alt=""
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="object-cover"
              priority={priority}
            />
          )}
        </div>
        <div className="space-y-1 p-4">
          <h2 className="font-medium text-ink-900">{space.title}</h2>
          <p className="text-sm text-ink-500">
            {space.district} · {t(space.type === 'desk' ? 'card.desks' : 'card.people', { count: space.capacity })}
          </p>
          <p className="text-sm font-semibold text-ink-900">
            {t('card.perHour', { price: formatPrice(space.price_hour, locale) })}
          </p>
        </div>
      </Link>
    </li>
  );
}
