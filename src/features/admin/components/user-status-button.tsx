import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { AdminUser } from '../../../contracts/admin';
import { useMe } from '../../../lib/me/get-me';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { isStaffRole, useSetUserStatus } from '../api/admin-users';

/**
 * Suspend or enable a user; shown only where the API would take it (not oneself, not a deleted
 * account, a staff member only for a super_admin). The API has the last word.
 */
export function UserStatusButton({
  user,
}: {
  user: Pick<AdminUser, 'id' | 'email' | 'role' | 'status' | 'deleted'>;
}) {
  const { t } = useTranslation('admin');
  const apiError = useApiErrorMessage();
  const me = useMe();
  const setStatus = useSetUserStatus();
  const mayChange =
    me.data && me.data.id !== user.id && (!isStaffRole(user.role) || me.data.role === 'super_admin');
  if (!mayChange || user.deleted) return null;
  const next = user.status === 'suspended' ? 'enabled' : 'suspended';

  const change = async () => {
    try {
      await setStatus.mutateAsync({ id: user.id, status: next });
      toast.success(t(next === 'suspended' ? 'users.suspended' : 'users.enabled', { email: user.email }));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <Button
      variant={next === 'suspended' ? 'secondary' : 'primary'}
      size="small"
      loading={setStatus.isPending}
      onClick={() => void change()}
    >
      {t(next === 'suspended' ? 'users.suspend' : 'users.enable')}
    </Button>
  );
}
