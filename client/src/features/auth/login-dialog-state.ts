import { makeVar } from '@apollo/client';

/** Whether the shared login dialog is open; any control (header icon, mobile menu) can open it. */
export const loginDialogOpenVar = makeVar(false);

/** What the dialog shows: the login form, the sign-up form or the forgotten-password form. */
export type LoginDialogMode = 'login' | 'signup' | 'forgot';
export const loginDialogModeVar = makeVar<LoginDialogMode>('login');

// The control that opened the dialog gets focus back when it closes (Escape, the close button, a
// successful login). The dialog unmounts as soon as it closes, before Mantine's own focus return
// could run, so the opener is remembered here.
let opener: HTMLElement | null = null;

export function openLoginDialog(mode: LoginDialogMode = 'login') {
  loginDialogModeVar(mode);
  const active = typeof document === 'undefined' ? null : document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
  loginDialogOpenVar(true);
}

export function closeLoginDialog() {
  loginDialogOpenVar(false);
  const target = opener;
  opener = null;
  // After the dialog has left the page (a menu that opened it may have closed meanwhile).
  if (target) setTimeout(() => target.isConnected && target.focus(), 0);
}
