import { useTranslation } from 'next-i18next/pages';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '../../../components/ui/drawer';

export type FilterSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The « Filtres » button: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/**
 * The filter form in a bottom sheet (vaul). Loaded when the « Filtres » button is first pointed at,
 * focused or pressed: the sheet's code stays out of the search's first load.
 */
export default function FilterSheet({ open, onOpenChange, trigger, children }: FilterSheetProps) {
  const { t } = useTranslation('search');
  const body = useRef<HTMLDivElement>(null);
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        // Escape closes the calendar, the amenities or the address suggestions first (they listen
        // for it themselves), and the sheet only when none is open.
        onEscapeKeyDown={(event) => {
          if (body.current?.querySelector('[aria-expanded="true"]')) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DrawerTitle className="mb-1">{t('summary.sheetTitle')}</DrawerTitle>
        <DrawerDescription className="mb-4">{t('summary.sheetDescription')}</DrawerDescription>
        <div ref={body}>{children}</div>
      </DrawerContent>
    </Drawer>
  );
}
