import { makeVar } from '@apollo/client';

/** Whether the shared login dialog is open; any control (header icon, mobile menu) can open it. */
export const loginDialogOpenVar = makeVar(false);

export function openLoginDialog() {
  loginDialogOpenVar(true);
}

export function closeLoginDialog() {
  loginDialogOpenVar(false);
}
