import { useEffect } from 'react';
import { useProfileLocaleRedirect } from '../features/navigation/hooks/use-profile-locale-redirect';
import { analyticsEnabled, identify } from '../lib/analytics';
import { useMe } from '../lib/me/get-me';
import { QueryLayer } from '../lib/query-layer';

function Effects() {
  const { data: me } = useMe();
  // docs/product.md §4: a profile in another language than the page takes the user to their
  // language.
  useProfileLocaleRedirect(me?.locale);
  // docs/product.md §4: analytics know the signed-in user once their profile is known.
  const distinctId = me?.distinct_id;
  const analyticsId = me?.analytics_id;
  useEffect(() => {
    if (analyticsEnabled && distinctId) identify(distinctId, analyticsId);
  }, [distinctId, analyticsId]);
  return null;
}

/** Mounted while a user is signed in, on every page; loaded only then (see app-providers.tsx). */
export default function SignedInEffects() {
  return (
    <QueryLayer>
      <Effects />
    </QueryLayer>
  );
}
