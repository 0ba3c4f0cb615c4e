// The folders tests for Playwright: each test of folders.e2e.mjs under its name, its body unchanged
// and given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { FOLDER_TESTS } from './folders.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('folders', () => {
  for (const { name, run } of FOLDER_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
