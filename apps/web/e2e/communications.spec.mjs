// The communications tests for Playwright: each test of communications.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { COMMUNICATION_TESTS } from './communications.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('communications', () => {
  for (const { name, run } of COMMUNICATION_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
