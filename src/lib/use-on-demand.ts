import { useRef, useState } from 'react';

/**
 * Something fetched on demand (a component whose module loads when the pointer comes near or the
 * focus comes in), and whether the focus came in: the render that swaps it in hands the focus on.
 * A failed fetch may be asked for again.
 */
export function useOnDemand<T>(fetch: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const requested = useRef(false);
  // State, not a ref: whichever of the focus and the module's arrival comes first, the render that
  // swaps the inputs knows whether to take the focus.
  const [focused, setFocused] = useState(false);
  const request = () => {
    if (requested.current) return;
    requested.current = true;
    fetch()
      // A function as the value: set it through an updater, or React would call it.
      .then((value) => setLoaded(() => value))
      .catch(() => {
        requested.current = false;
      });
  };
  return { loaded, request, focused, setFocused };
}
