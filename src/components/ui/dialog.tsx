import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';

/** Radix dialog parts (focus trap, Escape, scroll lock, labelled by its title) in the house style. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** Accessible label of the close (×) button; no close button without it. */
  closeLabel?: string;
  children: ReactNode;
};

export function DialogContent({ closeLabel, className, children, ...rest }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/40" />
      <RadixDialog.Content
        className={[
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
        {...rest}
      >
        {children}
        {closeLabel && (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-ink-500 hover:bg-brand-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...rest }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title
      className={['pr-8 text-xl font-semibold text-ink-900', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

export function DialogDescription({ className, ...rest }: ComponentProps<typeof RadixDialog.Description>) {
  return (
    <RadixDialog.Description
      className={['mt-1 text-sm text-ink-500', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
