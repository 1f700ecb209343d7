import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

describe('the theme stylesheet made at build time', () => {
  it('holds exactly the variables MantineProvider would write into the page', () => {
    const page = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <p>Tulsi face wash</p>
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(page)?.[1];
    expect(written).toBeTruthy();
    expect(themeCssVariables()).toBe(written);
  });

  it("sets the shop's cream and forest page colours for each scheme", () => {
    const css = themeCssVariables();
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-body: #faf6ec;/);
    expect(css).toMatch(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-body: #0f1b13;/);
    expect(css).toContain('--shop-header-height: 68px;');
  });
});
