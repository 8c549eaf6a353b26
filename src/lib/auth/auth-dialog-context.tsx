import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ensureIdentity } from './auth-context';

/** The sign-in dialog can be opened from anywhere (docs/product.md §2): with a tab, an error and an e-mail. */
export type AuthDialogTab = 'login' | 'register' | 'forgottenPass';

export type OpenAuthDialogOptions = {
  tab?: AuthDialogTab;
  /** An error message (already translated) to show at the top of the dialog. */
  error?: string;
  /** Initial e-mail of the forms. */
  email?: string;
};

export type AuthDialogState = {
  isOpen: boolean;
  tab: AuthDialogTab;
  error?: string;
  email?: string;
  open: (options?: OpenAuthDialogOptions) => void;
  /** Closing resets the tab to login and clears the error. */
  close: () => void;
  setTab: (tab: AuthDialogTab) => void;
};

const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; tab: AuthDialogTab; error?: string; email?: string }>(
    { isOpen: false, tab: 'login' },
  );
  const open = useCallback((options: OpenAuthDialogOptions = {}) => {
    // Signing in needs the identity SDK: fetch it while the visitor types.
    ensureIdentity();
    setState({ isOpen: true, tab: options.tab ?? 'login', error: options.error, email: options.email });
  }, []);
  const close = useCallback(
    () => setState((current) => ({ isOpen: false, tab: 'login', email: current.email })),
    [],
  );
  const setTab = useCallback(
    (tab: AuthDialogTab) => setState((current) => ({ ...current, tab, error: undefined })),
    [],
  );
  const value = useMemo(() => ({ ...state, open, close, setTab }), [state, open, close, setTab]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return value;
}
