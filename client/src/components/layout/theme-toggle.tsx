import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { hydrateAllDeferred } from '@/lib/deferred-hydration';
import { useHydrated } from '@/lib/hydration-safe';
import classes from './theme-toggle.module.css';

/**
 * The floating light/dark switch at bottom right; Mantine remembers the choice in localStorage.
 * On a phone it is smaller and closer to the corner, and the page ends with room for it, so the
 * last links and buttons can always be scrolled clear of it (it covered them).
 */
/** The button (40 px) and its 12 px margin, with a little air. */
const TOGGLE_ROOM_PX = 64;

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computedScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // The server renders the light theme's button; the remembered scheme applies once hydrated.
  const scheme = useHydrated() ? computedScheme : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <>
      <Box hiddenFrom="sm" h={TOGGLE_ROOM_PX} aria-hidden />
      <Box pos="fixed" right={{ base: 12, sm: 20 }} bottom={{ base: 12, sm: 20 }} style={{ zIndex: 150 }}>
        <ActionIcon
          onClick={() => {
            // A new scheme changes what every waiting part shows: hydrate them first.
            hydrateAllDeferred();
            setColorScheme(next);
          }}
          size={48}
          className={classes.toggle}
          radius="xl"
          variant="filled"
          color={scheme === 'dark' ? 'turmeric.3' : 'leaf'}
          aria-label={`Switch to ${next} theme`}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          {scheme === 'dark' ? <IconSun size={22} stroke={1.8} color="#2a1d05" /> : <IconMoon size={22} stroke={1.8} />}
        </ActionIcon>
      </Box>
    </>
  );
}
