// The production tests for Playwright: each test of production.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { PRODUCTION_TESTS } from './production.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('production', () => {
  for (const { name, run } of PRODUCTION_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
