import dynamic from 'next/dynamic';
import { useEffect, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching its chunk (once): call it where the component will be needed, see usePreload. */
  preload: () => void;
};

/**
 * A component in a chunk of its own (a form with react-hook-form, say) for a signed-in screen,
 * fetched while the screen's data loads instead of before the page can hydrate: the screen calls
 * `usePreload(Component)` as it mounts, and `placeholder` holds the component's place until it is
 * there. A failed fetch (offline) is retried when the component renders.
 */
export function lazyComponent<P>(load: Loader<P>, placeholder: () => ReactNode): LazyComponent<P> {
  const Component = dynamic(load, { loading: placeholder });
  return Object.assign(Component, { preload: () => void load().catch(() => {}) });
}

/** Starts fetching these lazy components as the calling component mounts (when `when` holds). */
export function usePreload(components: readonly { preload: () => void }[], when = true): void {
  useEffect(() => {
    if (when) for (const component of components) component.preload();
    // The components are module constants: only `when` changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when]);
}
