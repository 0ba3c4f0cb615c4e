// End-to-end tests of the session's own events (000 §4) and of the shell points that depend on
// the signed-in profile: a profile whose permissions change mid-session, the 403 page's reasons.
/* global document, window */
import assert from 'node:assert/strict';
import { axeViolations, newPage, signIn, openAs, start } from './harness.mjs';

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
      let uid;
      try {
        // The profile the session works with, as its calls name it.
        const profileHeader = page
          .waitForRequest((request) => request.headers()['x-portineria-profile'] !== undefined)
          .then((request) => request.headers()['x-portineria-profile']);
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        uid = await profileHeader;
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
        // The other tests of the run sign Giulia in with the module on, as seeded.
        if (uid) await changeProfileGrants(url, { uid, moduli: { moduleSinistri: true } });
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
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
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

/** The hrefs of the drawer's 'Link preferiti' list, in order. */
async function pinnedHrefs(page) {
  const list = page.getByRole('list', { name: 'Link preferiti' });
  await list.waitFor({ timeout: 30_000 });
  return list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
}

SESSION_TESTS.push({
  name: "000 §3 pinned links: Giulia sees her three from the gateway, and a change saved in 'Barra di navigazione' is there after a reload",
  async run({ browser, url }) {
    const { context, page } = await newPage(browser, url);
    try {
      await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
      assert.deepEqual(await pinnedHrefs(page), [
        '/ORG/OPR/orders/service',
        '/ORG/OPR/claims',
        '/ORG/TAB/suppliers',
      ]);

      await page.goto('/ORG/settings/appearance/sidebar');
      const suppliers = page.getByRole('checkbox', { name: 'Fornitori', exact: true });
      const units = page.getByRole('checkbox', { name: 'Unità', exact: true });
      await suppliers.waitFor({ timeout: 30_000 });
      assert.equal(await suppliers.isChecked(), true);
      // Three are pinned: the other boxes are disabled (000 §5).
      assert.equal(await units.isDisabled(), true);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.endsWith('/pinned-links'),
      );
      await suppliers.click();
      assert.equal((await saved).status(), 200);
      await waitForEnabled(units);
      const savedAgain = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.endsWith('/pinned-links'),
      );
      await units.click();
      assert.equal((await savedAgain).status(), 200);

      // Another visit (a new session, as on another device) reads the saved choice.
      await page.goto('/ORG/dashboard');
      assert.deepEqual(await pinnedHrefs(page), [
        '/ORG/OPR/orders/service',
        '/ORG/OPR/claims',
        '/ORG/TAB/units',
      ]);

      // Back as seeded, for the other tests of the run.
      await page.goto('/ORG/settings/appearance/sidebar');
      await units.waitFor({ timeout: 30_000 });
      await units.click();
      await waitForEnabled(suppliers);
      const restored = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname.endsWith('/pinned-links'),
      );
      await suppliers.click();
      assert.equal((await restored).status(), 200);
    } finally {
      await context.close();
    }
  },
});

