// End-to-end checks of the app's production behaviour (000 §8–9): a role's script chunk that fails
// or does not arrive within the chunk load timeout leaves the user a way to retry, never a blank
// screen; an error in a screen is reported, with the profile id and without a token or personal
// data, when a DSN is configured, and the error reporting SDK is not even fetched without one; the
// public building page is the gateway's HTML, for residents and visitors alike.
/* global document */
import assert from 'node:assert/strict';
import { newPage, signIn, start, waitUntil } from './harness.mjs';

/** 000 §9: script chunk load timeout 120 s (domain's CHUNK_LOAD_TIMEOUT_MS). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The ORG tree's chunk as the build names it (`assets/ORG-<hash>.js`). */
const ORG_CHUNK = /\/assets\/ORG-[\w-]+\.js$/;

/** The retry a chunk failure offers: the route error page's 'Ricarica' or the new-version dialog's. */
async function waitForRetry(page) {
  await page.getByRole('button', { name: 'Ricarica' }).first().waitFor({ timeout: 15_000 });
}

/**
 * Moves the page's clock on by the chunk load timeout until the retry shows. The timeout starts
 * when the router asks for the chunk, which can come a moment after the request the test waited
 * for (the session start preloads the same chunk): on a loaded machine one move can come before
 * the timer exists. Each move is the whole timeout, so the retry never shows earlier than 120 s
 * after the router asked.
 */
async function outlastChunkTimeout(page) {
  for (let move = 1; move <= 4; move += 1) {
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
    try {
      await page.getByRole('button', { name: 'Ricarica' }).first().waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (move === 4) throw error;
    }
  }
}

/** The visible text of the page: a blank screen has none. */
async function visibleText(page) {
  return page.evaluate(() => document.body.innerText.trim());
}

/**
 * Serves the gateway's /version.json with a DSN on the page's own origin (which the CSP allows),
 * and keeps what the SDK sends to it: each envelope's items, parsed.
 */
async function configureErrorReporting(page, url) {
  const origin = new URL(url);
  const dsn = `${origin.protocol}//publickey@${origin.host}/1`;
  await page.route('**/version.json*', async (route) => {
    const response = await route.fetch();
    const body = { ...(await response.json()), errorReporting: { dsn } };
    await route.fulfill({ response, json: body });
  });
  const items = [];
  await page.route('**/api/1/envelope/**', async (route) => {
    const body = route.request().postData() ?? '';
    for (const line of body.split('\n').filter(Boolean)) {
      try {
        items.push(JSON.parse(line));
      } catch {
        // A replay's binary payload: not an event.
      }
    }
    await route.fulfill({ status: 200, json: {} });
  });
  return items;
}

