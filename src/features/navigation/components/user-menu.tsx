import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Drawer, DrawerContent, DrawerTitle, DrawerTrigger } from '../../../components/ui/drawer';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { useProfileFlags } from '../../../lib/account/use-profile-flags';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/me/get-me';
import { captureException } from '../../../lib/monitoring';
import { QueryLayer } from '../../../lib/query-layer';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSwitcher } from './language-switcher';

/** docs/product.md §9: below this width the menu is a bottom drawer. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The signed-in user's menu: who they are, their account, the language and log-out. Loaded for
 * signed-in users only, with the query cache their profile comes through.
 */
export function UserMenu() {
  return (
    <QueryLayer>
      <UserMenuContent />
    </QueryLayer>
  );
}

function UserMenuContent() {
  const { t } = useTranslation('navigation');
  const { user, signOut } = useAuth();
  const { data: me } = useMe();
  // docs/product.md §4: an incomplete profile is flagged on the menu and on its link to /account.
  const incomplete = useProfileFlags()?.profileIncomplete ?? false;
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);

  const fullName = [me?.first_name, me?.last_name].filter(Boolean).join(' ') || user?.displayName || '';
  const email = me?.email ?? user?.email ?? '';
  const avatar = (size: 'small' | 'large') => (
    <Avatar
      size={size}
      label={fullName || email}
      role={me?.role}
      status={me?.status}
      photoUrl={me?.photo_url}
      providerPhotoUrl={user?.photoURL}
      firstName={me?.first_name}
      lastName={me?.last_name}
    />
  );

  const logOut = () => {
    setOpen(false);
    // Where to go next is the page's business: a protected page sends the user home.
    signOut().catch((error: unknown) => captureException(error, { during: 'sign-out' }));
  };

  const trigger = (
    <button
      type="button"
      className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Named by text rather than aria-label, so that the avatar's initials are not taken for a mismatching label. */}
      <span className="sr-only">
        {incomplete ? `${t('userMenu.open')} (${t('userMenu.incomplete')})` : t('userMenu.open')}
      </span>
      <span aria-hidden="true">{avatar('small')}</span>
      {incomplete && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-amber-500 ring-2 ring-white"
        />
      )}
    </button>
  );

  const body = (
    <div className="flex flex-col">
      <div className="flex items-center gap-3 px-2 py-3">
        {avatar('small')}
        <div className="min-w-0">
          {fullName && <p className="truncate font-medium text-ink-900">{fullName}</p>}
          <p className="text-sm break-all text-ink-500">{email}</p>
        </div>
      </div>
      <AppLink
        href="/account"
        onClick={() => setOpen(false)}
        className="flex items-center justify-between gap-2 rounded-xl px-2 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700"
      >
        {t('userMenu.account')}
        {incomplete && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t('userMenu.incomplete')}
          </span>
        )}
      </AppLink>
      <LanguageSwitcher />
      <button
        type="button"
        onClick={logOut}
        className="rounded-xl px-2 py-2 text-left text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700"
      >
        {t('userMenu.logOut')}
      </button>
    </div>
  );

  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent aria-label={t('userMenu.title')} className="w-72">
          {body}
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger asChild>{trigger}</DrawerTrigger>
      <DrawerContent aria-describedby={undefined}>
        <DrawerTitle className="sr-only">{t('userMenu.title')}</DrawerTitle>
        {body}
      </DrawerContent>
    </Drawer>
  );
}
