import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ThemeToggle } from '@/components/layout/theme-toggle';

/** Wraps every page, storefront and admin: scroll to top on path change, the theme toggle. */
export function AppRoot() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <ThemeToggle />
    </>
  );
}
