// The tickets tests for Playwright: each test of tickets.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { TICKET_TESTS } from './tickets.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('tickets', () => {
  for (const { name, run } of TICKET_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
