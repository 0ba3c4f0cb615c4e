// The spreadsheet import tests for Playwright: each test of imports.e2e.mjs under its name, its
// body unchanged and given the worker's browser and gateway address by the fixtures; none needs
// another test before it.
import { IMPORT_TESTS } from './imports.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('imports', () => {
  for (const { name, run } of IMPORT_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
