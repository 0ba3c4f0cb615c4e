// The claims tests for Playwright: each test of claims.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { CLAIM_TESTS } from './claims.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('claims', () => {
  for (const { name, run } of CLAIM_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
