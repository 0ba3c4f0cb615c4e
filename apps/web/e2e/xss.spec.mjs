// The stored-XSS test for Playwright: each test of xss.e2e.mjs under its name, its body unchanged
// and given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { XSS_TESTS } from './xss.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('xss', () => {
  for (const { name, run } of XSS_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
