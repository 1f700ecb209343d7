import { makeVar } from '@apollo/client';
import { useStoredVar } from './hydration-safe';
import { readStored, writeStored } from './storage';

/**
 * Saved products. A snapshot of what the card showed is kept, so the wishlist page renders
 * without asking the server for products one by one; the detail page always shows fresh data.
 */
export interface WishlistItem {
  productId: string;
  name: string;
  price: number;
  imageUrl: string;
  category: string;
}

export const WISHLIST_STORAGE_KEY = 'herbal-wishlist';

function isItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.imageUrl === 'string'
  );
}

/** The empty wishlist: one value, so hydrating a page for a visitor without one re-renders nothing. */
const NO_ITEMS: WishlistItem[] = [];

function load(): WishlistItem[] {
  const items = readStored(WISHLIST_STORAGE_KEY, (value) => (Array.isArray(value) ? value.filter(isItem) : null));
  return items?.length ? items : NO_ITEMS;
}

export const wishlistVar = makeVar<WishlistItem[]>(typeof window === 'undefined' ? [] : load());

function commit(next: WishlistItem[]) {
  wishlistVar(next);
  writeStored(WISHLIST_STORAGE_KEY, next);
}

export const wishlistActions = {
  toggle(item: WishlistItem): boolean {
    const items = wishlistVar();
    const saved = items.some((entry) => entry.productId === item.productId);
    commit(saved ? items.filter((entry) => entry.productId !== item.productId) : [...items, item]);
    return !saved;
  },
  remove(productId: string) {
    commit(wishlistVar().filter((entry) => entry.productId !== productId));
  },
  clear() {
    commit([]);
  },
};

export function useWishlist(): WishlistItem[] {
  return useStoredVar(wishlistVar, NO_ITEMS);
}

export function useIsWishlisted(productId: string): boolean {
  return useStoredVar(wishlistVar, NO_ITEMS).some((entry) => entry.productId === productId);
}
