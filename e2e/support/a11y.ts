import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation on the page as it is now, once its
 * colour transitions have ended: a button that just changed variant (the guest's Attach my
 * measurements turning into the outline Attach them again) is 150 ms between two palettes, and
 * axe measuring its contrast halfway measured neither.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

/** Saves a full-page screenshot of the route as a test artifact (test-results/screenshots). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screenshots/${testInfo.project.name}/${name}.png`,
    fullPage: true,
  });
}
