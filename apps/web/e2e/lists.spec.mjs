// The lists tests for Playwright: each test of lists.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { LIST_TESTS } from './lists.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('lists', () => {
  for (const { name, run } of LIST_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
