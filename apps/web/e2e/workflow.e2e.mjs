// End-to-end flows of the work loop (administrator ↔ supplier), each through the real UI on the
// gateway `npm start` runs: Giulia Rossi creates a service order for Idraulica Bianchi, plans a
// weekly activity plan (LU, ME, VE) and sends it; Paolo Bianchi opens it from his list (read),
// accepts and plans it and completes one activity quickly; Giulia rejects a TODO activity and
// Paolo sees 'Annullata dall'amministratore'; a closing with an asked price reaches 'In
// validazione' and Giulia validates it (ORDER_LIFE_TESTS: those flows share one order, created by
// the first, in the order listed, as the people do). The other tests (WORKFLOW_TESTS: the
// half-filled creation form surviving a reload, the edit, the lists, the wizard, the keyboard)
// each make or read their own data and need no other test before them.
/* global document */
import assert from 'node:assert/strict';
import {
  ariaSort,
  axeViolations,
  callByHand,
  createOrderByHand,
  expectCount,
  localDay,
  newPage,
  pick,
  shownDay,
  snack,
  sortHeader,
  openAs,
  start,
  waitUntil,
} from './harness.mjs';

const SUPPLIER = 'Idraulica Bianchi';
const BUILDING = 'Manzoni';
/** Unique per run, so that a rerun on the same data finds its own order. */
const OBJECT = `Manutenzione settimanale autoclave ${Date.now().toString(36)}`;
const DRAFT_OBJECT = 'Controllo citofoni scala B';
const WIZARD_OBJECT = `Revisione estintori ${Date.now().toString(36)}`;
const EDIT_OBJECT = `Tinteggiatura vano scala ${Date.now().toString(36)}`;

/** The order the flows share: its detail path for each role tree. */
const shared = { id: undefined };

/** A day from today, as the date fields take it (GG/MM/AAAA). */
const day = (offset) => shownDay(localDay(offset));

/** Opens a path and waits for the order's summary (the detail is drawn). */
async function openOrder(page, problems, roleType) {
  assert.ok(shared.id, 'the order of the first flow exists');
  problems.length = 0;
  await page.goto(`/${roleType}/OPR/orders/service/mod/${shared.id}?skip`);
  await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
  await page.locator('[data-section="activities"] [data-activity]').first().waitFor({
    timeout: 20_000,
  });
}

/** The order's action bar. */
const actionBar = (page) => page.getByRole('group', { name: "Azioni sull'ordine" });

/** Presses an order action and waits for the success snack. */
async function orderAction(page, label) {
  const button = actionBar(page).getByRole('button', { name: label, exact: true });
  await button.waitFor({ timeout: 20_000 });
  // A disabled action says why: the failure names the rule rather than a click timeout.
  await waitUntil(async () => (await button.getAttribute('aria-disabled')) !== 'true', {
    timeout: 20_000,
    describe: async () =>
      `${label} disabled: ${await button.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )}`,
  });
  await button.click();
}

/** Types a date in a labelled date field and leaves it (the field commits on blur). */
async function typeDate(scope, label, value) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

/**
 * Presses Tab (at most 80 times) until the element is focused: the keyboard's own way there, so a
 * control out of the tab order fails the flow.
 */
