import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactiveVar } from '@apollo/client';
import { subscribeToStoredStrings } from './storage';

/**
 * Values this browser keeps (cart, wishlist, the role hint) are unknown to the server, which
 * renders public pages as for a first-time visitor. While React hydrates such a page these hooks
 * return what the server showed, so the markup matches; the stored value follows once hydrated.
 * A page rendered in the browser reads the stored value from the start.
 *
 * A reactive variable (cart, wishlist) whose stored value differs from the server's follows in a
 * transition, not in React's synchronous re-render for a store that differs from the server's: on
 * the cart and checkout pages that re-render is the whole page (166 ms at 4x CPU in one task), in
 * a transition it is slices. One that does not differ (an empty wishlist's hearts) re-renders
 * nothing and follows from its first change.
 */
export function useStoredVar<T>(variable: ReactiveVar<T>, serverValue: T): T {
  const [following, setFollowing] = useState(() => typeof window !== 'undefined' && !hydratingServerMarkup);
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
  const value = useSyncExternalStore(subscribe, following ? variable : () => serverValue, () => serverValue);
  useEffect(() => {
    if (following) return;
    if (variable() === serverValue) return variable.onNextChange(() => setFollowing(true));
    startTransition(() => setFollowing(true));
  }, [following, variable, serverValue]);
  return value;
}

/**
 * A string-backed value read from storage (writeStoredString), kept current as this page or
 * another tab writes it; `serverValue` while hydrating a server-rendered page.
 */
export function useStoredValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToStoredStrings, read, () => serverValue);
}

/** True from the browser entry's hydrateRoot until the hydrated page's first effects run. */
let hydratingServerMarkup = false;

/** Called by the browser entry just before it hydrates a server-rendered page. */
export function beginHydration(): void {
  hydratingServerMarkup = true;
}

/**
 * False while hydrating a server-rendered page (and on the server), true after; true from the
 * start for anything rendered in the browser. The switch is a transition, so what it brings
 * (asking who is signed in, the remembered theme's button) renders in small slices rather than
 * one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingServerMarkup);
  useEffect(() => {
    // Components mounted from now on join a live page.
    hydratingServerMarkup = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * False on the server and while this component hydrates, true once it has hydrated (and from the
 * start for anything rendered in the browser). A server-rendered form whose part hydrates later (HydrateWhenVisible) keeps its submit
 * button disabled until then: the form has no address of its own, and a press before its scripts
 * ran reloaded the page and lost what it sent. Unlike useHydrated, which turns true for the whole
 * page once, this turns true for each part when that part hydrates.
 */
export function useMounted(): boolean {
  // The server snapshot is what hydration renders; React renders the browser's right after.
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;
