import { lazy, Suspense } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { closeLoginDialog, loginDialogOpenVar } from '../login-dialog-state';

// The dialog (modal, password field) is fetched the first time someone opens it, keeping it
// out of the first page load.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/** Renders the one login dialog of the storefront once it has been asked for. */
export function LoginDialogHost() {
  const opened = useReactiveVar(loginDialogOpenVar);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog opened={opened} onClose={closeLoginDialog} />
    </Suspense>
  );
}
