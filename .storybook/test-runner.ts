import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), 'packages/ui/visual-baseline');

/** The Chromium build the baselines were drawn with (written by `pnpm ui:accept-visual`). */
const baselineBrowser = JSON.parse(
  readFileSync(path.join(snapshotsDir, 'browser.json'), 'utf8'),
) as { build: string; source: string };

// Both compare in the Jest worker (`runInProcess`): by default jest-image-snapshot starts a new
// Node process for every comparison, which cost each of the ~740 stories a Node start-up and the
// loading of its PNG modules. The comparison itself is the same.

/**
 * Same browser build as the baselines (the one the lockfile pins): pixel-exact. Threshold 0 is
 * stable run after run with one build; a 1 % tolerance would let a changed brand colour through.
 */
const sameBuild: MatchImageSnapshotOptions = {
  runInProcess: true,
  failureThresholdType: 'pixel',
  failureThreshold: 0,
};

/**
 * Another browser build (a run with `--browser /usr/bin/chromium`, or the pinned package bumped and
 * the baselines not redrawn yet): builds rasterise glyph edges differently, which moves hundreds
 * to thousands of pixels of every text-heavy story by a fraction of a pixel (153.0.8010.0 against
 * Debian's 156.0.8078.79: 579 of 622 stories differ, up to 7,022 pixels, at threshold 0.1). Both
 * images are blurred with a 2 px radius first, which evens out sub-pixel glyph differences but
 * not a changed colour or a moved edge; a pixel then differs past pixelmatch's own colour
 * threshold (0.1), and a story fails beyond 50 such pixels (the same pair then shows 25 stories
 * differing, by 18 pixels at most). .storybook/README.md has the figures and the proof.
 */
const crossBuild: MatchImageSnapshotOptions = {
  runInProcess: true,
  blur: 2,
  customDiffConfig: { threshold: 0.1 },
  failureThresholdType: 'pixel',
  failureThreshold: 50,
};

/**
 * Every story, after its play function: axe (0 violations) and a screenshot compared with the
 * committed baseline — pixel-exact in the browser build the baselines were drawn with, within the
 * cross-build tolerance in another one (scripts/storybook-test.mjs says which, before and after).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The stories of one file render one after the other in the same page, so axe-core (half a
    // megabyte of script) is evaluated once per page, not once per story; the page is new (and
    // without it) after a reload.
    if (!(await page.evaluate(() => 'axe' in window && 'portineriaAxe' in window))) {
      await injectAxe(page);
      await page.evaluate(() => Object.assign(window, { portineriaAxe: true }));
    }
  },
  async postVisit(page, context) {
    // After a failed render or play function the story fails with that error; axe or the
    // screenshot failing too would replace it with theirs (a missing baseline did).
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const a11y = storyContext.parameters?.a11y as { disable?: boolean } | undefined;
    if (!a11y?.disable) {
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Only violations are printed: 600 "No accessibility violations detected!" bury them.
        verbose: false,
        axeOptions: {
          // axe-playwright sends axe's whole result back from the page: with every passing node
          // (its HTML, selector and checks) that is about 4 MB for a calendar grid, which took
          // 20 s and more on a loaded machine and ran stories past the test timeout. Only the
          // violations are read; they keep all their nodes, the other result types keep one.
          resultTypes: ['violations'],
          rules: { region: { enabled: false } },
        },
      });
    }
    const visual = storyContext.parameters?.visual as { disable?: boolean } | undefined;
    if (visual?.disable) return;
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const build = page.context().browser()?.version();
    const updating = process.env.PORTINERIA_VISUAL_UPDATE === '1';
    const exact = build === baselineBrowser.build || updating;
    // The same browser build encodes the same pixels into the same PNG bytes: a screenshot equal
    // to its baseline byte for byte passes without decoding both images (about 50 ms of CPU per
    // story, ~40 CPU-s a run). Anything else goes through the pixel comparison below.
    const baselineFile = path.join(snapshotsDir, `${context.id}.png`);
    if (
      exact &&
      !updating &&
      existsSync(baselineFile) &&
      image.equals(readFileSync(baselineFile))
    ) {
      return;
    }
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      ...(exact ? sameBuild : crossBuild),
    });
  },
};
export default config;
