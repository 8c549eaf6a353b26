import '@testing-library/jest-dom/vitest';
import fs from 'node:fs';
import path from 'node:path';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import { AuthProvider } from '../../src/lib/auth/auth-context';
import { AuthDialogProvider } from '../../src/lib/auth/auth-dialog-context';
import { createQueryClient } from '../../src/lib/query-client';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export type TestLocale = 'fr' | 'en';

const LOCALES_DIR = path.resolve('public/locales');

/** Every namespace of public/locales, as the app ships them. */
function loadResources(): Resource {
  const resources: Resource = {};
  for (const locale of fs.readdirSync(LOCALES_DIR)) {
    resources[locale] = {};
    for (const file of fs
      .readdirSync(path.join(LOCALES_DIR, locale))
      .filter((name) => name.endsWith('.json'))) {
      resources[locale][file.replace(/\.json$/, '')] = JSON.parse(
        fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8'),
      );
    }
  }
  return resources;
}

const resources = loadResources();

export function createTestI18n(locale: TestLocale = 'fr'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    ns: Object.keys(resources.fr ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
  });
  return instance;
}

/** A pages-router stand-in with spies, for components that read the query or navigate. */
export function createTestRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    locale: 'fr',
    locales: ['fr', 'en'],
    defaultLocale: 'fr',
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  };
}

export type RenderOptions = { locale?: TestLocale; router?: NextRouter };

/**
 * Renders UI inside the app's real providers (query cache, identity session, sign-in dialog state,
 * toasts) with the real translations of public/locales.
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'fr', router = createTestRouter({ locale }) }: RenderOptions = {},
): RenderResult & {
  i18n: I18n;
  router: NextRouter;
} {
  const i18n = createTestI18n(locale);
  const queryClient = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <RouterContext.Provider value={router}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <AuthDialogProvider>
                {children}
                <Toaster />
              </AuthDialogProvider>
            </AuthProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </RouterContext.Provider>
    );
  }
  return Object.assign(render(ui, { wrapper: Providers }), { i18n, router });
}
