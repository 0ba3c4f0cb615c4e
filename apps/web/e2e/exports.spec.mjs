// The list export tests for Playwright: each test of exports.e2e.mjs under its name, its body
// unchanged and given the worker's browser and gateway address by the fixtures; none needs
// another test before it.
import { EXPORT_TESTS } from './exports.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('exports', () => {
  for (const { name, run } of EXPORT_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
