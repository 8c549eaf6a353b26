import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import type { AccountUser } from '../../../contracts/account';
import { isMemberRole, MEMBER_ROLES } from '../../../contracts/account-values';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';
import { useMe } from '../../../lib/me/get-me';
import { useAccountUsers } from '../api/get-account-users';
import { useUpdateAccountUser } from '../api/update-account-user';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

// react-hook-form comes with the form, for those who may invite: fetched while the members load,
// not before the page can hydrate; the loading card keeps its place meanwhile.
const InviteForm = lazyComponent(
  () => import('./invite-form').then((module) => module.InviteForm),
  () => <AccountLoading />,
);

/** /account/team: the account's members for its administrators; a clear notice for anyone else. */
export function TeamScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  const canManage = me.data?.can_manage_account ?? false;
  const users = useAccountUsers(canManage);
  usePreload([InviteForm], canManage);

  let content;
  if (me.isPending) content = <AccountLoading />;
  else if (me.isError) content = <AccountLoadError />;
  else if (!canManage) {
    content = (
      <AccountCard>
        <h2 className="text-lg font-semibold text-ink-900">{t('team.reservedTitle')}</h2>
        <p className="mt-2 text-ink-700">{t('team.reserved')}</p>
      </AccountCard>
    );
  } else {
    content = (
      <>
        <AccountCard>
          <h2 className="mb-4 text-lg font-semibold text-ink-900">{t('team.inviteTitle')}</h2>
          <InviteForm />
        </AccountCard>
        <AccountCard>
          <h2 className="mb-2 text-lg font-semibold text-ink-900">{t('team.membersTitle')}</h2>
          {users.isPending ? (
            <AccountLoading />
          ) : users.isError ? (
            <AccountLoadError />
          ) : (
            <ul aria-label={t('team.membersTitle')} className="divide-y divide-brand-100">
              {users.data.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === me.data.id} />
              ))}
            </ul>
          )}
        </AccountCard>
      </>
    );
  }
  return (
    <AccountSection title={t('sections.team.title')} lead={t('team.lead')}>
      {content}
    </AccountSection>
  );
}

function MemberRow({ member, isSelf }: { member: AccountUser; isSelf: boolean }) {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const update = useUpdateAccountUser();
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const suspended = member.status === 'suspended';
  const editable = !isSelf && isMemberRole(member.role);
  const onError = (error: unknown) => toast.error(apiError(error));

  return (
    <li
      aria-label={member.email}
      className={['flex flex-wrap items-center gap-3 py-3', suspended ? 'opacity-60 grayscale' : ''].join(
        ' ',
      )}
    >
      <Avatar
        size="small"
        label={name || member.email}
        role={member.role}
        status={member.status}
        photoUrl={member.photo_url}
        firstName={member.first_name}
        lastName={member.last_name}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink-900">{name || member.email}</p>
        <p className="text-sm break-all text-ink-500">
          {member.email}
          {' · '}
          {t(member.invited ? 'team.status.invited' : `team.status.${member.status}`)}
        </p>
      </div>
      {editable ? (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t('team.roleOf', { email: member.email })}
            className={`${inputClassName} w-auto`}
            value={member.role}
            disabled={update.isPending}
            onChange={(event) => {
              const role = event.target.value;
              if (!isMemberRole(role)) return;
              update.mutate(
                { id: member.id, patch: { role } },
                { onSuccess: () => toast.success(t('team.roleChanged')), onError },
              );
            }}
          >
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          <Button
            size="small"
            variant="secondary"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: member.id, patch: { status: suspended ? 'enabled' : 'suspended' } },
                { onError },
              )
            }
          >
            {t(suspended ? 'team.enable' : 'team.suspend')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{t(`roles.${member.role}`)}</p>
      )}
    </li>
  );
}
