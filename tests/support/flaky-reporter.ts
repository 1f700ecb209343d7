import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on its retry. The API suites start real servers on
 * a two-core machine, so a timing race in a test (or in the shop) can surface once in a thousand
 * runs; a retry keeps one such race from hiding the rest of the run, and this list keeps it from
 * hiding at all: each line here is a race to find and fix.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky)
      this.flaky.push(`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (retried ${diagnostic.retryCount}×)`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\nPassed only on a retry (${this.flaky.length}):\n${this.flaky.map((line) => `  ${line}`).join('\n')}\n`);
  }
}
