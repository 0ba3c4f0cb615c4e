// The size of the JS of the sign-in → ORG dashboard path against size-budget.json
// (bench/webSize.mjs), measured on a fresh context of the worker's browser and gateway.
// E2E_UPDATE_SIZE=1 records the measured size instead (a deliberate change).
import { checkSignInSize, recordSignInSize, signInJavaScript } from '../bench/webSize.mjs';
import { test } from './fixtures.mjs';

test.describe('size', () => {
  test('size: the JS of sign-in → ORG dashboard within 5 % of its recorded size (size-budget.json)', async ({
    browser,
    url,
  }) => {
    const measured = await signInJavaScript(browser, url);
    if (process.env.E2E_UPDATE_SIZE === '1') recordSignInSize(measured);
    const { ok, lines } = checkSignInSize(measured);
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!ok) throw new Error(lines[0]);
  });
});
