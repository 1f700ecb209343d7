import { Box } from '@mantine/core';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Header } from '@/components/layout/header';
import { AccountControl, MobileAccountItems } from '@/features/auth/components/account-control';
import { LoginDialogHost } from '@/features/auth/components/login-dialog-host';
import { deferredComponent, HydrateWhenVisible } from '@/lib/deferred-hydration';
// The footer's styles are part of the page's CSS, not of its lazily loaded code: the server's HTML
// holds the footer from the start, and a print or a full-page capture must show it styled before
// it has been scrolled to.
import '@/components/layout/footer.module.css';

// The footer is below every page's first screen: its code comes, and it hydrates, when it is near.
const Footer = deferredComponent(() => import('@/components/layout/footer').then((module) => module.Footer));
// One element for every render of the layout: a new `<Footer />` would be new content to
// HydrateWhenVisible, which then hydrates the footer at once (any re-render of the layout while the
// page was still hydrating did so, in 1-2 of 6 loads of / on a CPU slowed 6x).
const footer = <Footer />;

/** Header, page, footer; a thin progress bar while the next page's code is on its way. */
export function StorefrontLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Header accountControl={<AccountControl />} mobileAccountItems={(close) => <MobileAccountItems close={close} />} />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <ErrorBoundary label="this page" resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </Box>
      <HydrateWhenVisible>{footer}</HydrateWhenVisible>
      <LoginDialogHost />
    </>
  );
}
