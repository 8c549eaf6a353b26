import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Button, buttonClassName } from '../../../components/ui/button';
import type { Booking } from '../../../contracts/bookings';
import type { EventSummary } from '../../../contracts/events';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';

// Each dialog (Radix, forms, the slot picker) is fetched when it opens, not with the page.
const ChangeSlotDialog = dynamic(() => import('./change-slot-dialog').then((m) => m.ChangeSlotDialog), {
  ssr: false,
});
const ExtendDialog = dynamic(() => import('./extend-dialog').then((m) => m.ExtendDialog), { ssr: false });
const CancelEventDialog = dynamic(() => import('./cancel-event-dialog').then((m) => m.CancelEventDialog), {
  ssr: false,
});

type Open = 'cancel' | 'change' | 'extend' | null;

/** What only the organizer of an upcoming event may do: change, extend, add extras, cancel; a longer or dearer slot leads to paying the balance. */
export function EventOrganizerActions({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const [open, setOpen] = useState<Open>(null);
  const [owed, setOwed] = useState<Booking | null>(null);
  const toggle = (which: Exclude<Open, null>) => (next: boolean) => setOpen(next ? which : null);

  return (
    <section
      aria-labelledby="organizer-actions"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="organizer-actions" className="font-semibold text-ink-900">
        {t('detail.manage')}
      </h2>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => setOpen('change')}>
          {t('detail.change.open')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('extend')}>
          {t('detail.extend.open')}
        </Button>
        <AppLink
          href={`/events/extras/${event.booking_id}`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('detail.addExtras')}
        </AppLink>
        <Button variant="secondary" onClick={() => setOpen('cancel')}>
          {t('detail.cancel.open')}
        </Button>
      </div>
      {owed && owed.balance > 0 && (
        <p className="mt-3 text-sm text-ink-700">
          {t('detail.balance', { amount: formatPrice(owed.balance, locale) })}{' '}
          <AppLink href={`/payment/${owed.id}`} className="font-medium text-brand-700 underline">
            {t('detail.payBalance')}
          </AppLink>
        </p>
      )}
      {open === 'change' && (
        <ChangeSlotDialog event={event} open onOpenChange={toggle('change')} onChanged={setOwed} />
      )}
      {open === 'extend' && (
        <ExtendDialog event={event} open onOpenChange={toggle('extend')} onExtended={setOwed} />
      )}
      {open === 'cancel' && <CancelEventDialog event={event} open onOpenChange={toggle('cancel')} />}
    </section>
  );
}
