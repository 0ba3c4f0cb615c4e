// Every menu route of every demo account renders cleanly (shell.e2e.mjs menuRouteTests): one group
// an account, `menu <name>`; they only read.
import { ACCOUNTS, menuRouteTests } from './shell.e2e.mjs';
import { test } from './fixtures.mjs';

for (const account of ACCOUNTS) {
  test.describe(`menu ${account.name}`, () => {
    // One test opens every screen of the account's menu, and for the detail accounts each list's
    // first row too (Giulia Rossi: 43 screens or more, each rendered, read and checked by axe):
    // about 4–5 s a screen on the busy 2-core machine, so more than the 180 s a test elsewhere.
    // Each screen's own waits stay as they are; this is the whole walk's limit, not a wait.
    test.describe.configure({ timeout: 600_000 });
    for (const { name, run } of menuRouteTests([account.name])) {
      test(name, ({ browser, url }) => run({ browser, url }));
    }
  });
}
