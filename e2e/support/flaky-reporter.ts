import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names, at the end of the run, every journey that failed and then passed on its retry
 * (playwright.config.ts allows one, with a trace of it), so a flaky journey is seen and mended
 * rather than hidden by the retry (issue 30).
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky = new Map<string, TestCase>();

  onTestEnd(test: TestCase, _result: TestResult) {
    if (test.outcome() === 'flaky') this.flaky.set(test.id, test);
    else this.flaky.delete(test.id);
  }

  onEnd() {
    if (this.flaky.size === 0) return;
    console.log(`\n${this.flaky.size} journey(s) passed only on their retry (traces kept):`);
    for (const test of this.flaky.values()) {
      const [, project, ...titles] = test.titlePath();
      console.log(`  [${project}] ${titles.join(' › ')}`);
    }
  }

  printsToStdio() {
    return false;
  }
}
