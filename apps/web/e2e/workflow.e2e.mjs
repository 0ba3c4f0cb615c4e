// End-to-end flows of the work loop (administrator ↔ supplier), each through the real UI on the
// gateway `npm start` runs: Giulia Rossi creates a service order for Idraulica Bianchi, plans a
// weekly activity plan (LU, ME, VE) and sends it; Paolo Bianchi opens it from his list (read),
// accepts and plans it and completes one activity quickly; Giulia rejects a TODO activity and
// Paolo sees 'Annullata dall'amministratore'; a closing with an asked price reaches 'In
// validazione' and Giulia validates it. The half-filled creation form survives a reload. The
// flows share one order (created by the first, in the order listed), as the people do.
/* global document */
import assert from 'node:assert/strict';
import { axeViolations, expectCount, newPage, signIn, waitUntil } from './harness.mjs';

const SUPPLIER = 'Idraulica Bianchi';
const BUILDING = 'Manzoni';
/** Unique per run, so that a rerun on the same data finds its own order. */
const OBJECT = `Manutenzione settimanale autoclave ${Date.now().toString(36)}`;
const DRAFT_OBJECT = 'Controllo citofoni scala B';

/** The order the flows share: its detail path for each role tree. */
const shared = { id: undefined };

/** A day from today, as the date fields take it (GG/MM/AAAA). */
function day(offset) {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

async function start(page, name) {
  await signIn(page, name);
  await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
}

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

async function snack(page, text) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 20_000 });
}

/** Types a date in a labelled date field and leaves it (the field commits on blur). */
async function typeDate(scope, label, value) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

/** Picks a record in a SearchPicker by typing part of its name. */
async function pick(page, label, text) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.click();
  await input.fill(text);
  const option = page.getByRole('option', { name: new RegExp(text) }).first();
  await option.waitFor({ timeout: 20_000 });
  await option.click();
}

/** The summary's text (the status and chips). */
const summary = (page) => page.locator('[data-order-summary]').innerText();

/** The status chip of an activity item. */
const activityItems = (page) => page.locator('[data-section="activities"] [data-activity]');

export const WORKFLOW_TESTS = [
  {
    name: 'order form: a half-filled order survives a reload, and Scarta bozza forgets it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        problems.length = 0;
        await page.goto('/ORG/OPR/orders/service/new?skip');
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
    name: 'Giulia Rossi creates a service order for Idraulica Bianchi with a weekly plan (LU, ME, VE) and sends it',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        problems.length = 0;
        await page.goto('/ORG/OPR/orders/service?skip');
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
        await start(page, 'Paolo Bianchi');
        problems.length = 0;
        await page.goto('/SPL/OPR/orders/service?skip');
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
        await start(page, 'Giulia Rossi');
        problems.length = 0;
        await page.goto(`/ORG/OPR/orders/service/mod/${shared.id}?skip`);
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
