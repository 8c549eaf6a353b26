import type { Dict, Mixpanel } from 'mixpanel-browser';
import { analyticsToken } from './analytics-config';

/**
 * Product analytics (Mixpanel, proxied under /mp by next.config.ts), inert unless
 * NEXT_PUBLIC_MIXPANEL_TOKEN is set. The SDK is imported on first use, never in a first load.
 */
const token = analyticsToken;
/** Whether analytics is configured at all; when false every function here does nothing. */
export { analyticsEnabled } from './analytics-config';
const CONSENT_KEY = 'analytics-consent';
const ANALYTICS_ID_PROPERTY = 'analytics_id';

let client: Promise<Mixpanel | null> | undefined;
let analyticsId: string | undefined;
// The choice made on this page, in case storage refuses to keep it.
let consent: boolean | undefined;

function mixpanel(): Promise<Mixpanel | null> {
  if (!token || typeof window === 'undefined') return Promise.resolve(null);
  client ??= import('mixpanel-browser')
    .then(({ default: instance }) => {
      instance.init(token, { api_host: '/mp', persistence: 'localStorage', track_pageview: false });
      return instance;
    })
    .catch((error: unknown) => {
      // Blocked by an extension or offline: analytics is never worth breaking a page for.
      console.warn('analytics unavailable', error);
      client = undefined;
      return null;
    });
  return client;
}

function withMixpanel(action: (instance: Mixpanel) => void): void {
  void mixpanel().then((instance) => {
    if (instance) action(instance);
  });
}

function readConsent(): boolean {
  if (consent !== undefined) return consent;
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(CONSENT_KEY) === 'granted';
  } catch {
    // Storage can be disabled (private modes, strict settings): no consent is on record then.
    return false;
  }
}

/** docs/product.md §4: the analytics id goes with events only once analytics storage is consented to. */
function applyAnalyticsId(instance: Mixpanel): void {
  if (analyticsId && readConsent()) instance.register({ [ANALYTICS_ID_PROPERTY]: analyticsId });
  else instance.unregister(ANALYTICS_ID_PROPERTY);
}

export function track(event: string, props?: Dict): void {
  withMixpanel((instance) => instance.track(event, props));
}

/** A screen view, by its analytics name (e.g. Search, MyFavorites). */
export function trackPage(name: string, props?: Dict): void {
  withMixpanel((instance) => instance.track_pageview({ ...props, page: name }));
}

/** Identifies the signed-in user by distinct id, unless someone already is (docs/product.md §4). */
export function identify(distinctId: string, userAnalyticsId?: string): void {
  analyticsId = userAnalyticsId;
  withMixpanel((instance) => {
    if (!instance.get_property('$user_id')) instance.identify(distinctId);
    applyAnalyticsId(instance);
  });
}

/** On sign-out: the next events belong to an anonymous visitor. */
export function reset(): void {
  analyticsId = undefined;
  withMixpanel((instance) => instance.reset());
}

/** The choice on record on this device, if the visitor made one. */
export function analyticsConsentChoice(): 'granted' | 'denied' | undefined {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : undefined;
  } catch {
    // No storage: the choice made on this page, if any.
    return consent === undefined ? undefined : consent ? 'granted' : 'denied';
  }
}

export function hasAnalyticsConsent(): boolean {
  return readConsent();
}

/** Remembers the visitor's analytics-storage choice on this device. */
export function setAnalyticsConsent(granted: boolean): void {
  consent = granted;
  try {
    window.localStorage.setItem(CONSENT_KEY, granted ? 'granted' : 'denied');
  } catch {
    // Nowhere to remember it: the choice holds for this page only.
  }
  withMixpanel(applyAnalyticsId);
}
