import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export { expect };

/** The API key the app's pages send with each call to the v1 API (the local stack's by default). */
export const API_HEADERS = {
  [process.env.NEXT_PUBLIC_API_KEY_HEADER || 'x-api-key']: process.env.NEXT_PUBLIC_API_KEY || 'local-dev-key',
};

/**
 * The app's scripts run once the first screen is painted (src/shell/paint-first-head.tsx), a few
 * frames after the `load` event that Playwright's navigations wait for; a click on the server's
 * HTML before the page is hydrated does nothing. Navigations of the pages made here therefore also
 * wait until the app marks the page hydrated (AppProviders sets `data-hydrated` on <html>).
 */
export function waitForHydration(page: Page): Page {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** What the browser reported breaking the Content-Security-Policy during the current test. */
const cspViolations: string[] = [];
const watchedContexts = new WeakSet<BrowserContext>();

/** Violations the page's document saw (securitypolicyviolation events), in the order they came. */
export const readCspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

/**
 * Records every CSP violation in the context's pages: Chromium reports each one on the console
 * ("… violates the following Content Security Policy directive …"), and the pages also keep the
 * securitypolicyviolation events they saw, for readCspViolations.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      cspViolations.push(`${message.page()?.url() ?? 'a page'}: ${message.text()}`);
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}

/**
 * `test` whose context's pages (the `page` fixture included) wait for hydration on goto and
 * reload, and where any Content-Security-Policy violation in any page of the test fails it.
 */
export const test = base.extend<{ context: BrowserContext; contentSecurityPolicy: void }>({
  context: async ({ context }, provide) => {
    context.on('page', waitForHydration);
    await watchContentSecurityPolicy(context);
    await provide(context);
  },
  contentSecurityPolicy: [
    async ({ browser }, provide) => {
      // Contexts a test opens itself (browser.newContext) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watchContentSecurityPolicy(context);
        return context;
      };
      cspViolations.length = 0;
      try {
        await provide();
      } finally {
        browser.newContext = newContext;
      }
      expect(cspViolations, 'the browser reported Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** A new context from `browser` whose pages wait for hydration too. */
export async function newHydratingContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', waitForHydration);
  return context;
}
