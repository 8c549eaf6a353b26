import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** docs/product.md §9: tooltips wait 700 ms before showing; the mobile navigation asks for 0. */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProps = {
  /** What the tooltip says (already translated). */
  content: ReactNode;
  /** The element it describes: one focusable element (it receives the trigger's props). */
  children: ReactElement;
  delayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/** A tooltip on hover and keyboard focus; it carries its own provider so no app-wide setup is needed. */
export function Tooltip({ content, children, delayDuration = TOOLTIP_DELAY_MS, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root delayDuration={delayDuration}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink-900 px-2.5 py-1.5 text-xs text-white shadow"
          >
            {content}
            <RadixTooltip.Arrow className="fill-ink-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
