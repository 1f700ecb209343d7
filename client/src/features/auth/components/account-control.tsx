import { lazy, Suspense } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconLayoutDashboard, IconLogin, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MobileMenuButton, MobileMenuLink } from '@/components/layout/mobile-menu-items';
import { openLoginDialog } from '../login-dialog-state';
import { useStoredValue } from '@/lib/hydration-safe';
import { readRoleHint } from '../role-hint';
import { useAuth } from '../use-auth';

// Only admins ever see the menu (and its popover machinery), so it loads on demand.
const AdminAccountMenu = lazy(() => import('./admin-account-menu').then((module) => ({ default: module.AdminAccountMenu })));

/**
 * The header's user icon: guests get the login dialog, a signed-in shopper a link to
 * My account; when the role is admin a menu offers Admin Dashboard and Logout. The stored role
 * decides on desktop until `me` answers (a hint only: the server guards every admin operation).
 *
 * A browser that has never signed in has no stored role and nothing to ask: its header shows the
 * login button without the session's machinery (the `me` query, login and logout mutations), whose
 * set-up was 12-15 ms of one slice of hydration on a slow phone, on every page.
 */
export function AccountControl() {
  const storedRoleHint = useStoredValue(readRoleHint, null);
  return storedRoleHint === null ? <LoginButton /> : <SignedInAccountControl />;
}

/** What a browser with a stored role shows, once `me` has confirmed or corrected that role. */
function SignedInAccountControl() {
  const { roleHint, logout } = useAuth();
  if (roleHint === 'user') {
    return (
      <ActionIcon component={Link} to={paths.account.getHref()} variant="light" color="leaf" size={42} radius="xl" aria-label="My account">
        <IconUserCircle size={23} stroke={1.6} />
      </ActionIcon>
    );
  }
  if (roleHint !== 'admin') return <LoginButton />;
  return (
    <Suspense
      fallback={
        <ActionIcon variant="light" color="leaf" size={42} radius="xl" aria-label="Account menu" disabled>
          <IconUserCircle size={23} stroke={1.6} />
        </ActionIcon>
      }
    >
      <AdminAccountMenu onLogout={() => void logout()} />
    </Suspense>
  );
}

function LoginButton() {
  return (
    <ActionIcon variant="subtle" color="leaf" size={42} radius="xl" aria-label="Login" onClick={() => openLoginDialog()}>
      <IconUserCircle size={23} stroke={1.6} />
    </ActionIcon>
  );
}

/** The account part of the mobile menu: Admin Dashboard for admins, My account for shoppers, then Login or Logout. */
export function MobileAccountItems({ close }: { close: () => void }) {
  const { user, isAdmin, logout } = useAuth();
  return (
    <>
      {isAdmin && (
        <MobileMenuLink to={paths.admin.root.getHref()} onClick={close}>
          <IconLayoutDashboard size={18} aria-hidden /> Admin Dashboard
        </MobileMenuLink>
      )}
      {user && !isAdmin && (
        <MobileMenuLink to={paths.account.getHref()} onClick={close}>
          <IconUser size={18} aria-hidden /> My account
        </MobileMenuLink>
      )}
      {user ? (
        <MobileMenuButton
          onClick={() => {
            close();
            void logout();
          }}
        >
          <IconLogout size={18} aria-hidden /> Logout
        </MobileMenuButton>
      ) : (
        <MobileMenuButton
          onClick={() => {
            close();
            openLoginDialog();
          }}
        >
          <IconLogin size={18} aria-hidden /> Login
        </MobileMenuButton>
      )}
    </>
  );
}
