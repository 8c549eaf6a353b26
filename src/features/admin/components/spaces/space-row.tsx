import type { TFunction } from 'i18next';
import { AppLink } from '../../../../components/ui/app-link';
import type { AdminSpaceRow } from '../../../../contracts/admin-spaces';
import { formatPrice, type Locale } from '../../../../domain/money';
import { PhotoThumbnail } from './photo-thumbnail';

export type SpaceRowProps = { space: AdminSpaceRow; zoneName: string; locale: Locale; t: TFunction };

/** One space of the list: its cover, what tells it apart, and a link to edit it. */
export function SpaceRow({ space, zoneName, locale, t }: SpaceRowProps) {
  const title = locale === 'fr' ? space.title_fr : space.title_en;
  return (
    <li aria-label={title} className="flex items-center gap-4 px-4 py-3 sm:px-5">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:h-16 sm:w-24">
        {space.photo ? <PhotoThumbnail src={space.photo} alt="" width={128} className="size-full" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <AppLink
          href={`/admin/spaces/${space.id}`}
          className="font-medium text-ink-900 underline-offset-2 hover:underline"
        >
          {title}
        </AppLink>
        <p className="truncate text-sm text-ink-700">
          {zoneName} · {space.district}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700">
          <span>{t(`admin:spaces.types.${space.type}`)}</span>
          <span>{t('admin:spaces.list.capacity', { count: space.capacity })}</span>
          <span>
            {t('admin:spaces.list.perHour', { price: formatPrice(space.price_hour_cents, locale) })}
          </span>
        </p>
      </div>
      <span
        className={
          space.published
            ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800'
            : 'rounded-full bg-brand-50 px-2 py-0.5 text-xs text-ink-700'
        }
      >
        {t(space.published ? 'admin:spaces.status.published' : 'admin:spaces.status.unpublished')}
      </span>
    </li>
  );
}
