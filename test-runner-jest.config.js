// The Storybook test-runner's Jest config, ejected so it drives Debian's Chromium instead of a
// downloaded browser (see ../shared/TOOLCHAIN.md).
import { getJestConfig } from '@storybook/test-runner';

const defaultConfig = getJestConfig();

export default {
  ...defaultConfig,
  testTimeout: 30_000,
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
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
