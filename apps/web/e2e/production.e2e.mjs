// End-to-end checks of the app's production behaviour (000 §8–9): a role's script chunk that fails
// or does not arrive within the chunk load timeout leaves the user a way to retry, never a blank
// screen.
/* global document */
import assert from 'node:assert/strict';
import { newPage, signIn } from './harness.mjs';

/** 000 §9: script chunk load timeout 120 s (domain's CHUNK_LOAD_TIMEOUT_MS). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The ORG tree's chunk as the build names it (`assets/ORG-<hash>.js`). */
const ORG_CHUNK = /\/assets\/ORG-[\w-]+\.js$/;

/** The retry a chunk failure offers: the route error page's 'Ricarica' or the new-version dialog's. */
async function waitForRetry(page) {
  await page.getByRole('button', { name: 'Ricarica' }).first().waitFor({ timeout: 15_000 });
}

/** The visible text of the page: a blank screen has none. */
async function visibleText(page) {
  return page.evaluate(() => document.body.innerText.trim());
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
        await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
        await waitForRetry(page);
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
        await signIn(page, 'Giulia Rossi');
        await page.waitForURL((address) => address.pathname === '/ORG/dashboard');
        await page.clock.install();
        await page.route(ORG_CHUNK, () => undefined);
        const requested = page.waitForRequest(ORG_CHUNK);
        await page.goto('/ORG/OPR/claims?skip');
        await requested;
        await page.getByRole('progressbar').first().waitFor();
        assert.notEqual(await visibleText(page), '', 'the page is not blank while the chunk loads');
        await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
        await waitForRetry(page);
      } finally {
        await context.close();
      }
    },
  },
];
