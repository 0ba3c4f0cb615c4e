// End-to-end tests of the session's own events (000 §4) and of the shell points that depend on
// the signed-in profile: a profile whose permissions change mid-session, the 403 page's reasons.
/* global document */
import assert from 'node:assert/strict';
import { newPage, signIn } from './harness.mjs';

const cell = (page, id) => page.locator(`[data-cell-component="${id}"]`);

/**
 * Changes a profile the way the external login service does while its user works (the gateway's
 * e2e hook, apps/gateway/src/auth/testHooks.ts, on with GATEWAY_TEST_HOOKS=1 in the harness).
 */
async function changeProfileGrants(url, body) {
  const answer = await fetch(`${url}/auth/test/profile-grants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  assert.equal(answer.status, 204, `the profile change answered ${answer.status}`);
}

export const SESSION_TESTS = [
  {
    name: "000 §4 'Permessi insufficienti': a module switched off mid-session shows the blocking dialog on the next refused call, then the session restarts at the login page",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        // The profile the session works with, as its calls name it.
        const profileHeader = page
          .waitForRequest((request) => request.headers()['x-portineria-profile'] !== undefined)
          .then((request) => request.headers()['x-portineria-profile']);
        await signIn(page, 'Giulia Rossi');
        await page.waitForURL((address) => address.pathname === '/ORG/dashboard');
        const uid = await profileHeader;
        const counterLink = cell(page, 'claims_open_counter').getByRole('link');
        await counterLink.waitFor({ timeout: 30_000 });
        // Every widget has its data: the refused call is the one the click makes.
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('[data-testid="dashboard"] [data-widget-state]')].every(
              (widget) => widget.getAttribute('data-widget-state') !== 'loading',
            ),
          undefined,
          { timeout: 30_000 },
        );

        // Someone switches the claims module off while Giulia works.
        await changeProfileGrants(url, { uid, moduli: { moduleSinistri: false } });
        const refused = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname.startsWith('/api/v2/claims') &&
            response.status() === 403,
        );
        await counterLink.click();
        const answer = await refused;
        assert.equal((await answer.json()).error_code, 'PERMISSIONS_CHANGED');

        const dialog = page.getByRole('alertdialog', { name: 'Permessi insufficienti' });
        await dialog.waitFor();
        assert.match(await dialog.innerText(), /Non hai più accesso ad alcune parti/);
        // Blocking: Escape does not close it.
        await page.keyboard.press('Escape');
        assert.equal(await dialog.isVisible(), true);
        await dialog.getByRole('button', { name: 'Torna al login' }).click();
        await page.waitForURL((address) => address.pathname === '/auth/login', {
          timeout: 15_000,
        });
        assert.equal(await page.evaluate(() => document.title !== ''), true);
      } finally {
        await context.close();
      }
    },
  },
];

/** The heading and text of the 403 page. */
async function forbiddenText(page) {
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Accesso negato' }).waitFor();
  return main.innerText();
}

SESSION_TESTS.push(
  {
    name: "000 §2 Error 403 page: a requested profile that is not the user's says 'profile not found', also after a reload",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi', '/loading?skip&profile=999999');
        await page.waitForURL((address) => address.pathname === '/403', { timeout: 30_000 });
        const text = await forbiddenText(page);
        assert.match(text, /Il profilo richiesto non è stato trovato/);
        assert.doesNotMatch(text, /Nessun utente/);
        await page.reload();
        await page.waitForURL((address) => address.pathname === '/403', { timeout: 30_000 });
        const reloaded = await forbiddenText(page);
        assert.match(reloaded, /Il profilo richiesto non è stato trovato/);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "000 §2 Error 403 page: opened while signed in with a valid profile it never says 'Nessun utente' and leads back to the dashboard",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await signIn(page, 'Giulia Rossi');
        await page.waitForURL((address) => address.pathname === '/ORG/dashboard');
        await page.goto('/403');
        const text = await forbiddenText(page);
        assert.doesNotMatch(text, /Nessun utente/);
        assert.match(text, /hai effettuato l'accesso/i);
        await page.getByRole('button', { name: 'Vai alla dashboard' }).click();
        await page.waitForURL((address) => address.pathname === '/ORG/dashboard');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "000 §2 Error 403 page: without a signed-in user it says 'Nessun utente ha effettuato l'accesso'",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await page.goto('/403');
        await page.waitForURL(
          (address) =>
            address.pathname === '/403' && address.searchParams.get('reason') === 'noUser',
          { timeout: 30_000 },
        );
        assert.match(await forbiddenText(page), /Nessun utente ha effettuato l'accesso/);
        await page.getByRole('button', { name: 'Torna al login' }).waitFor();
      } finally {
        await context.close();
      }
    },
  },
);
