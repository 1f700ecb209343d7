import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts at the top of the page; query changes (filters) do not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
