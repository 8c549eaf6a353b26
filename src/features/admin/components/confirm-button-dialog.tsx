import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { ConfirmButtonProps } from './confirm-button';

export type ConfirmButtonDialogProps = Omit<ConfirmButtonProps, 'label' | 'onConfirm' | 'variant'> & {
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  /** Where the focus goes back when the dialog closes: the button that opened it. */
  returnFocus: () => void;
};

/** ConfirmButton's dialog, open from the moment it is drawn: loaded the first time it is asked for. */
export function ConfirmButtonDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onOpenChange,
  onConfirm,
  busy,
  returnFocus,
}: ConfirmButtonDialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{cancelLabel}</Button>
          </DialogClose>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
