import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { useFavorites, useToggleFavorite, type FavoriteToggle } from '../../lib/favorites/favorites';
import { QueryLayer } from '../../lib/query-layer';
import { HeartButton } from './heart-button';
import type { FavoriteHeartProps } from './favorite-heart';

function Heart({ space, className, labels }: FavoriteHeartProps) {
  const { t } = useTranslation('common');
  const favorites = useFavorites();
  const onFailure = useCallback(
    ({ keep }: FavoriteToggle) =>
      toast.error(t(keep ? 'favorite.addFailed' : 'favorite.removeFailed', { title: space.title })),
    [t, space.title],
  );
  const toggle = useToggleFavorite(onFailure);
  const pressed = favorites.data?.some((favorite) => favorite.id === space.id) ?? false;
  return (
    <HeartButton
      pressed={pressed}
      labels={labels ?? { add: t('favorite.add'), remove: t('favorite.remove') }}
      busy={favorites.isPending}
      onClick={() => toggle.mutate({ space, keep: !pressed })}
      className={className}
    />
  );
}

/** The heart of a signed-in user, with the query cache it needs (loaded for them only). */
export default function SignedInHeart(props: FavoriteHeartProps) {
  return (
    <QueryLayer>
      <Heart {...props} />
    </QueryLayer>
  );
}
