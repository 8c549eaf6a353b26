/** The auth contracts' plain values, without zod (auth.ts re-exports them): see account-values.ts. */
export const PASSWORD_MIN_LENGTH = 8;
