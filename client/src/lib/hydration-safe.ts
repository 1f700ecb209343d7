import { useCallback, useSyncExternalStore } from 'react';
import type { ReactiveVar } from '@apollo/client';

/**
 * Values this browser keeps (cart, wishlist, the role hint) are unknown to the server, which
 * renders public pages as for a first-time visitor. While React hydrates such a page these hooks
 * return what the server showed, so the markup matches; React then re-renders at once with the
 * stored value. A page rendered in the browser reads the stored value from the start.
 */
export function useStoredVar<T>(variable: ReactiveVar<T>, serverValue: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let unsubscribe = variable.onNextChange(function changed() {
        onChange();
        unsubscribe = variable.onNextChange(changed);
      });
      return () => unsubscribe();
    },
    [variable],
  );
  return useSyncExternalStore(subscribe, variable, () => serverValue);
}

const neverChanges = () => () => {};

/** A value read from storage once per render; `serverValue` while hydrating a server-rendered page. */
export function useStoredValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

/** False while hydrating a server-rendered page (the server knew nothing of this browser), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, isBrowser, isServer);
}
const isBrowser = () => true;
const isServer = () => false;
