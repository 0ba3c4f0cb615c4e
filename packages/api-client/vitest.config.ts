import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared.ts';

/**
 * Test files that replace a module with `vi.mock`: a mock only takes hold in a module graph of the
 * file's own, so these run isolated (with a shared graph, the outcome would hang on which file the
 * worker ran first).
 */
const MOCKING = ['src/chat/firebase/firebaseChatTransport.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    ...unitTestTimeouts,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.reports/api-client.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: MOCKING,
          // One module graph per worker instead of one per file (each test builds its own client
          // and fetch stub): 28 → 5 CPU-s for the same 338 tests.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING, isolate: true } },
    ],
  },
});
