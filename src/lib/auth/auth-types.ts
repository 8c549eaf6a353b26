/** The identity-provider user as the app sees it (docs/product.md §3). */
export type IdentityUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  isAnonymous: boolean;
  providerData: { providerId: string; email: string | null }[];
};

export type AuthStatus = 'loading' | 'authenticated' | 'guest';

export type AuthState = {
  status: AuthStatus;
  user: IdentityUser | null;
  /** The current ID token, refreshed when close to expiry; null for a guest. Resolves after the first auth-state result. */
  getIdToken: () => Promise<string | null>;
  signOut: () => Promise<void>;
};