async function waitForEnabled(locator) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!(await locator.isDisabled())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${String(locator)} stayed disabled`);
}

/** The links of the drawer's 'Servizi' group (none when the group is absent). */
async function servicesLinks(page) {
  const list = page.getByRole('list', { name: 'Servizi' });
  if ((await list.count()) === 0) return [];
  return list
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ name: link.textContent.trim(), path: new URL(link.href).pathname })),
    );
}

SESSION_TESTS.push({
  name: "000 §6, 002 §2.10 'Servizi': org_2 and org_3 see the consultancy links, org_1 none; a consultancy page lists only its consultancyTypeId",
  async run({ browser, url }) {
    for (const [name, expected] of [
      ['Giulia Rossi', true],
      ['Sara Conti', true],
      ['Luca Neri', false],
    ]) {
      const { context, page } = await newPage(browser, url);
      try {
        await start(page, name, { dashboard: '/ORG/dashboard' });
        await page.getByRole('navigation').first().waitFor();
        if (!expected) {
          // The menu is drawn: its 'Operatività' group is there, 'Servizi' is not.
          await page.getByText('Operatività', { exact: true }).first().waitFor();
          assert.deepEqual(await servicesLinks(page), [], `${name} sees no consultancy link`);
          continue;
        }
        await page.getByRole('list', { name: 'Servizi' }).waitFor({ timeout: 30_000 });
        const links = await servicesLinks(page);
        assert.ok(links.length > 1, `${name}: ${links.length} consultancy links`);
        for (const link of links) {
          assert.match(link.path, /^\/ORG\/TAB\/consultancies\/\d+$/, link.path);
        }
        const chosen = links[1];
        await page
          .getByRole('list', { name: 'Servizi' })
          .getByRole('link', { name: chosen.name })
          .click();
        await page.waitForURL((address) => address.pathname === chosen.path);
        const rows = page.getByRole('main').getByRole('row');
        // One header row and the consultancy's own row, nothing else.
        await page
          .getByRole('main')
          .getByText(chosen.name, { exact: true })
          .waitFor({ timeout: 30_000 });
        assert.equal(await rows.count(), 2, `${chosen.path} lists only its consultancy`);
      } finally {
        await context.close();
      }
    }
  },
});

SESSION_TESTS.push({
  name: "002 §2.4 helper drawer: 'Potrebbero anche interessarti' lists the related pages of the section and a support-centre button opens the help centre",
  async run({ browser, url }) {
    const { context, page } = await newPage(browser, url);
    try {
      await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
      await page.getByRole('navigation').getByRole('link', { name: 'Sinistri' }).first().click();
      await page.waitForURL((address) => address.pathname === '/ORG/OPR/claims');
      await page.getByRole('banner').getByRole('button', { name: 'Helpdesk' }).click();
      const drawer = page.getByRole('dialog', { name: 'Helpdesk' });
      await drawer.getByText('Potrebbero anche interessarti').waitFor({ timeout: 15_000 });
      const related = await drawer
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => ({
            name: link.textContent.trim(),
            path: new URL(link.href).searchParams.get('path'),
          })),
        );
      // The section's full page, then the other pages of the same area (orders, quotes, tokens).
      assert.ok(related.length >= 3, `${related.length} related links`);
      assert.equal(related[0].path, '/ORG/OPR/claims');
      const others = related.slice(1).map((link) => link.path);
      assert.ok(
        others.some((path) => path.startsWith('/ORG/OPR/')),
        `related: ${others.join(', ')}`,
      );
      assert.ok(!others.includes('/ORG/OPR/claims'), 'not the page itself');

      // The demo help centre is not reachable here: the browser gets a stand-in page for it.
      await context.route('https://assistenza.portineria.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Centro assistenza</title>' }),
      );
      const popup = page.waitForEvent('popup');
      await drawer.getByRole('button', { name: 'Vai al centro assistenza' }).click();
      const opened = await popup;
      await opened.waitForLoadState();
      assert.equal(new URL(opened.url()).origin, 'https://assistenza.portineria.example');
      await opened.close();
      // A related link opens its help page.
      await drawer.getByRole('link', { name: related[1].name }).click();
      await page.waitForURL(
        (address) =>
          address.pathname === '/helper/000' &&
          address.searchParams.get('path') === related[1].path,
      );
    } finally {
      await context.close();
    }
  },
});

SESSION_TESTS.push({
  name: "002 §6: the ORG building list shows 'Gestito esternamente' as a chip on the externally managed building only",
  async run({ browser, url }) {
    const { context, page } = await newPage(browser, url);
    try {
      await openAs(page, 'Giulia Rossi', '/ORG/TAB/buildings/condominium');
      const main = page.getByRole('main');
      await main.getByRole('columnheader', { name: 'Gestito esternamente' }).waitFor({
        timeout: 30_000,
      });
      const rowsWithChip = main
        .getByRole('row')
        .filter({ has: page.getByText('Gestito esternamente', { exact: true }) });
      // The header row names the column; exactly one building carries the chip.
      await page.waitForFunction(
        () => document.querySelectorAll('main [role="row"], main tr').length > 2,
        undefined,
        { timeout: 30_000 },
      );
      assert.equal(await rowsWithChip.count(), 2);
    } finally {
      await context.close();
    }
  },
});

SESSION_TESTS.push({
  name: "000 §2: the login service's supplier registration page opens in a new window; a refused request keeps its values, a valid one is confirmed",
  async run({ browser, url }) {
    const { context, page } = await newPage(browser, url);
    try {
      await page.goto('/auth/login');
      const [registration] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: /Sei un fornitore\? Richiedi la registrazione/ }).click(),
      ]);
      await registration.waitForLoadState();
      assert.equal(new URL(registration.url()).pathname, '/auth/register-supplier');
      // The login page stays where it was, and the new window has no handle on it.
      assert.equal(new URL(page.url()).pathname, '/auth/login');
      assert.equal(await registration.evaluate(() => window.opener), null);
      await registration.getByRole('heading', { name: 'Registrazione fornitore' }).waitFor();
      assert.deepEqual(await axeViolations(registration), [], 'axe on the registration page');

      const company = `Edil Verdi ${Date.now().toString(36)}`;
      await registration.getByLabel('Ragione sociale (*)').fill(company);
      await registration.getByLabel('Partita IVA (*)').fill('123');
      await registration.getByLabel('Email (*)').fill('info@edilverdi.it');
      await registration.getByRole('button', { name: 'Invia richiesta' }).click();
      await registration.getByRole('alert').waitFor();
      assert.equal(await registration.getByLabel('Ragione sociale (*)').inputValue(), company);
      assert.equal(await registration.getByLabel('Email (*)').inputValue(), 'info@edilverdi.it');
      assert.equal(
        await registration.getByLabel('Partita IVA (*)').getAttribute('aria-invalid'),
        'true',
      );
      assert.deepEqual(await axeViolations(registration), [], 'axe on the refused form');

      await registration.getByLabel('Partita IVA (*)').fill('01234567891');
      await registration.getByRole('button', { name: 'Invia richiesta' }).click();
      await registration
        .getByRole('heading', { name: 'Richiesta di registrazione inviata' })
        .waitFor();
      await registration.getByText('info@edilverdi.it', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  },
});
