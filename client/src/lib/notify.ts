import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/** App-level toasts close after 3 s; the checkout area's after 5 s (spec §9). */
export const APP_TOAST_MS = 3000;
export const CHECKOUT_TOAST_MS = 5000;

interface ToastOptions {
  title?: string;
  autoClose?: number;
}

// Mantine's notifications package (store, container, transitions) is not part of the first page
// load, and its container is not mounted until the first toast: mounting it costs a phone a long
// task while the page is still becoming interactive. A toast shown first waits in the store.
let toastShown = false;
const toastShownListeners = new Set<() => void>();

/** True once any toast has been asked for: the app then mounts the toast container. */
export function useToastContainerNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toastShownListeners.add(listener);
      return () => toastShownListeners.delete(listener);
    },
    () => toastShown,
    () => false,
  );
}

function show(data: NotificationData) {
  if (!toastShown) {
    toastShown = true;
    toastShownListeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...data }),
  );
}

export const notify = {
  success(message: string, options: ToastOptions = {}) {
    show({ message, title: options.title, color: 'leaf', autoClose: options.autoClose ?? APP_TOAST_MS });
  },
  error(message: string, options: ToastOptions = {}) {
    show({ message, title: options.title, color: 'red', autoClose: options.autoClose ?? APP_TOAST_MS });
  },
  info(message: string, options: ToastOptions = {}) {
    show({ message, title: options.title, color: 'turmeric', autoClose: options.autoClose ?? APP_TOAST_MS });
  },
};
