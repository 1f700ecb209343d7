import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { hydrateAllDeferred } from '@/lib/deferred-hydration';
import { useHydrated } from '@/lib/hydration-safe';
import classes from './theme-toggle.module.css';

/**
 * The light/dark switch; Mantine remembers the choice in localStorage. It ends every page (a
 * floating button always covers something: theme-toggle.module.css).
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computedScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // The server renders the light theme's button; the remembered scheme applies once hydrated.
  const scheme = useHydrated() ? computedScheme : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <div className={classes.dock}>
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
    </div>
  );
}
