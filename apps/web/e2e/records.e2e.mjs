// End-to-end tests of the record screens of the feature folders: the lists with the records
// they belong to (building, supplier, type) read in the same request; the /mod/:id screen of an
// order for each role tree — its sections, status chips, related records from the same read and
// the internal notes each role may see (002 §6) — saving the organisation's note, a ticket's
// detail and the not-found state, each rendered without console or API errors and with no axe
// violation. (Every /new route has its form now: src/records/creationScreens.test.ts says so.)
import assert from 'node:assert/strict';
import { axeViolations, expectCount, localDay, newPage, shownDay, start } from './harness.mjs';

/** The demo service order with both internal notes (apps/gateway seed). */
const ORDER_OBJECT = 'Perdita tubo bagno interno 4';
/** The demo data's codes carry the year they were written in (ODS-<year>-0002). */
const YEAR = new Date().getFullYear();
const ORDER_NOTE_ORG = 'Avvisare la signora Verdi prima dell’intervento.';
const NOTE_ORG_LABEL = 'Note interne dell’amministrazione';
const NOTE_SPL_LABEL = 'Note interne del fornitore';

/**
 * Opens an app path as a returning user does (no Loading delay) and waits for its screen. The
 * problems recorded so far (the dashboard's) are dropped: each screen is judged on its own.
 */
