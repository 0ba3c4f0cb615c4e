// The tokens tests for Playwright: each test of tokens.e2e.mjs under its name, its body unchanged and
// given the worker's browser and gateway address by the fixtures; none needs another test before it.
import { TOKEN_TESTS } from './tokens.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('tokens', () => {
  for (const { name, run } of TOKEN_TESTS) test(name, ({ browser, url }) => run({ browser, url }));
});
