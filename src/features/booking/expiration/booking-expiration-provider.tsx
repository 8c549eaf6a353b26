import { useRouter } from 'next/router';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Booking } from '../../../contracts/bookings';
import { spaceHref } from '../booking-links';
import type { ExpirationDialogsProps } from './expiration-dialogs';

/** docs/product.md §9: the expiry check runs every second, and warns 5 minutes (configurable) before the end. */
const TICK_MS = 1000;
const warningMs = () => Number(process.env.NEXT_PUBLIC_BOOKING_WARNING_MINUTES || 5) * 60_000;

/** The routes where a hold runs out (docs/product.md §2): the booking flow and the extras of an event. */
export function isExpirationRoute(pathname: string): boolean {
  return pathname.startsWith('/booking/') || pathname === '/events/extras/[bookingId]';
}

type DialogsModule = { ExpirationDialogs: ComponentType<ExpirationDialogsProps> };

/**
 * The hold (by its expiry) whose warning was dismissed, kept for the tab: each page of the booking
 * flow has its own provider, and the payment page must not warn again about what the extras page
 * was told to stop warning about.
 */
const DISMISSED_KEY = 'nook:hold-warning-dismissed';
function readDismissed(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(DISMISSED_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}
function writeDismissed(expiresAt: number | null): void {
  try {
    if (expiresAt === null) window.sessionStorage.removeItem(DISMISSED_KEY);
    else window.sessionStorage.setItem(DISMISSED_KEY, String(expiresAt));
  } catch {
    // Storage refused (private mode): the warning may come back on the next page, nothing worse.
  }
}
type Tracked = { expiresAt: number; spaceHref: string };
type ExpirationContext = { start: (tracked: Tracked | null) => void };

const Context = createContext<ExpirationContext | null>(null);

/**
 * Watches the hold of the booking a screen shows (docs/product.md §4): a warning dialog before it
 * runs out, dismissed by its button, then a dialog that cannot be closed, whose button returns to
 * the space. Leaving the booking routes resets it. The server stays the authority: it refuses a
 * late payment.
 */
export function BookingExpirationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const inScope = isExpirationRoute(router.pathname);
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(() =>
    typeof window === 'undefined' ? null : readDismissed(),
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (inScope) return;
    setTracked(null);
    setDismissedFor(null);
    writeDismissed(null);
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
    setTracked((current) =>
      current && next && current.expiresAt === next.expiresAt && current.spaceHref === next.spaceHref
        ? current
        : next,
    );
  }, []);
  const value = useMemo(() => ({ start }), [start]);

  // The dialogs (Radix) stay out of the page's first load: fetched as soon as a hold is watched,
  // minutes before they can be needed.
  const [dialogs, setDialogs] = useState<DialogsModule | null>(null);
  useEffect(() => {
    if (!tracked || dialogs) return;
    let current = true;
    void import('./expiration-dialogs').then((module) => {
      if (current) setDialogs(module);
    });
    return () => {
      current = false;
    };
  }, [tracked, dialogs]);

  const active = inScope && tracked !== null;
  const expired = active && now >= tracked.expiresAt;
  const warning =
    active && !expired && now >= tracked.expiresAt - warningMs() && dismissedFor !== tracked.expiresAt;

  return (
    <Context.Provider value={value}>
      {children}
      {dialogs && tracked && (
        <dialogs.ExpirationDialogs
          warning={warning}
          expired={expired}
          minutesLeft={Math.max(1, Math.ceil((tracked.expiresAt - now) / 60_000))}
          onDismiss={() => {
            setDismissedFor(tracked.expiresAt);
            writeDismissed(tracked.expiresAt);
          }}
          onBack={() => void router.push(tracked.spaceHref)}
        />
      )}
    </Context.Provider>
  );
}

/**
 * Starts watching a booking's hold once the screen has it (docs/product.md §4's start event), and
 * stops once it is no longer held (paid). Does nothing outside a BookingExpirationProvider.
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
