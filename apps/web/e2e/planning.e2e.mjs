// End-to-end checks of planning an order ('Pianifica ordine', 002 §4.3) when someone else saves the
// order while the supplier plans it: the plan carries the order's version, the gateway refuses
// it as stale, and the dialog asks as the calendar's event dialog does — it says what the other
// person changed, keeps the input, disables Salva until a choice, and then either starts again
// from the order as it is now ('Carica la sua versione') or saves the plan as typed on the newer
// version ('Salva i miei dati sulla nuova versione'). Each path has its own order, created and
// accepted by hand so that the flow stays on the dialog.
/* global window */
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
  createOrderByHand,
  localDay,
  newPage,
  start,
  waitUntil,
} from './harness.mjs';

/** The order as the gateway has it now. */
async function orderByHand(page, roleKey, id) {
  const answer = await callByHand(page, roleKey, `orders/${id}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.rows.results[0];
}

/**
 * A new service order of Giulia Rossi's office for Idraulica Bianchi, sent, and accepted by Paolo
 * Bianchi: one the supplier may plan.
 */
async function acceptedOrder(organisation, supplier, object) {
  const id = await createOrderByHand(organisation, { object, send: true });
  const read = await orderByHand(supplier, 'spl', id);
  const accepted = await callByHand(supplier, 'spl', `orders/${id}/transitions`, {
    method: 'POST',
    body: JSON.stringify({ event: { type: 'ACCEPT' }, version: read.updatedAt }),
  });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  return id;
}

/** Opens the order's detail as Paolo and its plan dialog, once the detail has settled. */
async function openPlanDialog(page, id) {
  await page.goto(`/SPL/OPR/orders/service/mod/${id}?skip`);
  await page.locator('[data-order-summary]').waitFor({ timeout: 20_000 });
  const plan = page
    .getByRole('group', { name: "Azioni sull'ordine" })
    .getByRole('button', { name: 'Pianifica', exact: true });
  await waitUntil(async () => (await plan.getAttribute('aria-disabled')) !== 'true', {
    timeout: 20_000,
    describe: () => 'Pianifica is still disabled',
  });
  // Opening marks the order read (001 §2.6): the dialog opens on the order after that write.
  await page.waitForLoadState('networkidle');
  await plan.click();
  const dialog = page.getByRole('dialog', { name: 'Pianifica ordine' });
  await dialog.waitFor({ timeout: 20_000 });
  return dialog;
}

/**
 * Giulia Rossi changes the order's object and end date from her own session, while Paolo's
 * dialog is open; the new object.
 */
async function changeFromAnotherSession(organisation, id, object) {
  const current = await orderByHand(organisation, 'org', id);
  const answer = await callByHand(organisation, 'org', `orders/${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ object, validTo: localDay(40), version: current.updatedAt }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/** Saves the plan and waits for the refusal: what it says, the input kept, Salva disabled. */
async function saveStale(dialog, typedObject) {
  await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
  const stale = dialog.locator('[data-calendar-stale]');
  await stale.getByText('un’altra persona ha modificato questo ordine').waitFor({
    timeout: 20_000,
  });
  await stale.getByText('Ha modificato: Oggetto, Data fine.').waitFor();
  assert.equal(await dialog.getByLabel('Oggetto').inputValue(), typedObject, 'the input is kept');
  assert.equal(await dialog.getByLabel('Descrizione').inputValue(), 'Portare il manometro');
  assert.equal(
    await dialog.getByRole('button', { name: 'Salva', exact: true }).isDisabled(),
    true,
    'Salva waits for a choice',
  );
  return stale;
}

/** The plan's event of the order, as the supplier's calendar has it. */
async function planEventByHand(page, id) {
  const answer = await callByHand(page, 'spl', 'calendar/search', {
    method: 'POST',
    body: JSON.stringify({ where: { _order: id }, limit: 1 }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data[0];
}

function staleTest(path) {
  const keepMine = path === 'keepMine';
  return {
    name: keepMine
      ? "Pianifica ordine, 002 §4.3: the order changed from another session, then a reload; the kept input still asks, and 'Salva i miei dati sulla nuova versione' plans it with the supplier's input, on the newer version"
      : "Pianifica ordine, 002 §4.3: the order changed from another session; the dialog says what changed, and 'Carica la sua versione' starts again from the order as it is now",
    async run({ browser, url }) {
      const organisation = await newPage(browser, url);
      const supplier = await newPage(browser, url);
      try {
        await start(organisation.page, 'Giulia Rossi');
        await start(supplier.page, 'Paolo Bianchi');
        const stamp = Date.now().toString(36);
        const object = `Verifica valvole di zona ${stamp}`;
        const theirs = `Verifica valvole di zona e collettori ${stamp}`;
        const id = await acceptedOrder(organisation.page, supplier.page, object);
        const { page, problems } = supplier;
        problems.length = 0;

        const dialog = await openPlanDialog(page, id);
        assert.equal(await dialog.getByLabel('Oggetto').inputValue(), object);
        await dialog.getByLabel('Descrizione').fill('Portare il manometro');
        await changeFromAnotherSession(organisation.page, id, theirs);
        if (keepMine) {
          // A reload keeps the input and the version it was typed on: the save still asks.
          await page.reload();
          await dialog.waitFor({ timeout: 20_000 });
          await page.locator('[data-order-summary]').getByText(theirs).first().waitFor({
            timeout: 20_000,
          });
        }
        const stale = await saveStale(dialog, object);
        assert.deepEqual(await axeViolations(page), [], 'axe on the stale plan');

        if (keepMine) {
          await stale
            .getByRole('button', { name: 'Salva i miei dati sulla nuova versione' })
            .click();
          await page.getByText('Ordine pianificato').first().waitFor({ timeout: 20_000 });
          await dialog.waitFor({ state: 'detached' });
          const event = await planEventByHand(page, id);
          assert.equal(event.object, object, "the supplier's title");
          assert.equal(event.description, 'Portare il manometro', "the supplier's description");
        } else {
          await stale.getByRole('button', { name: 'Carica la sua versione' }).click();
          await stale.waitFor({ state: 'detached' });
          await dialog.getByText('Ora il modulo parte dall’ordine com’è adesso').waitFor();
          assert.equal(await dialog.getByLabel('Oggetto').inputValue(), theirs);
          assert.equal(await dialog.getByLabel('Descrizione').inputValue(), '');
          await dialog.getByLabel('Descrizione').fill('Portare il manometro e le guarnizioni');
          await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
          await page.getByText('Ordine pianificato').first().waitFor({ timeout: 20_000 });
          await dialog.waitFor({ state: 'detached' });
          const event = await planEventByHand(page, id);
          assert.equal(event.object, theirs, "the title of the order's newer version");
          assert.equal(event.description, 'Portare il manometro e le guarnizioni');
        }
        await page.locator('[data-section="history"]').getByText('Ordine: pianificato').waitFor({
          timeout: 20_000,
        });
        const planned = await orderByHand(page, 'spl', id);
        assert.equal(planned.isPlanned, true);
        assert.equal(planned.object, theirs, "the other person's change stays");
        // Saved, no draft is left, nor the version it was typed on.
        assert.deepEqual(
          await page.evaluate(() =>
            Object.keys(window.localStorage).filter((key) => key.includes('planDraft')),
          ),
          [],
        );
        // The refused plan is an answer the dialog handled (409), not an error of the page.
        assert.deepEqual(
          problems.filter((problem) => !/409/.test(problem)),
          [],
          'no console or API errors',
        );
      } finally {
        await organisation.context.close();
        await supplier.context.close();
      }
    },
  };
}

export const PLANNING_TESTS = [staleTest('loadTheirs'), staleTest('keepMine')];
