import dynamic from 'next/dynamic';
import type { FavoriteSpace } from '../../contracts/me';
import { useAuth } from '../../lib/auth/auth-context';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';
import { HeartButton, useHeartLabels, type HeartLabels } from './heart-button';

export type FavoriteHeartProps = {
  /** The space, as a card or a page shows it: enough to list it on /favorites at once. */
  space: Omit<FavoriteSpace, 'favorite'>;
  className?: string;
  /** The heart's names, when a list has translated them once for all its hearts; else its own. */
  labels?: HeartLabels;
};

function LoadingHeart() {
  return <HeartButton pressed={false} labels={useHeartLabels()} busy />;
}

// The signed-in heart brings the query cache and the API client: for signed-in users only.
const SignedInHeart = dynamic(() => import('./signed-in-heart'), {
  ssr: false,
  loading: () => <LoadingHeart />,
});

function Heart({ space, className, labels }: FavoriteHeartProps & { labels: HeartLabels }) {
  const { status } = useAuth();
  const { open } = useAuthDialog();
  if (status === 'authenticated')
    return <SignedInHeart space={space} className={className} labels={labels} />;
  return (
    <HeartButton
      pressed={false}
      labels={labels}
      busy={status === 'loading'}
      onClick={() => open()}
      className={className}
    />
  );
}

function OwnLabelsHeart(props: FavoriteHeartProps) {
  return <Heart {...props} labels={useHeartLabels()} />;
}

/**
 * docs/product.md §4: add or remove a favorite from anywhere (a card, a space page). A guest gets
 * the sign-in dialog instead; a signed-in user's change shows at once and is undone if it fails.
 */
export function FavoriteHeart(props: FavoriteHeartProps) {
  return props.labels ? <Heart {...props} labels={props.labels} /> : <OwnLabelsHeart {...props} />;
}
