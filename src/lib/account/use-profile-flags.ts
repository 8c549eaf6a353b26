import { profileFlags, type ProfileFlags } from '../../domain/profile-flags';
import { useMe } from '../me/get-me';
import { useAccount } from './get-account';

/** docs/product.md §4 completion flags, once both the profile and the account are known. */
export function useProfileFlags(): ProfileFlags | undefined {
  const me = useMe();
  const account = useAccount();
  if (!me.data || !account.data) return undefined;
  return profileFlags(me.data, account.data);
}
