import {
  HydrationBoundary,
  QueryClientProvider,
  isServer,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { onApiLocaleChange } from './api-session';
import { onIdentityChange } from './auth/auth-context';
import { createQueryClient } from './query-client';

// One cache for the whole tab, shared by every layer on every page, so that what one screen
// fetched is still there on the next. Created with the first layer, not with the first page.
let browserClient: QueryClient | undefined;

function browserQueryClient(): QueryClient {
  if (!browserClient) {
    const client = createQueryClient();
    // docs/product.md §4: everything cached may depend on who asks; reset so no one sees another's
    // data.
    onIdentityChange(() => void client.resetQueries());
    // Titles and texts come in the page's language: after a switch, ask again (not during the
    // render that switched, whose components the reset would update).
    onApiLocaleChange(() => queueMicrotask(() => void client.resetQueries()));
    browserClient = client;
  }
  return browserClient;
}

export type QueryLayerProps = {
  children: ReactNode;
  /** What a server-rendered page fetched, handed to the cache so it is not fetched again. */
  state?: DehydratedState | null;
};

/**
 * The query cache (@tanstack/react-query) for the screens and widgets that need it. It is not in
 * the app's providers: public pages (search, space) render without it, so its ~13 kB gzipped stay
 * off their first load; signed-in screens include it, and signed-in widgets on public pages (the
 * user menu, favorite hearts) bring it with their own lazily loaded code.
 */
export function QueryLayer({ children, state }: QueryLayerProps) {
  // On the server one cache per render: never shared between the requests it serves.
  const [client] = useState(() => (isServer ? createQueryClient() : browserQueryClient()));
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
