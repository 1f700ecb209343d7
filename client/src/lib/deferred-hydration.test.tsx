import { act, createContext, startTransition, use, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, HydrateWhenVisible, preloadDeferredComponents } from './deferred-hydration';

/**
 * A server-rendered page with parts below the first screen, hydrated the way a phone does it:
 * each part only when it comes into view (or its content changes), and never losing its HTML.
 */

/** The browser's IntersectionObserver, driven by the test: `scrollTo(element)` brings it into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static scrollTo(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      const target = [...observer.targets].find((candidate) => candidate.contains(element));
      if (target) observer.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], observer as never);
    }
  }
}

/** Something above the parts that can change while they wait: a colour scheme, say, kept outside React. */
const Scheme = createContext('light');
const schemeStore = {
  value: 'light',
  listeners: new Set<() => void>(),
  set(value: string) {
    this.value = value;
    this.listeners.forEach((listener) => listener());
  },
};

function SchemeProvider({ children }: { children: ReactNode }) {
  const scheme = useSyncExternalStore(
    (listener) => {
      schemeStore.listeners.add(listener);
      return () => schemeStore.listeners.delete(listener);
    },
    () => schemeStore.value,
    () => 'light',
  );
  return <Scheme value={scheme}>{children}</Scheme>;
}

function Section({ id }: { id: string }) {
  const scheme = use(Scheme);
  return (
    <p id={id} data-scheme={scheme}>
      Section {id}
    </p>
  );
}

/** The first screen's carousel, whose code is its own chunk (as a page's deferred components are). */
function Carousel() {
  return <p id="carousel">Carousel</p>;
}

function Page({ Deferred }: { Deferred: ComponentType }) {
  return (
    <SchemeProvider>
      <h1 id="top">Featured Products</h1>
      <Deferred />
      <HydrateWhenVisible>
        <Section id="reviews" />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Section id="footer" />
      </HydrateWhenVisible>
    </SchemeProvider>
  );
}

/** Makes the change inside act's async form (a callback returning a promise), which also flushes the work React schedules meanwhile. */
const actAndFlush = (change: () => void) =>
  act(() => {
    change();
    return Promise.resolve();
  });

const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

async function serverRenderedPage() {
  // The server has every chunk loaded before it renders; the browser fetches the carousel's while
  // the page hydrates, and it arrives after the parts below have started waiting.
  const onServer = deferredComponent(() => Promise.resolve(Carousel));
  await preloadDeferredComponents();
  let arrive: (component: ComponentType) => void = () => {};
  const inBrowser = deferredComponent(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  // Rendered as the server renders: no window there, so every part is complete in the HTML.
  vi.stubGlobal('window', undefined);
  const html = renderToString(<Page Deferred={onServer} />);
  vi.unstubAllGlobals();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const server = { reviews: container.querySelector('#reviews')!, footer: container.querySelector('#footer')! };
  const errors: unknown[] = [];
  // As client/src/main.tsx hydrates: in a transition.
  await actAndFlush(() =>
    startTransition(() => {
      hydrateRoot(container, <Page Deferred={inBrowser} />, { onRecoverableError: (error) => errors.push(error) });
    }),
  );
  await actAndFlush(() => arrive(Carousel));
  expect(hydrated(container.querySelector('#carousel'))).toBe(true);
  return { container, server, errors };
}

describe('parts of a server-rendered page that hydrate when they come into view', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });
  afterEach(() => {
    schemeStore.value = 'light';
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('wait with their server HTML in place until they come into view', async () => {
    const { container, server, errors } = await serverRenderedPage();
    expect(hydrated(container.querySelector('#top'))).toBe(true);
    expect(container.querySelector('#reviews')).toBe(server.reviews);
    expect(hydrated(server.reviews)).toBe(false);
    expect(hydrated(server.footer)).toBe(false);

    await actAndFlush(() => FakeIntersectionObserver.scrollTo(server.reviews));
    expect(hydrated(server.reviews)).toBe(true);
    expect(container.querySelector('#reviews')).toBe(server.reviews);
    expect(errors).toEqual([]);
  });

  it('one part coming into view leaves the others waiting', async () => {
    const { container, server } = await serverRenderedPage();
    await actAndFlush(() => FakeIntersectionObserver.scrollTo(server.reviews));
    expect(hydrated(server.reviews)).toBe(true);
    // The footer is still the server's element, waiting.
    expect(container.querySelector('#footer')).toBe(server.footer);
    expect(hydrated(server.footer)).toBe(false);
  });

  it('a change above a waiting part never leaves it empty: it shows the new value at once', async () => {
    const { container } = await serverRenderedPage();
    await actAndFlush(() => schemeStore.set('dark'));
    const footer = container.querySelector('#footer');
    expect(footer).toHaveTextContent('Section footer');
    expect(footer).toHaveAttribute('data-scheme', 'dark');
    expect(hydrated(footer)).toBe(true);
  });
});
