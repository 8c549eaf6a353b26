import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

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

/** `test` whose context's pages (the `page` fixture included) wait for hydration on goto and reload. */
export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ context }, provide) => {
    context.on('page', waitForHydration);
    await provide(context);
  },
});

/** A new context from `browser` whose pages wait for hydration too. */
export async function newHydratingContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', waitForHydration);
  return context;
}
