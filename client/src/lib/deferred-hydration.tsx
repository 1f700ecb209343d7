import {
  createElement,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { processWideContext } from './process-wide-context';
import { ServerResultsContext } from './server-results';

/**
 * Hydrating a server-rendered page in pieces. Hydrating all of a page at once is one long stretch
 * of script on a phone (the header, every section, every card, the footer), during which a tap
 * waits. Parts the shopper does not see yet (sections below the first screen, cards further down a
 * listing, the footer) are wrapped in `HydrateWhenVisible`: React keeps their server HTML as it is
 * (links work as plain links, the text is there) and hydrates each part in its own small task
 * when it comes near the screen or is touched, hovered or focused. Their code can come later too
 * (`deferredComponent`), so the first screen becomes interactive without it.
 *
 * How: each part sits in its own Suspense boundary behind a "gate", a promise its content waits
 * for while the first page hydrates. React leaves a waiting boundary's HTML in place and hydrates
 * it once the promise settles (selective hydration). A part rendered in the browser (a later
 * navigation, or inside a part that hydrates later, which has its own gates) opens at once.
 */

class HydrationGate {
  opened = false;
  private resolve: () => void = () => {};
  readonly promise = new Promise<void>((resolve) => {
    this.resolve = resolve;
  });

  open() {
    if (this.opened) return;
    this.opened = true;
    // Marked settled the way React reads a settled promise in `use`, so a boundary opened during an
    // update (a click, a navigation) hydrates in that same render rather than after a microtask,
    // when React would already have given up on it.
    void Object.assign(this.promise, { status: 'fulfilled', value: undefined });
    this.resolve();
    closedGates.delete(this);
  }
}

const closedGates = new Set<HydrationGate>();

/**
 * Opens every part still waiting. Called before anything that changes what they show (a
 * navigation, the colour scheme): React would otherwise throw their server HTML away and render
 * them anew (RenderWhenDiscarded), a removal and an insertion instead of a hydration.
 */
export function hydrateAllDeferred(): void {
  for (const gate of [...closedGates]) gate.open();
}

function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  // Rendering again while closed is no reason to open: React tries waiting parts again whenever
  // anything else on the page suspends and resumes (a chunk arriving, a restarted render), and on a
  // phone that hydrated the listing's hidden sidebar in 5 of 5 loads.
  if (!gate.opened) use(gate.promise);
  return children;
}

/**
 * The waiting part's fallback, which React shows only when it gives up hydrating the part: when
 * something above it changed before its turn (a context nobody opened the parts for first). Its
 * server HTML is gone then, so it renders now, in the browser, instead of staying empty until it
 * comes into view.
 */
function RenderWhenDiscarded({ gate }: { gate: HydrationGate }) {
  useLayoutEffect(() => gate.open(), [gate]);
  return null;
}

const neverChanges = () => () => {};
const isBrowserRendered = () => false;
const isServerRendered = () => true;

/** What opens a part besides coming into view: the first sign the shopper is about to use it. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /**
   * `block` (default) wraps the part in a plain block; `contents` adds no box, for parts that are
   * items of their parent's grid or flex layout (then its own children are watched).
   */
  layout?: 'block' | 'contents';
  /** How far ahead of the screen a part starts hydrating. */
  rootMargin?: string;
}