export const PRODUCTION_TESTS = [
  {
    name: "000 §9 chunk: a role chunk that fails to load shows 'Ricarica', never a blank screen",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await page.route(ORG_CHUNK, (route) => route.abort('failed'));
        await signIn(page, 'Giulia Rossi');
        await waitForRetry(page);
        assert.match(await visibleText(page), /Impossibile caricare la pagina/);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "000 §9 chunk: a role chunk that does not arrive within 120 s shows 'Ricarica' instead of waiting for ever",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        // The page's clock runs on its own and can be moved forward: the 120 s are not waited for.
        await page.clock.install();
        const requested = page.waitForRequest(ORG_CHUNK);
        // The chunk's answer never comes (a stalled connection).
        await page.route(ORG_CHUNK, () => undefined);
        await signIn(page, 'Giulia Rossi');
        await requested;
        // While the chunk is on its way the page says so.
        await page.getByRole('progressbar').first().waitFor();
        assert.equal(await page.getByRole('button', { name: 'Ricarica' }).count(), 0);
        await outlastChunkTimeout(page);
        assert.match(await visibleText(page), /Impossibile caricare la pagina/);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §9 chunk: opening a role page directly while its chunk is stalled shows the loading screen, then the retry',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        await page.clock.install();
        await page.route(ORG_CHUNK, () => undefined);
        const requested = page.waitForRequest(ORG_CHUNK);
        await page.goto('/ORG/OPR/claims?skip');
        await requested;
        await page.getByRole('progressbar').first().waitFor();
        assert.notEqual(await visibleText(page), '', 'the page is not blank while the chunk loads');
        await outlastChunkTimeout(page);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "000 §2 Shell: a screen whose code fails shows 'Ricarica' inside the shell, whose navigation opens another screen",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
        // The kit of the role's other screens (routes/roleScreens.tsx) never arrives.
        await page.route(/\/assets\/roleScreens-[\w-]+\.js$/, (route) => route.abort('failed'));
        const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
        await nav.getByRole('link', { name: 'Calendario' }).first().click();
        const main = page.getByRole('main');
        await main.getByRole('button', { name: 'Ricarica' }).waitFor({ timeout: 15_000 });
        assert.match(await main.innerText(), /Impossibile caricare la pagina/);
        // The shell stays: the rail and the top bar are still there to go elsewhere.
        assert.ok(await nav.isVisible(), 'the navigation is still shown');
        assert.ok(await page.getByRole('banner').isVisible(), 'the top bar is still shown');
        assert.equal(await page.getByRole('main').count(), 1, 'one main landmark');
        await nav.getByRole('link', { name: 'Dashboard' }).first().click();
        await page.waitForURL((address) => address.pathname === '/ORG/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
        assert.equal(await page.getByRole('button', { name: 'Ricarica' }).count(), 0);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §8 reporting: an uncaught error in a screen is reported with the profile id, without the token or personal data',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        const items = await configureErrorReporting(page, url);
        const sdkRequests = [];
        page.on('request', (request) => {
          if (/\/assets\/errorReportingSdk-[\w-]+\.js$/.test(request.url())) {
            sdkRequests.push(request.url());
          }
        });
        const tokenAnswer = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/auth/token' && response.ok(),
        );
        const apiRequest = page.waitForRequest(
          (request) =>
            new URL(request.url()).pathname.startsWith('/api/v2/') &&
            request.headers()['x-portineria-profile'] !== undefined,
        );
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        const { token, user } = await (await tokenAnswer).json();
        const profileHeader = (await apiRequest).headers()['x-portineria-profile'];
        assert.ok(sdkRequests.length > 0, 'with a DSN the error reporting SDK is loaded');

        // The SDK loads after the first screen (000 §8 keeps it off the sign-in path); this error is
        // thrown once it runs (one thrown earlier is kept and sent when it starts: the next test).
        await waitUntil(() => items.some((item) => item.sid !== undefined && item.init === true), {
          describe: () => `envelopes: ${JSON.stringify(items).slice(0, 500)}`,
        });
        // An error a screen does not catch, carrying what must never leave the browser.
        await page.evaluate(
          ({ token: bearer, user: person }) => {
            setTimeout(() => {
              throw new Error(
                `Schermata non disponibile per ${person.displayName} <${person.email}>, CF RSSGLI80A41H501X, Bearer ${bearer}`,
              );
            });
          },
          { token, user },
        );
        await waitUntil(() => items.some((item) => item.exception !== undefined), {
          describe: () => `envelopes: ${JSON.stringify(items).slice(0, 500)}`,
        });

        const event = items.find((item) => item.exception !== undefined);
        assert.match(event.exception.values[0].value, /^Schermata non disponibile per /);
        assert.ok(event.user?.id, 'the report names the profile');
        assert.ok(
          profileHeader.split(':').includes(event.user.id) || profileHeader === event.user.id,
          `the report's user ${event.user.id} is the active profile (${profileHeader})`,
        );
        assert.deepEqual(Object.keys(event.user), ['id']);
        const sent = JSON.stringify(items);
        const forbidden = [token, user.email, user.displayName, ...user.displayName.split(' ')];
        for (const value of [...forbidden, 'RSSGLI80A41H501X', 'eyJ']) {
          assert.ok(!sent.includes(value), `the reports do not contain ${value.slice(0, 12)}…`);
        }
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §8 reporting: an error thrown before the SDK has started is reported once it runs',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        const items = await configureErrorReporting(page, url);
        // The SDK's code is held back until the page has thrown.
        let release = () => undefined;
        const thrown = new Promise((resolve) => (release = resolve));
        await page.route(/\/assets\/errorReportingSdk-[\w-]+\.js$/, async (route) => {
          await thrown;
          await route.continue();
        });
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('Errore prima del via');
          });
          void Promise.reject(new Error('Promessa rifiutata prima del via'));
        });
        assert.equal(items.length, 0, 'nothing is sent before the SDK runs');
        release();
        await waitUntil(() => items.filter((item) => item.exception !== undefined).length === 2, {
          describe: () => `envelopes: ${JSON.stringify(items).slice(0, 500)}`,
        });
        const messages = items
          .filter((item) => item.exception !== undefined)
          .map((item) => item.exception.values[0].value)
          .sort();
        assert.deepEqual(messages, ['Errore prima del via', 'Promessa rifiutata prima del via']);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '000 §8 reporting: without a DSN nothing of the error reporting SDK is fetched and nothing is sent',
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        const fetched = [];
        page.on('request', (request) => {
          const address = request.url();
          if (/errorReportingSdk|\/envelope\//.test(address)) fetched.push(address);
        });
        await start(page, 'Giulia Rossi', { dashboard: '/ORG/dashboard' });
        await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('Errore senza segnalazione');
          });
        });
        // Whatever the app would fetch after the error has gone out once the network is quiet.
        await page.waitForLoadState('networkidle');
        assert.deepEqual(fetched, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "000 §2 public page: Maria Verdi's 'Pagina pubblica' opens her condominium's page in a new tab, which a visitor also sees without signing in",
    async run({ browser, url }) {
      const { context, page } = await newPage(browser, url);
      try {
        await start(page, 'Maria Verdi', { dashboard: '/USR/dashboard' });
        const main = page.getByTestId('dashboard');
        await main.getByRole('combobox', { name: 'Seleziona un immobile' }).click();
        await page.getByRole('option', { name: /Condominio Via Manzoni 12/ }).click();
        const link = main.getByRole('link', { name: /Pagina pubblica/ });
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForLoadState();
        const path = new URL(tab.url()).pathname;
        assert.match(path, /^\/buildings\/\d+$/);
        for (const shown of [
          'Condominio Via Manzoni 12',
          'Via Alessandro Manzoni 12, 20121 Milano (MI)',
          'Studio Rossi Amministrazioni',
          'Orari del portiere',
          'Interruzione dell’acqua calda',
        ]) {
          await tab.getByText(shown, { exact: false }).first().waitFor();
        }
        assert.equal(
          await tab.getByRole('heading', { level: 1 }).innerText(),
          'Condominio Via Manzoni 12',
        );

        // A visitor without a session sees the same page, and nobody's personal data.
        const visitor = await browser.newContext({ baseURL: url });
        try {
          const anonymous = await visitor.newPage();
          const answer = await anonymous.goto(path);
          assert.equal(answer?.status(), 200);
          await anonymous
            .getByRole('heading', { name: 'Condominio Via Manzoni 12', level: 1 })
            .waitFor();
          const text = await anonymous.evaluate(() => document.body.innerText);
          assert.doesNotMatch(text, /Accesso negato|Maria|Verdi|De Luca|Colombo/);
          const missing = await anonymous.goto('/buildings/999999');
          assert.equal(missing?.status(), 404);
          await anonymous.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
        } finally {
          await visitor.close();
        }
      } finally {
        await context.close();
      }
    },
  },
];
