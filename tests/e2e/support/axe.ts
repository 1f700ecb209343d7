import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, ImpactValue, NodeResult, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The part of axe-core's API this helper calls once the script is in the page. */
interface AxeInPage {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>;
}

export interface AxeViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe-core on the page and returns the serious and critical violations (WCAG 2.1 A/AA).
 * The shop's Content-Security-Policy forbids inline scripts, so addScriptTag is refused;
 * the source is then evaluated through the DevTools protocol, which CSP does not govern.
 */
export async function seriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!present) {
    try {
      await page.addScriptTag({ content: axeSource });
    } catch {
      // ignored: fall through to evaluate
    }
    const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
    if (!injected) await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const context: ElementContext = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    // Shadow-DOM targets are arrays of selectors: flatten them so the summary reads as one path.
    const targetOf = (node: NodeResult) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part));
    return result.violations.map((violation: Result): AxeViolation => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: targetOf(node), html: node.html, failureSummary: node.failureSummary })),
    }));
  }, options.exclude ?? []);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .map(
            (node) =>
              `  ${node.target.join(' ')} ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n')}`,
    )
    .join('\n\n');
}
