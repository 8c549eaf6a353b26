import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';

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

/** A button for a write that cannot be undone: it asks first, in a dialog. */
export function ConfirmButton({ label, title, description, confirmLabel, cancelLabel, onConfirm, variant = 'secondary' }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size="small">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
