import { lazy, Suspense, useEffect } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { closeLoginDialog, loginDialogOpenVar, openLoginDialog } from '../login-dialog-state';

// The dialog (modal, password field) is fetched the first time someone opens it, keeping it
// out of the first page load.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * Renders the one login dialog of the storefront once it has been asked for. A link with `?login=1`
 * (the e-mail to someone who signed up again with their address) opens it.
 */
export function LoginDialogHost() {
  const opened = useReactiveVar(loginDialogOpenVar);
  const [params] = useSearchParams();
  const askedToLogin = params.get('login') === '1';
  useEffect(() => {
    if (askedToLogin) openLoginDialog();
  }, [askedToLogin]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog opened={opened} onClose={closeLoginDialog} />
    </Suspense>
  );
}
