import { useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStoredStrings, writeStoredString } from './storage';

/**
 * The discount code the shopper applied to the cart, kept beside the cart (this browser, every
 * tab) until the order is paid or the shopper removes it. The server decides whether it applies:
 * the cart's quote is asked with it, and shows its saving or why not.
 */
const KEY = 'herbal-discount-code';

export const discountCodeActions = {
  apply(code: string) {
    const typed = code.trim();
    writeStoredString(KEY, typed === '' ? null : typed);
  },
  remove() {
    writeStoredString(KEY, null);
  },
};

/** The code applied, as typed; null when none. Null while rendering on the server. */
export function useDiscountCode(): string | null {
  return useSyncExternalStore(
    subscribeToStoredStrings,
    () => readStoredString(KEY),
    () => null,
  );
}
