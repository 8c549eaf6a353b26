import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';

/** docs/product.md §8: an identity failure reads errors:firebase.<code>, or errors:generic. */
export function identityErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string')
    return undefined;
  return error.code.replace(/^auth\//, '');
}

export function useIdentityErrorMessage() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const code = identityErrorCode(error);
      return t(code ? [`errors:firebase.${code}`, 'errors:generic'] : ['errors:generic']);
    },
    [t],
  );
}
