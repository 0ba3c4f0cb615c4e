import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), 'packages/ui/visual-baseline');

/**
 * Every story, after its play function: axe (0 violations) and a pixel-exact screenshot against the
 * committed baseline (threshold 0 is stable on this machine kind; a 1 % tolerance would let a
 * changed brand colour through). `pnpm ui:accept-visual` rewrites the baseline.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const a11y = storyContext.parameters?.a11y as { disable?: boolean } | undefined;
    if (!a11y?.disable) {
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: { rules: { region: { enabled: false } } },
      });
    }
    const visual = storyContext.parameters?.visual as { disable?: boolean } | undefined;
    if (visual?.disable) return;
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      failureThresholdType: 'pixel',
      failureThreshold: 0,
    });
  },
};
export default config;