/**
 * Its children hydrate when they come within `rootMargin` of the screen or are interacted with;
 * rendered in the browser, at once. Memoised: any re-render of it would hand the waiting boundary
 * new props, so a re-render (children changed) opens the gate first.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({
  children,
  layout = 'block',
  rootMargin = '200px',
}: HydrateWhenVisibleProps) {
  // True only while this part is hydrating server HTML (React reads the server's value then).
  const hydrating = useSyncExternalStore(neverChanges, isBrowserRendered, isServerRendered);
  const [gate] = useState(() => {
    const created = new HydrationGate();
    if (typeof window === 'undefined' || !hydrating) created.open();
    else closedGates.add(created);
    return created;
  });
  const [firstChildren] = useState(children);
  if (children !== firstChildren) gate.open();
  // A part of the server's page reads the server's answers whenever it hydrates, even after a
  // navigation has expired them for everything rendered anew (ServerResults.asServed).
  const pageResults = useContext(ServerResultsContext);
  const [partResults] = useState(() => (gate.opened ? pageResults : (pageResults?.asServed() ?? null)));
  // The same element while nothing changed: when `hydrating` turns false just after hydration,
  // this re-renders, and new props would make React give up the waiting boundary's HTML.
  const content = useMemo(
    () => (
      <ServerResultsContext value={partResults}>
        <Suspense fallback={<RenderWhenDiscarded gate={gate} />}>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      </ServerResultsContext>
    ),
    [gate, children, partResults],
  );

  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (gate.opened || !element) return;
    const targets = layout === 'contents' ? [...element.children] : [element];
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin });
    targets.forEach((target) => observer.observe(target));
    INTERACTIONS.forEach((type) => element.addEventListener(type, open, { capture: true, passive: true }));
    function stop() {
      observer.disconnect();
      INTERACTIONS.forEach((type) => element?.removeEventListener(type, open, { capture: true }));
    }
    function open() {
      stop();
      gate.open();
    }
    return stop;
  }, [gate, layout, rootMargin]);

  return (
    <div ref={wrapper} style={layout === 'contents' ? { display: 'contents' } : undefined}>
      {content}
    </div>
  );
});

/**
 * Every deferred component's loader, for the server. Kept on globalThis: the server imports the
 * built renderer under a versioned URL while page chunks import it without one, so a module-level
 * set would exist twice and the server would not see the pages' components (as PageResponseContext
 * in app/server-rendering.ts).
 */
const PRELOADERS_KEY = Symbol.for('herbal-roots.deferred-component-preloaders');
const registry = globalThis as typeof globalThis & { [PRELOADERS_KEY]?: Set<() => Promise<unknown>> };
const preloaders = (registry[PRELOADERS_KEY] ??= new Set());

/**
 * The source files (Vite manifest keys) of the deferred components the server rendered into a
 * page: their stylesheets go in the page's head, since their HTML is there from the start, and
 * their chunks are fetched after the page's entry, a few per task (start-after-load.js); the part
 * still hydrates only when near. Null in the browser.
 */
export const RenderedDeferredModules = processWideContext<Set<string> | null>('rendered-deferred-modules', null);

/**
 * A component whose code is its own chunk, imported when it first renders in the browser (inside a
 * `HydrateWhenVisible`: when that part opens; on a later navigation, with the page; on a page the
 * server rendered, its chunks are already on their way by then). The
 * server loads every such chunk before rendering (`preloadDeferredComponents`), so its HTML is
 * always complete.
 *
 * The builds name each call's module (client/vite.config.ts rewrites `deferredComponent(` to
 * `deferredComponent.inModule("src/…")(`), so that the server can link its stylesheets.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown instead when the code cannot be fetched; without it, the failure goes to the nearest error boundary. */
  ifUnavailable?: ComponentType<P>,
): ComponentType<P> {
  return deferredComponentOf(null, load, ifUnavailable);
}

/** `deferredComponent` for the component in `module` (a Vite manifest key), as the builds call it. */
deferredComponent.inModule =
  (module: string) =>
  <P extends object>(load: () => Promise<ComponentType<P>>, ifUnavailable?: ComponentType<P>): ComponentType<P> =>
    deferredComponentOf(module, load, ifUnavailable);

function deferredComponentOf<P extends object>(
  module: string | null,
  load: () => Promise<ComponentType<P>>,
  ifUnavailable: ComponentType<P> | undefined,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        if (!ifUnavailable) throw error;
        return (loaded = ifUnavailable);
      },
    ));
  preloaders.add(preload);
  function Deferred(props: P) {
    const rendered = useContext(RenderedDeferredModules);
    if (module) rendered?.add(module);
    return createElement(loaded ?? use(preload()), props);
  }
  return Deferred;
}

/** Loads every deferred component's code declared so far (the server, before it renders a page). */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all([...preloaders].map((preload) => preload()));
}
