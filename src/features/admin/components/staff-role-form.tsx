import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import type { AdminUserDetail } from '../../../contracts/admin';
import { STAFF_ROLES } from '../../../contracts/admin-values';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { isStaffRole } from '../api/admin-users';
import { useSetStaffRole } from '../api/set-staff-role';
import { AdminSection } from './admin-section';

/**
 * A super_admin gives a staff role or takes it away (the user then goes back to what their account
 * makes them). The screen shows it only to a super_admin, and never on their own row.
 */
export function StaffRoleForm({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation(['admin', 'account']);
  const apiError = useApiErrorMessage();
  const setRole = useSetStaffRole();
  const current = isStaffRole(user.role) ? user.role : '';
  const [choice, setChoice] = useState<string>(current);
  const id = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = STAFF_ROLES.find((staffRole) => staffRole === choice) ?? null;
    try {
      const after = await setRole.mutateAsync({ id: user.id, role });
      toast.success(
        t('admin:user.roleSaved', { email: after.email, role: t(`account:roles.${after.role}`) }),
      );
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <AdminSection title={t('admin:user.staffRole')}>
      <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor={id} className="block text-sm font-medium text-ink-900">
            {t('admin:user.staffRoleLabel')}
          </label>
          <select
            id={id}
            className={inputClassName}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t('admin:user.noStaffRole')}</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`account:roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={setRole.isPending} disabled={choice === current}>
          {t('admin:user.saveRole')}
        </Button>
      </form>
      <p className="mt-2 text-sm text-ink-500">{t('admin:user.staffRoleHint')}</p>
    </AdminSection>
  );
}
