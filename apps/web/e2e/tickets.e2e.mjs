// End-to-end flow of the write side of tickets (001 §4.3, 002 §4.6), through the real UI on the
// gateway `npm start` runs: Maria Verdi (USR) opens a ticket on her building (the half-filled form
// survives a reload); Giulia Rossi (ORG) finds it 'Da assegnare' in her list, assigns it to Luca
// Neri and moves it to 'In lavorazione'; Maria's bell counts both steps live and she sees the new
// status on her ticket. A step refused by the machine is the gateway's contract test
// (tickets.test.ts).
import assert from 'node:assert/strict';
import {
  axeViolations,
  bellCount,
  expectCount,
  newPage,
  pick,
  snack,
  start,
  waitUntil,
} from './harness.mjs';

/** Unique per run, so that a rerun on the same data finds its own ticket. */
const OBJECT = `Infiltrazione in cantina ${Date.now().toString(36)}`;
const BUILDING = 'Manzoni';

/** The ticket's status chips on its detail. */
const statusOf = (page) => page.locator('[data-section="ticket-status"]').innerText();

/** Presses an enabled action of the ticket's action bar. */
async function ticketAction(page, label) {
  const button = page
    .getByRole('group', { name: 'Azioni sul ticket' })
    .getByRole('button', { name: label, exact: true });
  await button.waitFor({ timeout: 20_000 });
  await waitUntil(async () => (await button.getAttribute('aria-disabled')) !== 'true', {
    timeout: 20_000,
    describe: () => `${label} stays disabled`,
  });
  await button.click();
}

async function waitForStatus(page, text) {
  await waitUntil(async () => (await statusOf(page)).includes(text), {
    timeout: 20_000,
    describe: async () => `status '${await statusOf(page)}', expected '${text}'`,
  });
}

export const TICKET_TESTS = [
  {
    name: 'tickets: Maria Verdi opens a ticket, Giulia Rossi assigns it and puts it In lavorazione, Maria sees it',
    async run({ browser, url }) {
      const maria = await newPage(browser, url);
      const giulia = await newPage(browser, url);
      try {
        // Maria opens the ticket on her building; the half-filled form survives a reload.
        await start(maria.page, 'Maria Verdi');
        maria.problems.length = 0;
        await maria.page.goto('/USR/GEN/tickets/new?skip');
        const object = maria.page.getByLabel('Oggetto (*)');
        await object.waitFor({ timeout: 20_000 });
        await object.fill(OBJECT);
        await waitUntil(
          () =>
            maria.page.evaluate(() =>
              Object.keys(globalThis.localStorage).some((key) => key.includes('ticketDraft')),
            ),
          { describe: () => 'the draft is kept' },
        );
        // The bell's first count is asked once the realtime socket is live (after the reload).
        const firstCount = maria.page.waitForResponse((response) =>
          new URL(response.url()).pathname.endsWith('/notifications/search/count'),
        );
        await maria.page.reload();
        await maria.page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
        assert.equal(await maria.page.getByLabel('Oggetto (*)').inputValue(), OBJECT);
        // Without the building nothing is sent and the field says why.
        await maria.page.getByRole('button', { name: 'Invia ticket' }).click();
        await maria.page.getByText('Il campo Immobile è obbligatorio').first().waitFor();
        await pick(maria.page, 'Immobile', BUILDING);
        assert.deepEqual(await axeViolations(maria.page), [], 'axe on the ticket form');
        await maria.page.getByRole('button', { name: 'Invia ticket' }).click();
        await snack(maria.page, 'Ticket inviato');
        await maria.page.waitForURL(/\/USR\/GEN\/tickets\/mod\/\d+/, { timeout: 20_000 });
        const id = maria.page.url().match(/mod\/(\d+)/)?.[1];
        await waitForStatus(maria.page, 'Da assegnare');
        await expectCount(
          maria.page.getByRole('group', { name: 'Azioni sul ticket' }),
          0,
          'no action for a resident',
        );

        // Maria's bell before the office's steps: the count it first showed.
        const unreadBefore = (await (await firstCount).json()).counter[1];
        await waitUntil(async () => (await bellCount(maria.page)) === unreadBefore, {
          describe: async () => `bell ${await bellCount(maria.page)}, count ${unreadBefore}`,
        });

        // Giulia finds it 'Da assegnare' in her list, assigns it, then starts the work.
        await start(giulia.page, 'Giulia Rossi');
        giulia.problems.length = 0;
        await giulia.page.goto('/ORG/GEN/tickets?skip');
        const row = giulia.page.locator('main [data-row-index]').filter({ hasText: OBJECT });
        await row.waitFor({ timeout: 20_000 });
        assert.match(await row.innerText(), /Da assegnare/);
        await giulia.page.goto(`/ORG/GEN/tickets/mod/${id}?skip`);
        await waitForStatus(giulia.page, 'Da assegnare');
        await ticketAction(giulia.page, 'Assegna');
        const dialog = giulia.page.getByRole('dialog', { name: 'Assegna ticket' });
        await pick(giulia.page, 'Dipendente', 'Luca Neri');
        await dialog.getByRole('button', { name: 'CONFERMA' }).click();
        await waitForStatus(giulia.page, 'Luca Neri');
        await ticketAction(giulia.page, 'Metti in lavorazione');
        await waitForStatus(giulia.page, 'In lavorazione');
        // DECISIONS.md "Record history": each step is in the ticket's Cronologia, refreshed by
        // the step itself, newest first.
        const history = giulia.page.locator('[data-section="history"]');
        await history.getByText('Messo in lavorazione').waitFor({ timeout: 20_000 });
        await history.getByText('Assegnato', { exact: true }).waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the ticket detail');

        // Maria's bell counts both steps as they happen, without a reload (DECISIONS 'Ticket
        // lifecycle' 10: the requester is told of a new assignee and of a new status).
        await waitUntil(async () => (await bellCount(maria.page)) >= unreadBefore + 2, {
          timeout: 20_000,
          describe: async () =>
            `Maria's bell shows ${await bellCount(maria.page)}, before ${unreadBefore}`,
        });

        // Maria sees the new status, and the history of her ticket.
        await maria.page.reload();
        await waitForStatus(maria.page, 'In lavorazione');
        await maria.page
          .locator('[data-section="history"]')
          .getByText('Messo in lavorazione')
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(maria.problems, [], 'console or API errors (Maria)');
        assert.deepEqual(giulia.problems, [], 'console or API errors (Giulia)');
      } finally {
        await maria.context.close();
        await giulia.context.close();
      }
    },
  },
];

