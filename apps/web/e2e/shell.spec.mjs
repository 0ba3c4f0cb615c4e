// The shell tests for Playwright: each test of shell.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { TESTS } from './shell.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('shell', () => {
  for (const { name, run } of TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
