// The planning tests for Playwright: each test of planning.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { PLANNING_TESTS } from './planning.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('planning', () => {
  for (const { name, run } of PLANNING_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
