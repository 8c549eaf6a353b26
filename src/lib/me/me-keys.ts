/**
 * Query keys of the signed-in user's data. The user itself is ['me'] alone, so refreshing it
 * (exact match) does not refetch lists kept under their own keys.
 */
export const meKeys = {
  me: () => ['me'] as const,
};
