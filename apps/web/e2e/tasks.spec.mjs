// The tasks tests for Playwright: each test of tasks.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { TASK_TESTS } from './tasks.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('tasks', () => {
  for (const { name, run } of TASK_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
