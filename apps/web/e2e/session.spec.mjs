// The session tests for Playwright: each test of session.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { SESSION_TESTS } from './session.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('session', () => {
  for (const { name, run } of SESSION_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