TICKET_TESTS.push({
  name: "tickets: the dashboard's 'Nuovo ticket' (+) opens the ticket create form, not the list (000 §2 Route forms /new)",
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    try {
      await start(page, 'Giulia Rossi');
      problems.length = 0;
      await page
        .locator('[data-cell-component="tickets_list"]')
        .getByRole('button', { name: 'Nuovo ticket' })
        .click();
      await page.waitForURL((address) => address.pathname === '/ORG/GEN/tickets/new', {
        timeout: 20_000,
      });
      await page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
      // It stays on the form: no forward to the list.
      assert.equal(new URL(page.url()).pathname, '/ORG/GEN/tickets/new');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
});

TICKET_TESTS.push({
  name: "tickets: Giulia Rossi turns her own new ticket into an order for Idraulica Bianchi ('Crea ordine'); both details link each other and the ticket's history tells it",
  async run({ browser, url }) {
    const { context, page, problems } = await newPage(browser, url);
    const object = `Perdita dal soffitto del box ${Date.now().toString(36)}`;
    try {
      await start(page, 'Giulia Rossi');
      problems.length = 0;
      // Her own ticket, made here: no earlier test's data is read.
      await page.goto('/ORG/GEN/tickets/new?skip');
      await page.getByLabel(/^Oggetto/).waitFor({ timeout: 20_000 });
      await page.getByLabel(/^Oggetto/).fill(object);
      await page.getByLabel(/^Descrizione/).fill('Macchia di umidità dopo la pioggia');
      await pick(page, 'Immobile', BUILDING);
      await page.getByRole('button', { name: 'Invia ticket' }).click();
      await waitUntil(() => /\/ORG\/GEN\/tickets\/mod\/\d+/.test(page.url()), {
        timeout: 20_000,
        describe: () => `the new ticket's detail, still at ${page.url()}`,
      });
      const ticketId = page.url().match(/mod\/(\d+)/)?.[1];

      // 'Crea ordine' opens the order form with the ticket's object, description and building.
      await ticketAction(page, 'Crea ordine');
      await waitUntil(
        () => {
          const address = new URL(page.url());
          return (
            address.pathname === '/ORG/OPR/orders/service/new' &&
            address.searchParams.get('fromTicket') === ticketId
          );
        },
        { timeout: 20_000, describe: () => `the order form from the ticket, at ${page.url()}` },
      );
      const orderObject = page.getByLabel(/^Oggetto/);
      await orderObject.waitFor({ timeout: 20_000 });
      assert.equal(await orderObject.inputValue(), object);
      assert.equal(
        await page.getByLabel(/^Descrizione/).inputValue(),
        'Macchia di umidità dopo la pioggia',
      );
      await pick(page, 'Fornitore', 'Idraulica Bianchi');
      await page.getByRole('button', { name: 'Salva bozza' }).click();
      await waitUntil(() => /\/ORG\/OPR\/orders\/service\/mod\/\d+/.test(page.url()), {
        timeout: 20_000,
        describe: () => `the new order's detail, still at ${page.url()}; ${problems.join(' | ')}`,
      });
      const orderId = page.url().match(/mod\/(\d+)/)?.[1];

      // The order's detail has the ticket's chip; the ticket's lists the order and its history
      // says the conversion.
      await page
        .locator(`main a[href*="/ORG/GEN/tickets/mod/${ticketId}"]`)
        .first()
        .waitFor({ timeout: 20_000 });
      await page.goto(`/ORG/GEN/tickets/mod/${ticketId}?skip`);
      const orders = page.locator('[data-section="ticket-orders"]');
      await orders
        .locator(`a[href*="/ORG/OPR/orders/service/mod/${orderId}"]`)
        .waitFor({ timeout: 20_000 });
      await page
        .locator('[data-section="history"]')
        .getByText('Ordine creato')
        .waitFor({ timeout: 20_000 });
      assert.deepEqual(problems, [], 'console or API errors');
    } finally {
      await context.close();
    }
  },
});
