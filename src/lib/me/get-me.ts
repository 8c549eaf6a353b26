import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../contracts/me';
import { loadApiClient } from '../api-session';
import { useAuth } from '../auth/auth-context';
import { meKeys } from './me-keys';

/** GET /me: the signed-in user's profile. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const { data } = await (await loadApiClient()).get<Me>('/me', { signal });
  return data;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}

/** The signed-in user's profile; idle (no data, no request) for a guest and while auth loads. */
export function useMe() {
  const { status } = useAuth();
  return useQuery({ ...meQueryOptions(), enabled: status === 'authenticated' });
}
