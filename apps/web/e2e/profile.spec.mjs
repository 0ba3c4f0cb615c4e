// The profile tests for Playwright: each test of profile.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { PROFILE_TESTS } from './profile.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('profile', () => {
  for (const { name, run } of PROFILE_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
