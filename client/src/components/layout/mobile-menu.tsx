import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { ReactNode } from 'react';
import { Divider, Drawer, Stack, TextInput } from '@mantine/core';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NAV_LINKS, useHeaderSearch } from './header-links';
import { useSearchSuggestions } from './search-suggestions';
import classes from './mobile-menu.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  accountItems: (close: () => void) => ReactNode;
}

/** The phone menu: search, the main links, Wishlist, then the account entries. */
export function MobileMenu({ opened, onClose, accountItems }: MobileMenuProps) {
  const search = useHeaderSearch(onClose);
  const suggestions = useSearchSuggestions(search.value, search.done, { inFlow: true });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="min(86vw, 340px)"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <form onSubmit={search.submit} role="search">
          <TextInput
            aria-label="Search products"
            placeholder="Search products"
            radius="xl"
            type="search"
            value={search.value}
            onChange={(event) => search.setValue(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            {...suggestions.inputProps}
          />
          {suggestions.list}
        </form>
        <nav aria-label="Mobile">
          <Stack gap={2}>
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={classes.item} onClick={onClose}>
                {link.label}
              </NavLink>
            ))}
            <NavLink to={paths.wishlist.getHref()} className={classes.item} onClick={onClose}>
              <IconHeart size={18} aria-hidden /> Wishlist
            </NavLink>
          </Stack>
        </nav>
        <Divider />
        <Stack gap={2}>{accountItems(onClose)}</Stack>
      </Stack>
    </Drawer>
  );
}
