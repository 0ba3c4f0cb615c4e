// The layout tests for Playwright: each test of layout.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { LAYOUT_TESTS } from './layout.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('layout', () => {
  for (const { name, run } of LAYOUT_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
