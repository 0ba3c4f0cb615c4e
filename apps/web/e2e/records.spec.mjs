// The records tests for Playwright: each test of records.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { RECORD_TESTS } from './records.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('records', () => {
  for (const { name, run } of RECORD_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
