import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';

export type ConfirmButtonProps = {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolves true when done (the dialog closes), false to keep it open (an error was shown). */
  onConfirm: () => Promise<boolean>;
  variant?: ButtonProps['variant'];
};

// The dialog (Radix) comes with the first click, not with the page.
const ConfirmButtonDialog = dynamic(
  () => import('./confirm-button-dialog').then((m) => m.ConfirmButtonDialog),
  { ssr: false },
);

/** A button for a write that cannot be undone: it asks first, in a dialog. */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = 'secondary',
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <ConfirmButtonDialog
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onOpenChange={setOpen}
          onConfirm={() => void confirm()}
          busy={busy}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  );
}
