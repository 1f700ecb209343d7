import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { afterNextPaint } from './after-next-paint';

/** Where a toast may stand (Mantine's ToastPosition, which its index does not export). */
type ToastPosition = NonNullable<NotificationData['position']>;

/** App-level toasts close after 3 s; the checkout area's after 5 s. */
export const APP_TOAST_MS = 3000;
export const CHECKOUT_TOAST_MS = 5000;

interface ToastOptions {
  title?: string;
  /** Milliseconds, or false for a toast that stays until it is closed or hidden (notify.hide). */
  autoClose?: number | false;
  /** Names the toast, so it can be replaced or taken away (notify.hide) when it no longer applies. */
  id?: string;
  /** One button inside the toast, e.g. "View cart". The caller navigates (toasts live outside the router). */
  action?: { label: string; onClick: () => void };
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

// A toast answers a tap but is not the tap's first answer (the button's press, a form's messages):
// it is shown after that paint. Asking for the code and mounting the container in the handler was
// ~50 ms of a refused checkout submit on a phone at 4x. Hiding waits the same way, so a hide asked
// for after a show still comes after it.
function show(data: NotificationData) {
  afterNextPaint(() => {
    if (!toastShown) {
      toastShown = true;
      toastShownListeners.forEach((listener) => listener());
    }
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...data }),
    );
  });
}

// Where toasts appear when the caller does not say: the container's place (top right, under the
// shop's header) unless a screen asks for another while it is shown.
let screenPosition: ToastPosition | undefined;

/**
 * The admin console shows its toasts at the bottom left: at the top they would cover its
 * dialogs' close buttons, at the bottom right their Save buttons. Returns the undo, for the screen's effect cleanup.
 */
export function placeToasts(position: ToastPosition): () => void {
  screenPosition = position;
  return () => {
    if (screenPosition === position) screenPosition = undefined;
  };
}

function toast(message: string, color: string, options: ToastOptions): NotificationData {
  const { action } = options;
  let body: ReactNode = message;
  if (action) {
    const button = createElement(
      'button',
      { type: 'button', className: 'shop-toast-action', onClick: action.onClick, style: TOAST_ACTION_STYLE },
      action.label,
    );
    body = createElement('span', null, message, ' ', button);
  }
  return {
    id: options.id,
    message: body,
    title: options.title,
    color,
    autoClose: options.autoClose ?? APP_TOAST_MS,
    // Mantine dims a titled toast's text to grey, which fails WCAG AA contrast on white: body colour instead.
    styles: { description: { color: 'var(--mantine-color-text)' } },
    position: screenPosition,
  };
}

// A link-like button: toasts are outside the page's layout, so no page styles reach them.
const TOAST_ACTION_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontWeight: 600,
  color: 'var(--mantine-color-anchor)',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

export const notify = {
  success(message: string, options: ToastOptions = {}) {
    show(toast(message, 'leaf', options));
  },
  error(message: string, options: ToastOptions = {}) {
    show(toast(message, 'red', options));
  },
  info(message: string, options: ToastOptions = {}) {
    show(toast(message, 'turmeric', options));
  },
  /** Takes a named toast away, e.g. "Please correct the highlighted fields" once they are corrected. */
  hide(id: string) {
    afterNextPaint(() => {
      if (!toastShown) return;
      void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
    });
  },
};
