import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The terminal's colour codes, which Playwright's messages carry: kept out of the JSON. */
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * CI retries a failed e2e test once (playwright.config.ts). A test that passed only on its retry is
 * flaky: this reporter lists each one at the end of the run, in the summary and in a JSON file
 * (title, file and line, project, and the first attempt's error), so that a flake is seen and
 * fixed rather than hidden by the retry.
 */
export default class FlakyReporter implements Reporter {
  /** Each test's first attempt that did not pass. */
  private readonly failedFirst = new Map<TestCase, TestResult>();

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped' && !this.failedFirst.has(test))
      this.failedFirst.set(test, result);
  }

  onEnd(): void {
    const flaky = [...this.failedFirst]
      .filter(([test]) => test.outcome() === 'flaky')
      .map(([test, first]) => ({
        title: test.titlePath().slice(3).join(' › '),
        project: test.parent.project()?.name ?? '',
        file: `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`,
        firstError: (first.error?.message ?? '').replace(COLOURS, '').split('\n').slice(0, 6).join('\n'),
      }));
    const outputFile = this.options.outputFile ?? 'reports/e2e-flaky.json';
    fs.mkdirSync(path.dirname(outputFile), { recursive: true });
    fs.writeFileSync(outputFile, `${JSON.stringify({ flaky }, null, 2)}\n`);
    const list = flaky.map(({ project, file, title }) => `  [${project}] ${file} › ${title}`).join('\n');
    console.log(
      flaky.length
        ? `\nFlaky: ${flaky.length} test(s) passed only on a retry (${outputFile}):\n${list}`
        : '\nFlaky: none (no test needed its retry).',
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
