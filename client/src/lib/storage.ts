/**
 * localStorage that never throws: private browsing, a full quota or a disabled storage must not
 * break the shop, it only stops remembering.
 */
export function readStored<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw == null) return null;
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the state lives for this page only.
  }
}

export function readStoredString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const storedStringListeners = new Set<() => void>();

export function writeStoredString(key: string, value: string | null): void {
  try {
    if (value == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable.
  }
  storedStringListeners.forEach((listener) => listener());
}

/** Calls `listener` after every writeStoredString in this page and every storage change made in another tab. */
export function subscribeToStoredStrings(listener: () => void): () => void {
  storedStringListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    storedStringListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
