import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';

/** Radix popover parts (focus management, Escape, outside click) in the house style. */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...rest
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        className={[
          'z-50 min-w-56 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-ink-500/10 focus:outline-none',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      />
    </RadixPopover.Portal>
  );
}
