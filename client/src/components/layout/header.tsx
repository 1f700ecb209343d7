import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCartCount } from '@/lib/cart';
import { useWishlist } from '@/lib/wishlist';
import classes from './header.module.css';
import { NAV_LINKS, useHeaderSearch } from './header-links';
import { useSearchSuggestions } from './search-suggestions';

// The phone menu (a drawer) is fetched the first time it is opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** Scrolled more than this many pixels, the header turns translucent. */
export const TRANSLUCENT_AFTER_PX = 20;

export interface HeaderProps {
  /** The account control (login icon or admin menu), supplied by the app. */
  accountControl: ReactNode;
  /** Account entries of the mobile menu (Wishlist is built in); `close` closes the menu. */
  mobileAccountItems: (close: () => void) => ReactNode;
}

/**
 * Marks the element `data-scrolled` while the page is scrolled past `threshold`, on the element
 * itself: a scroll never re-renders the header (on a phone at 4x CPU that render landed just
 * before the tap that ended the scroll, and delayed it).
 */
function useScrolledMark<T extends HTMLElement>(threshold: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const update = () => {
      const scrolled = String(window.scrollY > threshold);
      if (ref.current && ref.current.dataset.scrolled !== scrolled) ref.current.dataset.scrolled = scrolled;
    };
    // The first reading waits for the next frame: reading the scroll position makes the browser lay
    // the page out, and in this effect (hydration's last task on a phone) that layout was added to
    // the page's longest task instead of the frame's own.
    const firstReading = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return ref;
}

interface CountedIconLinkProps {
  to: string;
  icon: ReactNode;
  /** The whole name, count included: the badge itself is hidden from screen readers. */
  label: string;
  count: number;
  testId: string;
  visibleFrom?: 'md';
}

/** The header's wishlist and cart: an icon link with a count badge that shows once there is something. */
function CountedIconLink({ to, icon, label, count, testId, visibleFrom }: CountedIconLinkProps) {
  return (
    <Box className={classes.cart} visibleFrom={visibleFrom}>
      <ActionIcon component={Link} to={to} variant="subtle" color="leaf" size={42} radius="xl" aria-label={label}>
        {icon}
      </ActionIcon>
      {count > 0 && (
        <span className={classes.badge} aria-hidden data-testid={testId}>
          {count}
        </span>
      )}
    </Box>
  );
}

export function Header({ accountControl, mobileAccountItems }: HeaderProps) {
  const scrolledMark = useScrolledMark<HTMLElement>(TRANSLUCENT_AFTER_PX);
  // The menu's code loads on the first open and then stays mounted, so it can animate closed.
  const [menuRequested, setMenuRequested] = useState(false);
  const [menuOpened, menu] = useDisclosure(false, { onOpen: () => setMenuRequested(true) });
  const cartCount = useCartCount();
  const wishlistCount = useWishlist().length;
  const search = useHeaderSearch();
  const suggestions = useSearchSuggestions(search.value, search.done);

  return (
    <>
      <header ref={scrolledMark} className={classes.header}>
        <Container size="lg" className={classes.inner}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={menuOpened}
                onClick={() => menu.toggle()}
                hiddenFrom="md"
                size="sm"
                aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              />
              <Link to={paths.home.getHref()} className={classes.brand} aria-label="Herbal Roots home">
                <img src="/images/brand/logo.svg" alt="" width={36} height={36} />
                <span className={classes.brandName}>Herbal Roots</span>
              </Link>
            </Group>

            <nav aria-label="Main">
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                {NAV_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                    {link.label}
                  </NavLink>
                ))}
              </Group>
            </nav>

            <Group gap="xs" wrap="nowrap">
              {/* A plain input keeps Mantine's input machinery out of the first page load. Before the
                scripts start, the form is a plain GET to the listing, which reads ?search=. On a
                phone the same form hangs under the header as a second row (header.module.css): one
                search box, no second one to hydrate. */}
              <Box
                component="form"
                action={paths.products.path}
                method="get"
                onSubmit={search.submit}
                role="search"
                className={classes.search}
              >
                <IconSearch size={16} stroke={1.8} aria-hidden className={classes.searchIcon} />
                <input
                  className={classes.searchInput}
                  name="search"
                  aria-label="Search products"
                  placeholder="Search products"
                  value={search.value}
                  onChange={(event) => search.setValue(event.currentTarget.value)}
                  type="search"
                  {...suggestions.inputProps}
                />
                {suggestions.list}
              </Box>
              {/* The wishlist on desktop; on the phone it is in the menu. */}
              <CountedIconLink
                to={paths.wishlist.getHref()}
                icon={<IconHeart size={22} stroke={1.7} />}
                label={
                  wishlistCount === 0
                    ? 'Wishlist, empty'
                    : `Wishlist, ${wishlistCount} saved ${wishlistCount === 1 ? 'product' : 'products'}`
                }
                count={wishlistCount}
                testId="wishlist-count"
                visibleFrom="md"
              />
              <CountedIconLink
                to={paths.cart.getHref()}
                icon={<IconShoppingBag size={22} stroke={1.7} />}
                label={cartCount === 0 ? 'Cart, empty' : `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
                count={cartCount}
                testId="cart-count"
              />
              {accountControl}
            </Group>
          </Group>
        </Container>
        {menuRequested && (
          <Suspense fallback={null}>
            <MobileMenu opened={menuOpened} onClose={() => menu.close()} accountItems={mobileAccountItems} />
          </Suspense>
        )}
      </header>
      {/* Where the phone's search row hangs, so it covers nothing at the top of the page. */}
      <div className={classes.phoneSearchSpace} />
    </>
  );
}