async function open(page, problems, path) {
  problems.length = 0;
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}skip`);
  await page.locator('main h2').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** The detail screen is drawn: no skeleton, the first section's title is there. */
async function detailReady(page) {
  await page.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** The section titles (h3) of the screen, in order. */
async function sectionTitles(page) {
  return page.locator('main h3').allInnerTexts();
}

/** The value cell of a labelled field of the detail screen. */
function fieldValue(page, label) {
  return page
    .locator('main dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** A relation of the detail shows the record's name, never the id fallback ('n. 1'). */
async function assertRelationName(page, label, name) {
  const text = await fieldValue(page, label).innerText();
  assert.match(text, new RegExp(name), `${label}: ${text}`);
  assert.doesNotMatch(text, /n\. \d/, `${label}: ${text}`);
}

/**
 * 002 §2.2: a relation the role may not open is a chip that opens an info dialog titled by the
 * entity type, naming the record, with a Chiudi button that closes it.
 */
async function assertInfoDialog(page, label, name) {
  await fieldValue(page, label).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.waitFor();
  assert.match(await dialog.innerText(), new RegExp(name));
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expectCount(page.getByRole('dialog'), 0, `${label} dialog closed`);
}

/** Asserts the page rendered cleanly: no console or API error, no axe violation. */
async function assertClean(page, problems, where) {
  assert.deepEqual(problems, [], `${where}: console or API errors`);
  assert.deepEqual(await axeViolations(page), [], `${where}: axe violations`);
}

/** The id of the demo service order, found as a person does: its row in the ORG list. */
async function serviceOrderId(page, problems) {
  await open(page, problems, '/ORG/OPR/orders/service');
  const row = page.locator('main [data-row-index]', { hasText: ORDER_OBJECT }).first();
  await row.waitFor({ timeout: 20_000 });
  await row.click();
  await page.waitForURL(/\/ORG\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop();
}

/** The cells of a list row, by column header (the table view of RecordList). */
async function rowCells(page, rowText) {
  const row = page.locator('main tr[data-row-index]', { hasText: rowText }).first();
  await row.waitFor({ timeout: 20_000 });
  const headers = await page.locator('main thead th').allInnerTexts();
  const cells = await row.locator('th, td').allInnerTexts();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index]?.trim()]));
}

/** The API calls a page makes from now on, as 'METHOD /path'. */
function recordRequests(page) {
  const calls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** Each test signs in on its own page; the order id is found by the ORG user once per test. */
export const RECORD_TESTS = [
  {
    name: "001 §2.2: the orders list shows each order's Immobile and Fornitore, the claims list the Immobile, from the list's own request",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const calls = recordRequests(page);
        await open(page, problems, '/ORG/OPR/orders/service');
        assert.deepEqual(await rowCells(page, ORDER_OBJECT), {
          Codice: `ODS-${YEAR}-0002`,
          Oggetto: ORDER_OBJECT,
          Immobile: 'Condominio Via Manzoni 12',
          Fornitore: 'Idraulica Bianchi S.r.l.',
          Stato: 'Aperto',
          // The demo order was written yesterday, for 30 days (gateway seed).
          'Data fine': shownDay(localDay(29)),
        });
        // One page read with its includes: no request per row or per relation.
        assert.deepEqual(
          calls.filter((call) => /\/(buildings|suppliers)\b/.test(call)),
          [],
          'no separate building or supplier reads',
        );
        await assertClean(page, problems, '/ORG/OPR/orders/service');

        await open(page, problems, '/ORG/OPR/claims');
        const claim = await rowCells(page, `SIN-${YEAR}-001`);
        assert.equal(claim.Immobile, 'Condominio Via Manzoni 12');
        await assertClean(page, problems, '/ORG/OPR/claims');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "001 §2.3: Paolo Bianchi's certificate folders show their type; his orders show the building and no supplier column (002 §2.2)",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        await open(page, problems, '/SPL/OPR/folders');
        const folder = await rowCells(page, 'Polizza di responsabilità civile');
        assert.equal(folder['Tipo di cartella'], 'Polizza di responsabilità civile');
        await assertClean(page, problems, '/SPL/OPR/folders');

        await open(page, problems, '/SPL/OPR/orders/service');
        const order = await rowCells(page, ORDER_OBJECT);
        assert.equal(order.Immobile, 'Condominio Via Manzoni 12');
        assert.equal('Fornitore' in order, false);
        await assertClean(page, problems, '/SPL/OPR/orders/service');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "002 §3.4, §4.1, §6: Giulia Rossi's service order shows its sections, status chips, its related records from the same read and noteOrg, not noteSpl",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const calls = recordRequests(page);
        const id = await serviceOrderId(page, problems);
        await detailReady(page);
        const detailCalls = calls.slice(calls.lastIndexOf('POST /api/v2/orders/search'));

        assert.deepEqual(await sectionTitles(page), [
          'Attività',
          'Dati generali',
          'Collegamenti',
          'Date',
          'Note',
          // The order's files (DECISIONS.md "Order files"), read with the order.
          'File',
          'Chat',
          'Cronologia',
        ]);
        assert.equal(await fieldValue(page, 'Oggetto').innerText(), ORDER_OBJECT);
        // 002 §2.2, §4.1: the summary shows the status as a chip; 002 §4.6: priority 2 is 'Urgente'.
        assert.match(await page.locator('[data-order-summary]').innerText(), /Aperto/);
        assert.equal(await fieldValue(page, 'Priorità').innerText(), 'Urgente');
        // 002 §2.1, §3.4: the building by its name, linked to its /mod screen.
        const building = fieldValue(page, 'Immobile').getByRole('link');
        assert.equal(await building.getAttribute('href'), '/ORG/TAB/buildings/condominium/mod/1');
        assert.match(await building.innerText(), /Condominio Via Manzoni 12/);
        assert.match(
          await fieldValue(page, 'Fornitore').innerText(),
          /Idraulica Bianchi S\.r\.l\./,
        );
        assert.match(await fieldValue(page, 'Dipendente').innerText(), /Luca Neri/);
        assert.match(await fieldValue(page, 'Ticket').innerText(), new RegExp(`TCK-${YEAR}-0001`));
        // The order and its four related records come from one read; their links from one
        // batch permission check — never a read or a check per relation.
        assert.deepEqual(
          detailCalls.filter(
            (call) =>
              /\/(orders|buildings|suppliers|employees|tickets)\//.test(call) &&
              !call.endsWith('/history'),
          ),
          ['POST /api/v2/orders/search'],
        );
        assert.ok(
          detailCalls.filter((call) => call === 'POST /api/v2/permissions/check').length <= 1,
          `one batch check for the relations: ${detailCalls.join(', ')}`,
        );
        // 002 §6: the organisation sees its own internal note only.
        assert.equal(await page.getByLabel(NOTE_ORG_LABEL).inputValue(), ORDER_NOTE_ORG);
        await expectCount(page.getByText(NOTE_SPL_LABEL), 0, 'noteSpl');
        await assertClean(page, problems, `/ORG/OPR/orders/service/mod/${id}`);

        // The building link opens its screen inside the app (no reload: the session stays).
        await building.click();
        await page.waitForURL(
          (current) => current.pathname === '/ORG/TAB/buildings/condominium/mod/1',
        );
        await detailReady(page);
        assert.equal(await fieldValue(page, 'Nome').innerText(), 'Condominio Via Manzoni 12');
        assert.equal(await fieldValue(page, 'Categoria').innerText(), 'Condominio');
        await assertClean(page, problems, '/ORG/TAB/buildings/condominium/mod/1');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '002 §2.2, §6: Paolo Bianchi sees and may edit noteSpl of the same order, never noteOrg, the supplier or the ticket; its employee and administrator by name',
    async run({ browser, url }) {
      const organisation = await newPage(browser, url);
      let id;
      try {
        await start(organisation.page, 'Giulia Rossi');
        id = await serviceOrderId(organisation.page, organisation.problems);
      } finally {
        await organisation.context.close();
      }
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        await open(page, problems, `/SPL/OPR/orders/service/mod/${id}`);
        await detailReady(page);

        assert.equal(await fieldValue(page, 'Oggetto').innerText(), ORDER_OBJECT);
        await expectCount(page.getByLabel(NOTE_SPL_LABEL), 1, 'noteSpl editor');
        await expectCount(page.getByText(NOTE_ORG_LABEL), 0, 'noteOrg label');
        await expectCount(page.getByText(ORDER_NOTE_ORG), 0, 'noteOrg text');
        // 002 §2.2: the supplier and the ticket are hidden for SPL; the administrator is shown.
        await expectCount(fieldValue(page, 'Fornitore'), 0, 'Fornitore');
        await expectCount(fieldValue(page, 'Ticket'), 0, 'Ticket');
        await expectCount(fieldValue(page, 'Amministratore'), 1, 'Amministratore');
        assert.equal(
          await fieldValue(page, 'Immobile').getByRole('link').getAttribute('href'),
          '/SPL/TAB/buildings/mod/1',
        );
        // 002 §2.2: the organisation's employee and the administrator by their names, though the
        // supplier may open neither: activating the chip opens the info dialog with Chiudi.
        await assertRelationName(page, 'Dipendente', 'Luca Neri');
        await assertRelationName(page, 'Amministratore', 'Studio Rossi Amministrazioni');
        await assertInfoDialog(page, 'Amministratore', 'Studio Rossi Amministrazioni');
        await assertInfoDialog(page, 'Dipendente', 'Luca Neri');
        assert.equal(await page.getByRole('button', { name: 'SALVA' }).isDisabled(), true);
        await assertClean(page, problems, `/SPL/OPR/orders/service/mod/${id}`);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: '002 §2.2, §6: Maria Verdi (usr_3) sees the order read-only, with her chips, its ticket and employee by name and no internal note',
    async run({ browser, url }) {
      const organisation = await newPage(browser, url);
      let id;
      try {
        await start(organisation.page, 'Giulia Rossi');
        id = await serviceOrderId(organisation.page, organisation.problems);
      } finally {
        await organisation.context.close();
      }
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Maria Verdi');
        await open(page, problems, `/USR/OPR/orders/service/mod/${id}`);
        await detailReady(page);

        assert.equal(await fieldValue(page, 'Oggetto').innerText(), ORDER_OBJECT);
        assert.deepEqual(await sectionTitles(page), [
          'Attività',
          'Dati generali',
          'Collegamenti',
          'Date',
          'File',
          'Chat',
          'Cronologia',
        ]);
        await expectCount(page.getByText(NOTE_ORG_LABEL), 0, 'noteOrg label');
        await expectCount(page.getByText(NOTE_SPL_LABEL), 0, 'noteSpl label');
        await expectCount(page.getByText(ORDER_NOTE_ORG), 0, 'noteOrg text');
        await expectCount(page.locator('main textarea'), 0, 'note editors');
        await expectCount(page.getByText('I dati sono in sola lettura.'), 1, 'read-only notice');
        // 002 §2.2: the ticket and the organisation's employee by their names, never 'n. 3'.
        await assertRelationName(page, 'Ticket', `TCK-${YEAR}-0001`);
        await assertRelationName(page, 'Dipendente', 'Luca Neri');
        await assertInfoDialog(page, 'Dipendente', 'Luca Neri');
        // 002 §6 "usr_3 sees the read, accepted and planned chips".
        const chips = await page.locator('[data-order-summary]').innerText();
        assert.match(chips, /Aperto/);
        assert.match(chips, /Letto|Non letto|Accettato|Pianificato/);
        await assertClean(page, problems, `/USR/OPR/orders/service/mod/${id}`);

        // An order of her building on a ticket another resident opened: named, not openable.
        await open(page, problems, '/USR/OPR/orders/service');
        await page
          .locator('main [data-row-index]', { hasText: 'Sostituzione lampade delle scale' })
          .first()
          .click();
        await page.waitForURL(/\/USR\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
        await detailReady(page);
        await assertRelationName(page, 'Ticket', `TCK-${YEAR}-0003`);
        await expectCount(fieldValue(page, 'Ticket').getByRole('link'), 0, 'ticket link');
        await assertInfoDialog(page, 'Ticket', `TCK-${YEAR}-0003`);
        await assertClean(page, problems, new URL(page.url()).pathname);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "002 §6, 001 §8: Giulia Rossi saves noteOrg with SALVA ('Salvataggio avvenuto con successo') and finds it after a reload",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const id = await serviceOrderId(page, problems);
        await detailReady(page);
        const path = `/ORG/OPR/orders/service/mod/${id}`;
        const note = page.getByLabel(NOTE_ORG_LABEL);
        const save = page.getByRole('button', { name: 'SALVA' });
        const original = await note.inputValue();
        assert.equal(
          await save.isDisabled(),
          true,
          'SALVA is disabled while the note is unchanged',
        );

        const changed = `Chiavi in portineria, citofonare Rossi (${Date.now()}).`;
        try {
          await note.fill(changed);
          assert.equal(await save.isDisabled(), false);
          assert.deepEqual(await axeViolations(page), [], 'axe while editing the note');
          await save.click();
          await page.getByText('Salvataggio avvenuto con successo').first().waitFor();
          assert.equal(await save.isDisabled(), true, 'SALVA is disabled again once saved');

          await open(page, problems, path);
          await detailReady(page);
          assert.equal(await page.getByLabel(NOTE_ORG_LABEL).inputValue(), changed);
          await assertClean(page, problems, path);
        } finally {
          // Leave the demo order as it was for the other tests, whatever happened above.
          await open(page, problems, path);
          await detailReady(page);
          if ((await page.getByLabel(NOTE_ORG_LABEL).inputValue()) !== original) {
            await page.getByLabel(NOTE_ORG_LABEL).fill(original);
            await page.getByRole('button', { name: 'SALVA' }).click();
            await page.getByText('Salvataggio avvenuto con successo').first().waitFor();
          }
        }
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "002 §3.5, §4.6: a ticket's detail shows its status chips, requester and building; an unknown id says 'Elemento non trovato, oppure eliminato'",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        await open(page, problems, '/ORG/GEN/tickets');
        const row = page
          .locator('main [data-row-index]', { hasText: 'Ascensore fermo al terzo piano' })
          .first();
        await row.click();
        await page.waitForURL(/\/ORG\/GEN\/tickets\/mod\/\d+/);
        await detailReady(page);
        const path = new URL(page.url()).pathname;

        assert.deepEqual(await sectionTitles(page), [
          'Dati generali',
          'Collegamenti',
          'Date',
          // The ticket's files (002 §5.3) and its chat (001 §2 /mod/{idElement}/{idChat?}).
          'Foto e file',
          'Chat',
          'Cronologia',
        ]);
        // 002 §4.6: an open ticket without assignee is 'Da assegnare'; URGENT adds 'Urgente'.
        const status = page.getByRole('group', { name: 'Stato del ticket' });
        assert.match(await status.innerText(), /Da assegnare/);
        assert.match(await status.innerText(), /Urgente/);
        assert.match(await fieldValue(page, 'Richiedente').innerText(), /Roberto Lombardo/);
        assert.match(
          (await fieldValue(page, 'Richiedente').getByRole('link').getAttribute('href')) ?? '',
          /^\/ORG\/TAB\/contacts\/person\/mod\/\d+$/,
        );
        assert.match(
          await fieldValue(page, 'Immobile').innerText(),
          /Condominio Corso Buenos Aires 45/,
        );
        assert.equal(await fieldValue(page, 'Assegnato a').innerText(), '-');
        await assertClean(page, problems, path);

        await open(page, problems, '/ORG/GEN/tickets/mod/987654');
        await page.getByText('Elemento non trovato, oppure eliminato').waitFor();
        assert.deepEqual(await axeViolations(page), [], 'axe on the not-found state');
      } finally {
        await context.close();
      }
    },
  },
];
