// The calendar tests for Playwright: each test of calendar.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { CALENDAR_TESTS } from './calendar.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('calendar', () => {
  for (const { name, run } of CALENDAR_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});
