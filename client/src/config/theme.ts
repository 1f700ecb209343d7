import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The shop's look: deep leaf green as the primary colour, turmeric gold as the
 * accent, cream surfaces in light mode and deep forest tones in dark mode. Shades used for text
 * and filled buttons were chosen for WCAG AA contrast (4.5:1) in both schemes.
 */
const leaf: MantineColorsTuple = [
  '#eef6ef',
  '#d9ebdb',
  '#b4d7ba',
  '#8cc196',
  '#68ab74',
  '#4f935b',
  '#3a7a46',
  '#2f6b3a',
  '#24552d',
  '#1a3f21',
];

const turmeric: MantineColorsTuple = [
  '#fdf7e6',
  '#f9ecc3',
  '#f3dc93',
  '#edca62',
  '#e8b64a',
  '#d9a232',
  '#b98622',
  '#8f6718',
  '#6b4d12',
  '#48330c',
];

/** Mantine's dark scale drives dark-mode surfaces and text: here it is a deep forest green. */
const forest: MantineColorsTuple = [
  '#e6ede7',
  '#c9d6cb',
  '#a3b5a6',
  '#7d9281',
  '#52695a',
  '#364d3d',
  '#26392c',
  '#1a2a1f',
  '#132119',
  '#0c1610',
];

export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: { light: 7, dark: 6 },
  colors: { leaf, turmeric, dark: forest },
  black: '#1d2a20',
  white: '#ffffff',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'Fraunces, Georgia, "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
  respectReducedMotion: true,
  shadows: {
    xs: '0 1px 2px rgba(29, 42, 32, 0.06)',
    sm: '0 1px 3px rgba(29, 42, 32, 0.08), 0 1px 2px rgba(29, 42, 32, 0.05)',
    md: '0 6px 18px rgba(29, 42, 32, 0.09)',
    lg: '0 12px 32px rgba(29, 42, 32, 0.12)',
    xl: '0 20px 48px rgba(29, 42, 32, 0.14)',
  },
  other: {
    cream: '#faf6ec',
  },
});

/** Cream page background and a slightly warmer card surface in light mode; forest tones in dark. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--shop-header-height': '68px',
  },
  light: {
    '--mantine-color-body': '#faf6ec',
    '--shop-surface': '#ffffff',
    '--shop-surface-muted': '#f2ecdd',
    '--shop-border': '#e4dcc8',
    '--shop-header-bg': 'rgba(250, 246, 236, 0.97)',
    '--shop-header-bg-translucent': 'rgba(250, 246, 236, 0.82)',
    '--shop-accent-text': '#7a5814',
    '--shop-price': '#24552d',
    '--shop-heading': '#1a3f21',
    '--shop-footer-bg': '#1f3a26',
    '--mantine-color-dimmed': '#5a6659',
    // Mantine's default error red is under 4.5:1 on white and cream.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {
    '--mantine-color-body': '#0f1b13',
    '--shop-surface': '#16251b',
    '--shop-surface-muted': '#1c2e22',
    '--shop-border': '#2b4132',
    '--shop-header-bg': 'rgba(15, 27, 19, 0.97)',
    '--shop-header-bg-translucent': 'rgba(15, 27, 19, 0.8)',
    '--shop-accent-text': '#edca62',
    '--shop-price': '#b4d7ba',
    '--shop-heading': '#e6ede7',
    '--shop-footer-bg': '#0b140e',
    '--mantine-color-dimmed': '#a3b5a6',
    '--mantine-color-error': '#ff8787',
  },
});
