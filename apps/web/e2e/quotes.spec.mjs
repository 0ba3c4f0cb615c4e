// The quotes tests for Playwright: each test of quotes.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { QUOTE_TESTS } from './quotes.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('quotes', () => {
  for (const { name, run } of QUOTE_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
