import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a server-rendered page that hydrates after the rest: its HTML comes with the page
 * (visible, indexable), its code in a chunk of its own that the browser fetches once the page is
 * interactive, without delaying it. Meanwhile React keeps the server's HTML, and a click on it
 * makes React hydrate that part first and replay the click (selective hydration).
 *
 * For interactive widgets below or beside the main content (booking panel, filters): what the
 * first paint and the first interaction need stays in the page's own code.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Island(props: P) {
    return (
      // No fallback to show: on the server and on hydration the content is there; after a
      // client-side navigation the chunk is usually there already (see prefetch below).
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // Fetched in the browser's first idle moment, so a later navigation does not wait for it.
  if (typeof window !== 'undefined') {
    const prefetch = () => void load().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 1500);
  }
  return Island;
}
