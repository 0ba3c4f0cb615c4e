// The dashboard tests for Playwright: each test of dashboard.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { DASHBOARD_TESTS } from './dashboard.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('dashboard', () => {
  for (const { name, run } of DASHBOARD_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
