import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
// With its extension, unlike the rest of the client: the Vite config imports this file too.
import { cssVariablesResolver, theme } from './theme.js';

/**
 * The theme's CSS variables as the stylesheet MantineProvider would write into every page: Mantine's
 * variables for the merged theme with the shop's own on top, less those whose value is Mantine's
 * default (its `default-css-variables` stylesheet already sets them), for `:root` and each colour
 * scheme. Made once at build time (`virtual:theme-variables.css`, client/vite.config.ts), so
 * neither the server nor a phone hydrating the page works it out from the theme per render.
 */
export function themeCssVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables: ConvertCSSVariablesInput = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changedFrom = (own: Record<string, string>, mantines: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([name, value]) => mantines[name] !== value));
  return convertCssVariables({
    variables: changedFrom(variables.variables, defaults.variables),
    light: changedFrom(variables.light, defaults.light),
    dark: changedFrom(variables.dark, defaults.dark),
  });
}
