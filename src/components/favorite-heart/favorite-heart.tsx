import dynamic from 'next/dynamic';
import type { FavoriteSpace } from '../../contracts/me';
import { useAuth } from '../../lib/auth/auth-context';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';
import { HeartButton } from './heart-button';

export type FavoriteHeartProps = {
  /** The space, as a card or a page shows it: enough to list it on /favorites at once. */
  space: Omit<FavoriteSpace, 'favorite'>;
  className?: string;
};

// The signed-in heart brings the query cache and the API client: for signed-in users only.
const SignedInHeart = dynamic(() => import('./signed-in-heart'), {
  ssr: false,
  loading: () => <HeartButton pressed={false} busy />,
});

/**
 * SPEC §5: add or remove a favorite from anywhere (a card, a space page). A guest gets the
 * sign-in dialog instead; a signed-in user's change shows at once and is undone if it fails.
 */
export function FavoriteHeart({ space, className }: FavoriteHeartProps) {
  const { status } = useAuth();
  const { open } = useAuthDialog();
  if (status === 'authenticated') return <SignedInHeart space={space} className={className} />;
  return <HeartButton pressed={false} busy={status === 'loading'} onClick={() => open()} className={className} />;
}
