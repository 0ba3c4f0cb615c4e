import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The screens' styles are vanilla-extract files: the plugin lets a test import a screen module.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/web.json' },
  },
});
