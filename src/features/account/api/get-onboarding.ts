import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStep } from '../../../contracts/me';
import { loadApiClient } from '../../../lib/api-session';
import { accountKeys } from './account-keys';

/** GET /me/onboarding: the checklist, one step per code. */
export async function getOnboarding(signal?: AbortSignal): Promise<OnboardingStep[]> {
  const { data } = await (await loadApiClient()).get<OnboardingStep[]>('/me/onboarding', { signal });
  return data;
}

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.onboarding(), queryFn: ({ signal }) => getOnboarding(signal) });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
