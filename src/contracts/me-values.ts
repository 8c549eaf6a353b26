/** The me contracts' plain values, without zod (me.ts re-exports them): see account-values.ts. */
export const LOCALES = ['fr', 'en'] as const;

/** The name the file of GET /me/export takes once downloaded: nook-data-<day>.json. */
export const exportFileName = (exportedAt: string) => `nook-data-${exportedAt.slice(0, 10)}.json`;
