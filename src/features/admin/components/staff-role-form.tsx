import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import { STAFF_ROLES, staffRoleSchema, type AdminUserDetail } from '../../../contracts/admin';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
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
  const current = staffRoleSchema.safeParse(user.role);
  const [choice, setChoice] = useState<string>(current.success ? current.data : '');
  const id = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const role = staffRoleSchema.safeParse(choice);
    try {
      const after = await setRole.mutateAsync({ id: user.id, role: role.success ? role.data : null });
      toast.success(t('admin:user.roleSaved', { email: after.email, role: t(`account:roles.${after.role}`) }));
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
          <select id={id} className={inputClassName} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{t('admin:user.noStaffRole')}</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`account:roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" loading={setRole.isPending} disabled={choice === (current.success ? current.data : '')}>
          {t('admin:user.saveRole')}
        </Button>
      </form>
      <p className="mt-2 text-sm text-ink-500">{t('admin:user.staffRoleHint')}</p>
    </AdminSection>
  );
}
