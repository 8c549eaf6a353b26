import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingCode, OnboardingStep } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

export type OnboardingToggle = { code: OnboardingCode; done: boolean };

/** PUT /me/onboarding/{code} marks a step done, DELETE unmarks it (docs/product.md §7). */
export async function setOnboardingStep({ code, done }: OnboardingToggle): Promise<void> {
  const client = await loadApiClient();
  await (done ? client.put(`/me/onboarding/${code}`) : client.delete(`/me/onboarding/${code}`));
}

/** Ticks at once; the list is read again from the API afterwards, whatever happened. */
export function useSetOnboardingStep() {
  const queryClient = useQueryClient();
  const key = accountKeys.onboarding();
  return useMutation({
    mutationFn: setOnboardingStep,
    onMutate: async ({ code, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OnboardingStep[]>(key);
      queryClient.setQueryData<OnboardingStep[]>(key, (steps) =>
        steps?.map((step) => (step.code === code ? { ...step, done } : step)),
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
