import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '../../lib/hydration-safe';

/** The floating light/dark switch at bottom right; Mantine remembers the choice in localStorage. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computedScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // The server renders the light theme's button; the remembered scheme applies once hydrated.
  const scheme = useHydrated() ? computedScheme : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <div style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 150 }}>
      <ActionIcon
        onClick={() => setColorScheme(next)}
        size={48}
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