async function tabTo(page, locator) {
  await locator.waitFor({ timeout: 20_000 });
  for (let presses = 0; presses < 80; presses += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${String(locator)}`);
}

/** Picks a record in a SearchPicker by keyboard: Tab to it, type, ArrowDown, Enter. */
async function pickByKeyboard(page, label, text) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await tabTo(page, input);
  await page.keyboard.type(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .waitFor({ timeout: 20_000 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitUntil(async () => (await input.inputValue()).includes(text), {
    timeout: 10_000,
    describe: async () => `${label}: '${await input.inputValue()}'`,
  });
}

/** The summary's text (the status and chips). */
const summary = (page) => page.locator('[data-order-summary]').innerText();

/** The status chip of an activity item. */
const activityItems = (page) => page.locator('[data-section="activities"] [data-activity]');

/** The order as the gateway answers it to the page's session. */
async function orderByHand(page, roleKey, id) {
  const answer = await callByHand(page, roleKey, `orders/${id}`);
  assert.equal(answer.status, 200);
  return answer.body.rows.results[0];
}

/** A transition sent by hand with the version the caller read. */
function transitionByHand(page, roleKey, id, event, version) {
  return callByHand(page, roleKey, `orders/${id}/transitions`, {
    method: 'POST',
    body: JSON.stringify({ event, version }),
  });
}

/** The list's total as its pagination says it ('1–2 di 2'). */
async function listTotal(page) {
  return page
    .locator('main [data-record-list]')
    .evaluate((element) => Number(element.textContent.match(/di (\d+)/)?.[1] ?? -1));
}

/** The end dates of the list's rows, as the table shows them ('gg/mm/aaaa'), as 'aaaa-mm-gg'. */
async function endDates(page) {
  const texts = await page.locator('main [data-row-index]').allInnerTexts();
  return texts
    .map((text) => text.match(/(\d{2})\/(\d{2})\/(\d{4})\s*$/))
    .filter(Boolean)
    .map(([, dd, mm, yyyy]) => `${yyyy}-${mm}-${dd}`);
}

export const WORKFLOW_TESTS = [
  {
    name: 'order form: a half-filled order survives a reload, and Scarta bozza forgets it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/service/new?skip');
        const object = page.getByLabel('Oggetto (*)');
        await object.waitFor({ timeout: 20_000 });
        await object.fill(DRAFT_OBJECT);
        await typeDate(page, 'Data fine (*)', day(20));
        await page.reload();
        await page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
        assert.equal(await page.getByLabel('Oggetto (*)').inputValue(), DRAFT_OBJECT);
        assert.equal(await page.getByLabel('Data fine (*)').inputValue(), day(20));
        assert.deepEqual(await axeViolations(page), [], 'axe on the order form');
        // Sending needs the building, the supplier and the dates: nothing is lost, each says why.
        await page.getByRole('button', { name: 'Invia al fornitore' }).click();
        await page.getByText('Il campo Immobile è obbligatorio').first().waitFor();
        assert.equal(await page.getByLabel('Oggetto (*)').inputValue(), DRAFT_OBJECT);
        await page.getByRole('button', { name: 'Scarta bozza' }).click();
        assert.equal(await page.getByLabel('Oggetto (*)').inputValue(), '');
        await page.reload();
        await page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
        assert.equal(await page.getByLabel('Oggetto (*)').inputValue(), '');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'order edit: the form comes prefilled; of two pages editing the same order, the second save is refused as stale and keeps its input',
    async run({ browser, url }) {
      const first = await newPage(browser, url);
      const second = await newPage(browser, url);
      try {
        first.problems.length = 0;
        await openAs(first.page, 'Giulia Rossi', '/ORG/OPR/orders/service/new?skip');
        await first.page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
        await first.page.getByRole('button', { name: 'Scarta bozza' }).click();
        await first.page.getByLabel('Oggetto (*)').fill(EDIT_OBJECT);
        await pick(first.page, 'Immobile', BUILDING);
        await first.page.getByRole('button', { name: 'Salva bozza' }).click();
        await first.page.waitForURL(/\/ORG\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
        const detail = new URL(first.page.url()).pathname;
        await first.page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        await orderAction(first.page, 'Modifica');
        await first.page.waitForURL(/\?edit$/, { timeout: 20_000 });
        const object = first.page.getByLabel('Oggetto (*)');
        await object.waitFor({ timeout: 20_000 });
        // Prefilled from the order as read.
        assert.equal(await object.inputValue(), EDIT_OBJECT);
        assert.match(
          await first.page.getByRole('combobox', { name: /^Immobile/ }).inputValue(),
          new RegExp(BUILDING),
        );
        assert.deepEqual(await axeViolations(first.page), [], 'axe on the order edit');

        // A second page opens the same edit before the first saves.
        second.problems.length = 0;
        await openAs(second.page, 'Giulia Rossi', `${detail}?edit`);
        const description = second.page.getByLabel('Descrizione', { exact: true });
        await description.waitFor({ timeout: 20_000 });

        await object.fill(`${EDIT_OBJECT} (scala A)`);
        await first.page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await first.page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        assert.match(await summary(first.page), /scala A/);

        await description.fill('Verificare anche il citofono del portone.');
        await second.page.getByRole('button', { name: 'SALVA', exact: true }).click();
        const stale = second.page.locator('[data-order-edit-stale]');
        await stale.waitFor({ timeout: 20_000 });
        assert.match(await stale.innerText(), /modificato da un altro utente/);
        // Nothing typed is lost, and nothing was overwritten.
        assert.equal(await description.inputValue(), 'Verificare anche il citofono del portone.');
        assert.equal(await second.page.getByLabel('Oggetto (*)').inputValue(), EDIT_OBJECT);
        assert.equal(new URL(second.page.url()).search, '?edit');
        // The user chooses to base the input on the current version: only the description goes.
        await stale
          .getByRole('button', { name: 'Usa la versione attuale con i miei dati' })
          .click();
        await expectCount(stale, 0, 'stale notice gone', 10_000);
        await second.page.getByRole('button', { name: 'SALVA', exact: true }).click();
        await second.page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        assert.match(await summary(second.page), /scala A/, 'the first save is kept');
        await second.page
          .getByText('Verificare anche il citofono del portone.')
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(first.problems, [], 'console or API errors (first page)');
        // The refused save is the one 409 this flow expects.
        assert.deepEqual(
          second.problems.filter((problem) => !/409|status of 409/.test(problem)),
          [],
          'console or API errors (second page)',
        );
      } finally {
        await first.context.close();
        await second.context.close();
      }
    },
  },
  {
    name: "orders lists: the watch views are chips with their counts, contracts show 'Attività scadute', and view, search, sort and filters live in the address (reload and back restore them)",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/contracts?skip');
        const views = page.locator('[data-order-views]');
        const expiredView = views.locator('[data-view="ACTEXP"]');
        await waitUntil(async () => /\(\d+\)/.test(await expiredView.innerText()), {
          timeout: 20_000,
          describe: () => expiredView.innerText(),
        });
        const count = Number((await expiredView.innerText()).match(/\((\d+)\)/)[1]);
        assert.ok(count >= 1, 'the demo has contracts with expired activities');
        await expiredView.click();
        await page.waitForURL(/[?&]view=ACTEXP/);
        // The address changes before the chips re-render: wait for the pressed state, do not read it once.
        await waitUntil(async () => (await expiredView.getAttribute('aria-pressed')) === 'true', {
          describe: async () => `aria-pressed=${await expiredView.getAttribute('aria-pressed')}`,
        });
        await page.getByText('Vista: Con attività scadute').waitFor();
        await waitUntil(async () => (await listTotal(page)) === count, {
          timeout: 20_000,
          describe: async () => `${await listTotal(page)} rows, the chip says ${count}`,
        });
        const rows = page.locator('main [data-row-index]');
        await waitUntil(
          async () =>
            (await rows.count()) === count &&
            (await rows.filter({ hasText: 'Attività scadute' }).count()) === count,
          { timeout: 20_000, describe: async () => (await rows.allInnerTexts()).join(' | ') },
        );

        // Search, then sort: each is an entry of the address.
        await page.getByRole('searchbox').fill('idrico');
        await page.waitForURL(/[?&]q=idrico/, { timeout: 10_000 });
        await sortHeader(page, 'Data fine').click();
        await page.waitForURL(/[?&]sort=validTo(&|$)/);
        await page.reload();
        await page.locator('[data-order-views]').waitFor({ timeout: 20_000 });
        assert.equal(await page.getByRole('searchbox').inputValue(), 'idrico');
        assert.equal(
          await page
            .locator('[data-order-views] [data-view="ACTEXP"]')
            .getAttribute('aria-pressed'),
          'true',
        );
        await page.goBack();
        await page.waitForURL((address) => !address.search.includes('sort='));
        assert.match(page.url(), /q=idrico/);

        // Advanced filters: Urgente only.
        await page.getByRole('button', { name: /^Filtri avanzati/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Filtri avanzati' });
        await dialog.getByRole('combobox', { name: 'Priorità' }).click();
        await page.getByRole('option', { name: 'Urgente' }).click();
        await dialog.getByRole('button', { name: 'Applica' }).click();
        await page.waitForURL(/[?&]priority=2/);
        await page.getByRole('button', { name: 'Filtri avanzati (1)' }).waitFor();
        assert.deepEqual(await axeViolations(page), [], 'axe on the orders list');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "orders list sort by column: Giulia Rossi sorts by 'Data fine' from the header (mouse and keyboard), the server's order survives a reload and the back button; at 390 px 'Ordina per' does the same",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await page.setViewportSize({ width: 1366, height: 768 });
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/service?skip');
        await page.locator('main [data-row-index]').first().waitFor({ timeout: 20_000 });
        // Only the columns the server sorts on are buttons; the status is not.
        assert.equal(await ariaSort(page, 'Codice'), 'none');
        assert.equal(
          await page.locator('main table thead th', { hasText: 'Stato' }).getAttribute('aria-sort'),
          null,
        );
        await sortHeader(page, 'Data fine').click();
        await page.waitForURL(/[?&]sort=validTo(&|$)/);
        await waitUntil(async () => (await ariaSort(page, 'Data fine')) === 'ascending', {
          describe: () => ariaSort(page, 'Data fine'),
        });
        await waitUntil(
          async () => {
            const days = await endDates(page);
            return days.length > 1 && days.join() === [...days].sort().join();
          },
          { timeout: 20_000, describe: async () => (await endDates(page)).join(' ') },
        );
        // By keyboard: the focused header sorts the other way with Enter.
        await sortHeader(page, 'Data fine').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/[?&]sort=-validTo(&|$)/);
        await waitUntil(
          async () => {
            const days = await endDates(page);
            return days.length > 1 && days.join() === [...days].sort().reverse().join();
          },
          { timeout: 20_000, describe: async () => (await endDates(page)).join(' ') },
        );
        await page.reload();
        await page.locator('main [data-row-index]').first().waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await ariaSort(page, 'Data fine')) === 'descending', {
          describe: () => ariaSort(page, 'Data fine'),
        });
        await page.goBack();
        await page.waitForURL(/[?&]sort=validTo(&|$)/);
        await waitUntil(async () => (await ariaSort(page, 'Data fine')) === 'ascending', {
          describe: () => ariaSort(page, 'Data fine'),
        });
        await page.goBack();
        await page.waitForURL((address) => !address.search.includes('sort='));
        await waitUntil(async () => (await ariaSort(page, 'Data fine')) === 'none', {
          describe: () => ariaSort(page, 'Data fine'),
        });
        assert.deepEqual(await axeViolations(page), [], 'axe on the sorted list');

        // 390 px: cards, no headers; 'Ordina per' offers the same sorts.
        await page.setViewportSize({ width: 390, height: 844 });
        const select = page.getByRole('combobox', { name: 'Ordina per' });
        await select.waitFor();
        assert.equal((await select.innerText()).trim(), 'Più recenti');
        await select.click();
        await page.getByRole('option', { name: 'Data fine, decrescente' }).click();
        await page.waitForURL(/[?&]sort=-validTo(&|$)/);
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'order wizard: Giulia Rossi writes the order, plans two activity sets and sends it; the order and its activities are created together',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/service/new/wizard/ordine?skip');
        await page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });
        await page.getByLabel('Oggetto (*)').fill(WIZARD_OBJECT);
        await pick(page, 'Immobile', BUILDING);
        await pick(page, 'Fornitore', SUPPLIER);
        await typeDate(page, 'Data inizio (*)', day(0));
        await typeDate(page, 'Data fine (*)', day(20));
        await page.getByRole('button', { name: 'Avanti' }).click();
        await page.waitForURL(/\/new\/wizard\/attivita/);
        const plans = page.locator('[data-wizard-plans]');
        await plans.getByText('Nessuna attività pianificata').waitFor();

        for (const [type, count] of [
          ['Attività singola', null],
          ['Numero definito di attività', '3'],
        ]) {
          await plans.getByRole('button', { name: 'Nuova attività' }).click();
          const dialog = page.getByRole('dialog', { name: 'Nuova attività' });
          await dialog.getByRole('combobox', { name: /Tipo di pianificazione/ }).click();
          await page.getByRole('option', { name: type }).click();
          await typeDate(dialog, 'Data inizio (*)', day(1));
          await typeDate(dialog, 'Data fine (*)', day(10));
          if (count) await dialog.getByLabel('Numero di attività (*)').fill(count);
          await dialog.getByRole('button', { name: 'CREA' }).click();
          await expectCount(dialog, 0, 'plan dialog closed');
        }
        await expectCount(plans.locator('li'), 2, 'two plans');
        assert.deepEqual(await axeViolations(page), [], 'axe on the wizard');

        // The back button walks the steps and loses nothing.
        await page.goBack();
        await page.waitForURL(/\/new\/wizard\/ordine/);
        assert.equal(await page.getByLabel('Oggetto (*)').inputValue(), WIZARD_OBJECT);
        await page.goForward();
        await page.waitForURL(/\/new\/wizard\/attivita/);
        await expectCount(plans.locator('li'), 2, 'two plans after going back and forth');

        await page.getByRole('button', { name: 'Invia al fornitore' }).click();
        await page.waitForURL(/\/ORG\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        await waitUntil(async () => /Aperto/.test(await summary(page)), {
          timeout: 20_000,
          describe: () => summary(page),
        });
        // One single activity and three of the defined number.
        await waitUntil(async () => (await activityItems(page).count()) === 4, {
          timeout: 20_000,
          describe: async () => `${await activityItems(page).count()} activities`,
        });
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'order form by keyboard alone: Giulia Rossi goes from the list through NUOVO, the pickers and the dates to Invia al fornitore without the mouse',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/service?skip');
        const object = `Pulizia grondaie ${Date.now().toString(36)}`;
        await tabTo(page, page.getByRole('button', { name: 'NUOVO', exact: true }));
        await page.keyboard.press('Enter');
        await page.getByLabel('Oggetto (*)').waitFor({ timeout: 20_000 });

        await tabTo(page, page.getByLabel('Oggetto (*)'));
        await page.keyboard.type(object);
        await pickByKeyboard(page, 'Immobile', BUILDING);
        await pickByKeyboard(page, 'Fornitore', SUPPLIER);
        await tabTo(page, page.getByLabel('Data inizio (*)', { exact: true }));
        await page.keyboard.type(day(1));
        await tabTo(page, page.getByLabel('Data fine (*)', { exact: true }));
        await page.keyboard.type(day(15));
        await tabTo(page, page.getByRole('button', { name: 'Invia al fornitore' }));
        await page.keyboard.press('Enter');

        await page.waitForURL(/\/ORG\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        await waitUntil(async () => /Aperto/.test(await summary(page)), {
          timeout: 20_000,
          describe: () => summary(page),
        });
        assert.match(await summary(page), new RegExp(object));
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'order forms, 000 §5 "forms validate on input and blur": the create and the edit form say an empty Oggetto is required when it is left and as it is erased, before any submit',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const required = 'Il campo Oggetto è obbligatorio';
        // The creation form: leaving the empty Oggetto says so, typing clears it, erasing brings
        // it back at once, without leaving the field.
        problems.length = 0;
        await page.goto('/ORG/OPR/orders/service/new?skip');
        const object = page.getByLabel('Oggetto (*)');
        await object.waitFor({ timeout: 20_000 });
        await object.focus();
        await object.press('Tab');
        await page.getByText(required).waitFor({ timeout: 10_000 });
        await object.pressSequentially('Verifica citofoni');
        await page.getByText(required).waitFor({ state: 'detached', timeout: 10_000 });
        await object.fill('');
        await page.getByText(required).waitFor({ timeout: 10_000 });

        // The edit form of a draft order of this test's own.
        const title = `Verifica lucernari ${Date.now().toString(36)}`;
        const id = await createOrderByHand(page, { object: title });
        await page.goto(`/ORG/OPR/orders/service/mod/${id}?edit`);
        const edited = page.getByLabel('Oggetto (*)');
        await waitUntil(async () => (await edited.inputValue().catch(() => '')) === title, {
          timeout: 20_000,
          describe: () => `the edit form shows '${title}'`,
        });
        // Erasing the object says so while the field is still being typed in, and when left.
        await edited.fill('');
        await page.getByText(required).waitFor({ timeout: 10_000 });
        await edited.press('Tab');
        await page.getByText(required).waitFor();
        await edited.pressSequentially('V');
        await page.getByText(required).waitFor({ state: 'detached', timeout: 10_000 });
        assert.equal((await orderByHand(page, 'org', id)).object, title, 'nothing was saved');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'task form, 000 §5 "forms validate on input and blur": leaving Data intervento empty says it is required before any submit, and a day typed clears it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        // A later activity of the demo's water contract: one that still takes interventions.
        const found = await callByHand(page, 'spl', 'proxy/activities', {
          method: 'POST',
          body: JSON.stringify({
            query_sequelize: {
              where: {
                status: 'TODO',
                '$org_orders.object$': 'Contratto manutenzione impianto idrico',
              },
              include: [{ association: 'org_orders' }],
              order: [['validFrom', 'DESC']],
              limit: 1,
            },
          }),
        });
        assert.equal(found.status, 200, JSON.stringify(found.body));
        const [activity] = found.body.rows.results;
        assert.ok(activity, `a TODO activity of the water contract: ${JSON.stringify(found.body)}`);
        problems.length = 0;
        await page.goto(`/SPL/OPR/tasks/new/${activity.id}?skip`);
        const form = page.locator('[data-screen="task-create"] form');
        const executedAt = form.getByLabel('Data intervento (*)', { exact: true });
        await executedAt.waitFor({ timeout: 20_000 });
        assert.equal(await form.locator('fieldset').isDisabled(), false, 'the form is open');
        const required = form.getByText('Il campo Data intervento è obbligatorio');
        await executedAt.focus();
        await executedAt.press('Tab');
        await required.waitFor({ timeout: 10_000 });
        await typeDate(form, 'Data intervento (*)', day(0));
        await required.waitFor({ state: 'detached', timeout: 10_000 });
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
];

/**
 * One order's life, from its creation to its validation, as the people live it: each test goes on
 * with the order (`shared.id`) and the intervention (`shared.task`) the ones before it left, so
 * they run together, in this order (a serial group of workflow.spec.mjs; a failure re-runs them all
 * from the first, on a fresh gateway).
 */
export const ORDER_LIFE_TESTS = [
  {
    name: 'Giulia Rossi creates a service order for Idraulica Bianchi with a weekly plan (LU, ME, VE) and sends it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/orders/service?skip');
        await page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await page.getByLabel('Oggetto (*)').fill(OBJECT);
        await pick(page, 'Immobile', BUILDING);
        await pick(page, 'Fornitore', SUPPLIER);
        await typeDate(page, 'Data inizio (*)', day(0));
        await typeDate(page, 'Data fine (*)', day(27));
        await page.getByRole('button', { name: 'Salva bozza' }).click();
        await page.waitForURL(/\/ORG\/OPR\/orders\/service\/mod\/\d+/, { timeout: 20_000 });
        shared.id = new URL(page.url()).pathname.split('/').pop();
        await page.locator('[data-order-summary]').waitFor();
        assert.match(await summary(page), /Bozza/);

        // 001 §9: fixed weekdays LU, ME, VE over two weeks.
        await page.getByRole('button', { name: 'Nuova attività' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nuova attività' });
        await dialog.getByRole('combobox', { name: /Tipo di pianificazione/ }).click();
        await page.getByRole('option', { name: 'Giorni fissi della settimana' }).click();
        await typeDate(dialog, 'Data inizio (*)', day(0));
        await typeDate(dialog, 'Data fine (*)', day(13));
        const create = dialog.getByRole('button', { name: 'CREA' });
        assert.equal(await create.isDisabled(), true, 'CREA disabled until a weekday is chosen');
        for (const weekday of ['LU', 'ME', 'VE']) {
          await dialog.getByRole('checkbox', { name: weekday, exact: true }).click();
        }
        await create.click();
        await snack(page, 'Creazione attività avvenuto con successo');
        await waitUntil(async () => (await activityItems(page).count()) >= 5, {
          describe: async () => `${await activityItems(page).count()} activities`,
        });

        await orderAction(page, 'Invia al fornitore');
        await waitUntil(async () => /Aperto/.test(await summary(page)), {
          timeout: 20_000,
          describe: () => summary(page),
        });
        // The history says who sent it.
        await page
          .locator('[data-section="history"]')
          .getByText('Ordine: inviato al fornitore')
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), [], 'axe on the order detail');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Paolo Bianchi opens the order from his list (the read recorded in its history), accepts and plans it, and completes one activity quickly',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Paolo Bianchi', '/SPL/OPR/orders/service?skip');
        const row = page.locator('main [data-row-index]', { hasText: OBJECT }).first();
        await row.waitFor({ timeout: 20_000 });
        await row.click();
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        const history = page.locator('[data-section="history"]');
        // 001 §2.6: opening it confirms the read, recorded in the history.
        await history.getByText('Ordine: letto').waitFor({ timeout: 20_000 });

        await orderAction(page, 'Accetta');
        await history.getByText('Ordine: accettato').waitFor({ timeout: 20_000 });
        await orderAction(page, 'Pianifica');
        // 002 §4.3: 'Pianifica ordine' is the event dialog; the event's end day is the plan's.
        const plan = page.getByRole('dialog', { name: 'Pianifica ordine' });
        await typeDate(plan, 'Data fine', day(14));
        await plan.getByRole('button', { name: 'Salva' }).click();
        await history.getByText('Ordine: pianificato').waitFor({ timeout: 20_000 });

        // 001 §4.2 quick completion: CONTINUA registers an executed task and completes it.
        const first = activityItems(page).first();
        await first.getByRole('button', { name: 'Chiudi attività' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm
          .getByText("Chiudendo l'attività decidi di registrare un intervento come eseguito.")
          .waitFor();
        await confirm.getByRole('button', { name: 'CONTINUA' }).click();
        await waitUntil(async () => /Completata/.test(await first.innerText()), {
          timeout: 20_000,
          describe: () => first.innerText(),
        });
        assert.deepEqual(await axeViolations(page), [], 'axe on the supplier detail');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Paolo Bianchi registers an intervention through the task form: closing the activity needs the signature, then the activity is done (001 §4.2, §7)',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        await openOrder(page, problems, 'SPL');
        const todo = activityItems(page).filter({ hasText: 'Da fare' }).first();
        const activityId = await todo.getAttribute('data-activity');
        await todo.getByRole('button', { name: 'Registra intervento' }).click();
        await page.waitForURL(new RegExp(`/SPL/OPR/tasks/new/${activityId}$`), {
          timeout: 20_000,
        });
        const form = page.locator('[data-screen="task-create"] form');
        await form.getByRole('combobox', { name: /^Stato/ }).waitFor({ timeout: 20_000 });
        await form.getByRole('combobox', { name: /^Stato/ }).click();
        await page.getByRole('option', { name: "Eseguito, chiude l'attività" }).click();
        await typeDate(form, 'Data intervento (*)', day(0));
        const description = form.getByLabel('Descrizione', { exact: true });
        await description.fill('Sostituita la guarnizione della pompa.');
        assert.deepEqual(await axeViolations(page), [], 'axe on the task form');
        const register = form.getByRole('button', { name: 'Registra intervento', exact: true });
        // Closing the activity without the signature is refused on the form, nothing lost.
        await register.click();
        await form
          .getByText("Per chiudere l'attività l'intervento deve essere firmato")
          .waitFor({ timeout: 10_000 });
        assert.equal(await description.inputValue(), 'Sostituita la guarnizione della pompa.');
        await form.getByRole('checkbox', { name: /^Firmato/ }).click();
        await register.click();
        await page.waitForURL(/\/SPL\/OPR\/tasks\/mod\/\d+/, { timeout: 20_000 });
        shared.task = new URL(page.url()).pathname.split('/').pop();
        await page.getByText("Eseguito, chiude l'attività").first().waitFor({ timeout: 20_000 });
        await openOrder(page, problems, 'SPL');
        const done = page.locator(`[data-section="activities"] [data-activity="${activityId}"]`);
        await waitUntil(async () => /Completata/.test(await done.innerText()), {
          timeout: 20_000,
          describe: () => done.innerText(),
        });
        // The supplier's task list shows it.
        await page.goto('/SPL/OPR/tasks?skip');
        await page
          .locator('main [data-row-index]')
          .filter({ hasText: "Eseguito, chiude l'attività" })
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Giulia Rossi finds the registered intervention in her tasks list and opens its detail',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        assert.ok(shared.task, 'the task of the previous flow exists');
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', '/ORG/OPR/tasks?skip');
        const row = page
          .locator('main [data-row-index]')
          .filter({ hasText: "Eseguito, chiude l'attività" })
          .first();
        await row.waitFor({ timeout: 20_000 });
        await page.goto(`/ORG/OPR/tasks/mod/${shared.task}?skip`);
        await page.getByText('Sostituita la guarnizione della pompa.').waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), [], 'axe on the task detail');
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'Maria Verdi (usr_3) sees the order planned, with its expected end date, in her list and on its detail (002 §4.1, §6)',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Maria Verdi', '/USR/OPR/orders/service?skip');
        const row = page.locator('main [data-row-index]', { hasText: OBJECT }).first();
        await row.waitFor({ timeout: 20_000 });
        const planned = `Pianificato, fine prevista ${day(14)}`;
        assert.match(await row.innerText(), new RegExp(planned));
        await row.click();
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        assert.match(await summary(page), new RegExp(planned));
        assert.deepEqual(problems, [], 'console or API errors');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "every forbidden order transition sent by hand from the page is refused by the gateway with 409 (the other side's events included) and writes nothing",
    async run({ browser, url }) {
      const organisation = await newPage(browser, url);
      const supplier = await newPage(browser, url);
      try {
        await start(organisation.page, 'Giulia Rossi');
        await start(supplier.page, 'Paolo Bianchi');
        const before = await orderByHand(organisation.page, 'org', shared.id);
        assert.equal(before.status, 'OPEN');
        const organisationOnly = "Questa azione spetta all'amministratore dell'ordine";
        const supplierOnly = "Questa azione spetta al fornitore dell'ordine";
        // The order is open, accepted and planned, with activities still to do. The other
        // side's events carry the machine's own reason.
        const refused = [
          ['org', { type: 'SEND' }],
          ['org', { type: 'DELETE' }],
          ['org', { type: 'RESUME' }],
          ['org', { type: 'VALIDATE' }],
          ['org', { type: 'SEND_BACK' }],
          ['org', { type: 'CLOSE' }],
          ['org', { type: 'ACCEPT' }, supplierOnly],
          ['org', { type: 'PLAN', estimatedJobEndDate: before.validTo }, supplierOnly],
          ['spl', { type: 'ACCEPT' }],
          ['spl', { type: 'REJECT' }],
          ['spl', { type: 'CLOSE' }],
          ['spl', { type: 'SEND' }, organisationOnly],
          ['spl', { type: 'SUSPEND' }, organisationOnly],
          ['spl', { type: 'FORCE_CLOSE' }, organisationOnly],
          ['spl', { type: 'VALIDATE' }, organisationOnly],
        ];
        for (const [side, event, reason] of refused) {
          const page = side === 'org' ? organisation.page : supplier.page;
          const answer = await transitionByHand(page, side, shared.id, event, before.updatedAt);
          assert.equal(answer.status, 409, `${side} ${event.type}: ${answer.body.message}`);
          assert.equal(answer.body.error_code, 'CONFLICT', `${side} ${event.type}`);
          assert.equal(typeof answer.body.message, 'string');
          assert.ok(answer.body.message.length > 0, `${side} ${event.type} says why`);
          if (reason) assert.equal(answer.body.message, reason, `${side} ${event.type}`);
        }
        // A valid event on a version someone else already changed is refused as stale.
        const stale = await transitionByHand(
          organisation.page,
          'org',
          shared.id,
          { type: 'SUSPEND' },
          '2000-01-01T00:00:00.000Z',
        );
        assert.equal(stale.status, 409);
        assert.equal(stale.body.error_code, 'STALE_RECORD');
        const after = await orderByHand(organisation.page, 'org', shared.id);
        assert.equal(after.updatedAt, before.updatedAt, 'nothing was written');
        assert.equal(after.isSuspended, before.isSuspended);
      } finally {
        await organisation.context.close();
        await supplier.context.close();
      }
    },
  },
  {
    name: "Giulia Rossi rejects a TODO activity and Paolo Bianchi sees 'Annullata dall'amministratore'",
    async run({ browser, url }) {
      const organisation = await newPage(browser, url);
      try {
        await start(organisation.page, 'Giulia Rossi');
        await openOrder(organisation.page, organisation.problems, 'ORG');
        const todo = activityItems(organisation.page).filter({ hasText: 'Da fare' }).last();
        const code = (await todo.locator('p').first().innerText()).trim();
        await todo.getByRole('button', { name: 'Rifiuta attività' }).click();
        await organisation.page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'CONTINUA' })
          .click();
        const rejected = activityItems(organisation.page).filter({ hasText: code });
        await waitUntil(
          async () => /Annullata dall'amministratore/.test(await rejected.innerText()),
          {
            timeout: 20_000,
            describe: () => rejected.innerText(),
          },
        );
        assert.deepEqual(organisation.problems, [], 'console or API errors (ORG)');
        shared.rejected = code;
      } finally {
        await organisation.context.close();
      }
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Paolo Bianchi');
        await openOrder(page, problems, 'SPL');
        const item = activityItems(page).filter({ hasText: shared.rejected });
        assert.match(await item.innerText(), /Annullata dall'amministratore/);
        // Its work actions are disabled with the reason, not hidden.
        const quick = item.getByRole('button', { name: 'Chiudi attività' });
        assert.equal(await quick.getAttribute('aria-disabled'), 'true');
        // 001 §4.2: the task form of a rejected activity is blocked and says why.
        const rejectedId = await item.getAttribute('data-activity');
        await page.goto(`/SPL/OPR/tasks/new/${rejectedId}?skip`);
        const blocked = page.locator('[data-task-blocked]');
        await blocked.waitFor({ timeout: 20_000 });
        assert.equal(
          (await blocked.innerText()).trim(),
          "L'attività è stata annullata dall'amministratore",
        );
        const register = page
          .locator('[data-screen="task-create"] form')
          .getByRole('button', { name: 'Registra intervento', exact: true });
        assert.equal(await register.isDisabled(), true, 'Registra intervento disabled');
        assert.deepEqual(problems, [], 'console or API errors (SPL)');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: "a closing with an asked price reaches 'In validazione' and Giulia Rossi validates it",
    async run({ browser, url }) {
      const supplier = await newPage(browser, url);
      try {
        await start(supplier.page, 'Paolo Bianchi');
        await openOrder(supplier.page, supplier.problems, 'SPL');
        // The remaining TODO activities are completed first: closing needs finished work.
        for (;;) {
          const open = activityItems(supplier.page)
            .filter({ hasText: 'Da fare' })
            .getByRole('button', { name: 'Chiudi attività' });
          if ((await open.count()) === 0) break;
          await open.first().click();
          await supplier.page
            .getByRole('alertdialog')
            .getByRole('button', { name: 'CONTINUA' })
            .click();
          await expectCount(
            supplier.page.getByRole('alertdialog'),
            0,
            'confirmation closed',
            20_000,
          );
        }
        await orderAction(supplier.page, 'Chiudi ordine');
        const close = supplier.page.getByRole('dialog', { name: 'Chiudi ordine' });
        await close.getByLabel('Prezzo richiesto (facoltativo)').fill('480,00');
        await close.getByRole('button', { name: 'CONFERMA' }).click();
        await waitUntil(async () => /In validazione/.test(await summary(supplier.page)), {
          timeout: 20_000,
          describe: () => summary(supplier.page),
        });
        assert.deepEqual(supplier.problems, [], 'console or API errors (SPL)');
      } finally {
        await supplier.context.close();
      }
      const { context, page, problems } = await newPage(browser, url);
      try {
        problems.length = 0;
        await openAs(page, 'Giulia Rossi', `/ORG/OPR/orders/service/mod/${shared.id}?skip`);
        await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
        assert.match(await summary(page), /In validazione/);
        await orderAction(page, 'Valida');
        const confirm = page.getByRole('alertdialog');
        await confirm.getByText(/Validando l'ordine accetti il prezzo richiesto/).waitFor();
        await confirm.getByRole('button', { name: 'CONTINUA' }).click();
        await page
          .locator('[data-section="history"]')
          .getByText('Ordine: validato')
          .waitFor({ timeout: 20_000 });
        assert.match(await summary(page), /Chiuso/);
        assert.deepEqual(problems, [], 'console or API errors (ORG)');
      } finally {
        await context.close();
      }
    },
  },
];
