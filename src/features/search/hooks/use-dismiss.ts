import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape (focus back on its trigger) or on a press outside both. Only listens
 * while open.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { trigger: RefObject<HTMLElement | null>; panel: RefObject<HTMLElement | null> },
) {
  const { trigger, panel } = refs;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panel.current?.contains(target) || trigger.current?.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, trigger, panel]);
}
