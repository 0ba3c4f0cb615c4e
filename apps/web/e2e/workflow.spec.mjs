// The workflow tests for Playwright: each test of workflow.e2e.mjs under its name, its body
// unchanged and given the worker's browser and gateway address by the fixtures.
//
// 'workflow: one order’s life' is the suite's one serial group, on purpose: each of its tests goes
// on with the order and the intervention the ones before it left (created and sent, accepted and
// planned, an intervention registered, found, seen by the tenant, its forbidden transitions
// refused, an activity rejected, closed and validated), as the people do. They run in their order
// on one worker, and a failure re-runs them from the first on a fresh gateway. The other workflow
// tests make their own data.
import { ORDER_LIFE_TESTS, WORKFLOW_TESTS } from './workflow.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('workflow', () => {
  for (const { name, run } of WORKFLOW_TESTS)
    test(name, ({ browser, url }) => run({ browser, url }));
});

test.describe('workflow: one order’s life', () => {
  test.describe.configure({ mode: 'serial' });
  for (const { name, run } of ORDER_LIFE_TESTS) {
    test(name, ({ browser, url }) => run({ browser, url }));
  }
});
