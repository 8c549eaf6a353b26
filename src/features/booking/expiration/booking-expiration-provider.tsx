import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { Booking } from '../../../contracts/bookings';
import { spaceHref } from '../booking-links';

/** SPEC §9: the expiry check runs every second, and warns 5 minutes (configurable) before the end. */
const TICK_MS = 1000;
const warningMs = () => Number(process.env.NEXT_PUBLIC_BOOKING_WARNING_MINUTES || 5) * 60_000;

/** The routes where a hold runs out (SPEC §2): the booking flow and the extras of an event. */
export function isExpirationRoute(pathname: string): boolean {
  return pathname.startsWith('/booking/') || pathname === '/events/extras/[bookingId]';
}

type Tracked = { expiresAt: number; spaceHref: string };
type ExpirationContext = { start: (tracked: Tracked | null) => void };

const Context = createContext<ExpirationContext | null>(null);

/**
 * Watches the hold of the booking a screen shows (SPEC §4): a warning dialog before it runs out,
 * dismissed by its button, then a dialog that cannot be closed, whose button returns to the space.
 * Leaving the booking routes resets it. The server stays the authority: it refuses a late payment.
 */
export function BookingExpirationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('booking');
  const router = useRouter();
  const inScope = isExpirationRoute(router.pathname);
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (inScope) return;
    setTracked(null);
    setDismissedFor(null);
  }, [inScope]);

  useEffect(() => {
    if (!tracked) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= tracked.expiresAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [tracked]);

  const start = useCallback((next: Tracked | null) => {
    setTracked((current) => (current && next && current.expiresAt === next.expiresAt && current.spaceHref === next.spaceHref ? current : next));
  }, []);
  const value = useMemo(() => ({ start }), [start]);

  const active = inScope && tracked !== null;
  const expired = active && now >= tracked.expiresAt;
  const warning = active && !expired && now >= tracked.expiresAt - warningMs() && dismissedFor !== tracked.expiresAt;

  return (
    <Context.Provider value={value}>
      {children}
      <Dialog open={warning} onOpenChange={(open) => !open && tracked && setDismissedFor(tracked.expiresAt)}>
        <DialogContent role="alertdialog">
          <DialogTitle>{t('expiration.warningTitle')}</DialogTitle>
          <DialogDescription>{t('expiration.warning', { count: Math.max(1, Math.ceil(((tracked?.expiresAt ?? now) - now) / 60_000)) })}</DialogDescription>
          <Button className="mt-5" fullWidth onClick={() => tracked && setDismissedFor(tracked.expiresAt)}>
            {t('expiration.keepGoing')}
          </Button>
        </DialogContent>
      </Dialog>
      <Dialog open={expired}>
        {/* Cannot be closed: no close button, Escape and outside clicks do nothing. */}
        <DialogContent role="alertdialog" onEscapeKeyDown={(event) => event.preventDefault()} onPointerDownOutside={(event) => event.preventDefault()} onInteractOutside={(event) => event.preventDefault()}>
          <DialogTitle>{t('expiration.expiredTitle')}</DialogTitle>
          <DialogDescription>{t('hold.expired')}</DialogDescription>
          <Button className="mt-5" fullWidth onClick={() => tracked && void router.push(tracked.spaceHref)}>
            {t('hold.backToSpace')}
          </Button>
        </DialogContent>
      </Dialog>
    </Context.Provider>
  );
}

/**
 * Starts watching a booking's hold once the screen has it (SPEC §4's start event), and stops once
 * it is no longer held (paid). Does nothing outside a BookingExpirationProvider.
 */
export function useStartBookingExpiration(booking: Booking | undefined): void {
  const context = useContext(Context);
  const expiresAt = booking?.status === 'held' ? booking.expires_at : null;
  const href = booking ? spaceHref(booking) : null;
  useEffect(() => {
    if (!context) return;
    context.start(expiresAt && href ? { expiresAt: Date.parse(expiresAt), spaceHref: href } : null);
  }, [context, expiresAt, href]);
}
