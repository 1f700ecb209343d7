import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydration-safe';

/**
 * Every path change starts at the top of the page; query changes (filters) do not. The page the
 * server sent is left where the browser put it (the top, or where a reload left off): scrolling
 * there made the browser lay the page out inside hydration's longest task on a phone.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const serverRenderedPath = useRef(hydrated ? null : pathname);
  useLayoutEffect(() => {
    if (pathname === serverRenderedPath.current) return;
    serverRenderedPath.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
