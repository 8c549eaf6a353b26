/**
 * The toasts (sonner), fetched with the first one shown: a toast only ever follows an action, so
 * its 9.5 kB (gzipped) need not come with every page that may show one, as a static
 * `import { toast } from 'sonner'` made them. The toaster itself is mounted lazily too
 * (shell/app-providers.tsx); both use the one sonner module.
 */
type Kind = 'success' | 'error' | 'info';

const show =
  (kind: Kind) =>
  (message: string): void => {
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
