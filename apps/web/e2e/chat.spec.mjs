// The chat tests for Playwright: each test of chat.e2e.mjs under its name, its body unchanged and
// given the worker's browser, gateway address and link preview site by the fixtures; none needs another test before it.
import { CHAT_TESTS } from './chat.e2e.mjs';
import { test } from './fixtures.mjs';

test.describe('chat', () => {
  for (const { name, run } of CHAT_TESTS) {
    test(name, ({ browser, url, previewSite }) => run({ browser, url, previewSite }));
  }
});
