// The registries tests for Playwright: each test of registries.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { REGISTRY_TESTS } from './registries.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('registries', () => {
  for (const { name, run } of REGISTRY_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
