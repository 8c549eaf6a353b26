import type { ComponentProps, ReactNode } from 'react';
import { Drawer as Vaul } from 'vaul';

/** docs/product.md §9: a drawer closes once dragged down a quarter of its height; vaul animates in 0.5 s. */
export const DRAWER_CLOSE_THRESHOLD = 0.25;

export type DrawerProps = ComponentProps<typeof Vaul.Root>;

/** A bottom sheet for small screens (vaul, built on Radix dialog: focus trap, Escape, labelled by its title). */
export function Drawer(props: DrawerProps) {
  return <Vaul.Root closeThreshold={DRAWER_CLOSE_THRESHOLD} {...props} />;
}

export const DrawerTrigger = Vaul.Trigger;
export const DrawerClose = Vaul.Close;

export function DrawerContent({
  className,
  children,
  ...rest
}: ComponentProps<typeof Vaul.Content> & { children: ReactNode }) {
  return (
    <Vaul.Portal>
      <Vaul.Overlay className="fixed inset-0 z-40 bg-ink-900/40" />
      <Vaul.Content
        className={[
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] focus:outline-none',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      >
        {/* The handle shows the sheet can be dragged; it is decoration, dragging works anywhere on it. */}
        <div
          aria-hidden="true"
          className="mx-auto mt-3 mb-2 h-1.5 w-12 shrink-0 rounded-full bg-ink-500/30"
        />
        <div className="overflow-y-auto px-4 pb-4">{children}</div>
      </Vaul.Content>
    </Vaul.Portal>
  );
}

export function DrawerTitle({ className, ...rest }: ComponentProps<typeof Vaul.Title>) {
  return (
    <Vaul.Title
      className={['text-lg font-semibold text-ink-900', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

export function DrawerDescription({ className, ...rest }: ComponentProps<typeof Vaul.Description>) {
  return (
    <Vaul.Description className={['text-sm text-ink-500', className].filter(Boolean).join(' ')} {...rest} />
  );
}
