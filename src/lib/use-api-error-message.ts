import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { apiErrorOf } from './api-session';

/** The words for a failed API call: errors:api.<code> when the API said why, else errors:generic. */
export function useApiErrorMessage() {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const code = apiErrorOf(error)?.code;
      return t(code ? [`errors:api.${code}`, 'errors:generic'] : ['errors:generic']);
    },
    [t],
  );
}
