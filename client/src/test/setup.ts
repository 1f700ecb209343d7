import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait 1 s by default; lazily loaded routes and mocked queries can take longer when
// CI shares two cores with the whole suite. A real failure still fails, only later.
configure({ asyncUtilTimeout: 4_000 });

/** False in a test that runs as the server does (`// @vitest-environment node`): no DOM to set up. */
const browserLike = typeof window !== 'undefined';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (!browserLike) return;
  cleanup();
  window.localStorage.clear();
});

// Mantine reads these browser APIs, which happy-dom does not provide.
if (browserLike && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (browserLike) {
  if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
