// The Storybook test-runner's Jest config, ejected so that it drives the Chromium build the
// lockfile pins (@sparticuz/chromium, see scripts/pinnedChromium.mjs) instead of a downloaded
// browser; scripts/storybook-test.mjs passes another one in PORTINERIA_STORYBOOK_CHROMIUM.
import { getJestConfig } from '@storybook/test-runner';
import { pinnedChromiumPath } from './scripts/pinnedChromium.mjs';

const defaultConfig = getJestConfig();

export default {
  ...defaultConfig,
  // A hang guard, not a speed check: at load 11 on the 2-core CI machine one play test took
  // over 30 s (Layout/SideDrawer Notifications) in a run with nothing wrong.
  testTimeout: 120_000,
  reporters: [
    'default',
    [
      '<rootDir>/scripts/jest-json-reporter.cjs',
      // Partial runs (--only, during component work) must not overwrite the full run's totals.
      {
        outputFile:
          process.env.PORTINERIA_REPORT === 'partial'
            ? '/tmp/storybook-partial.json'
            : '.reports/storybook.json',
      },
    ],
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaultConfig.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.PORTINERIA_STORYBOOK_CHROMIUM ?? pinnedChromiumPath(),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
          '--disable-partial-raster',
        ],
      },
    },
  },
};
