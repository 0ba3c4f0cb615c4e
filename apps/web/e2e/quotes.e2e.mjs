// End-to-end flow of a quote request (domain DECISIONS.md "Quote lifecycle"; 002 §3.10 quote
// summary, §5.7 the progress bar), through the real UI on the gateway `npm start` runs: Giulia
// Rossi (ORG) opens the request form from the list's NUOVO and asks Idraulica Bianchi and Gallo
// Impianti (the half-filled form survives a reload); Paolo Bianchi (SPL) answers from the
// request's detail with an amount, notes and his quote's PDF; the list shows 1 of 2 received;
// Giulia sees the file on his offer, accepts it and the order for Idraulica Bianchi exists with
// his amount. The refused steps are the gateway's contract tests (quote-lifecycle.test.ts,
// quote-offer-files.test.ts). Self-contained: its request has an object of its own.
import assert from 'node:assert/strict';
import {
  SAMPLE_PDF,
  axeViolations,
  callByHand,
  localDay,
  newPage,
  pick,
  shownDay,
  snack,
  openAs,
  waitUntil,
} from './harness.mjs';

export const QUOTE_TESTS = [
  {
    name: 'quotes: Giulia Rossi asks two suppliers from the request form, Paolo Bianchi answers with a file (1 di 2 received), Giulia accepts and his order exists',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const paolo = await newPage(browser, url);
      const object = `Sostituzione autoclave ${Date.now()}`;
      try {
        // Giulia opens the form from the list's NUOVO; what she types survives a reload.
        giulia.problems.length = 0;
        await openAs(giulia.page, 'Giulia Rossi', '/ORG/OPR/quotes?skip');
        await giulia.page.getByRole('button', { name: 'NUOVO', exact: true }).click();
        await giulia.page.waitForURL(/\/ORG\/OPR\/quotes\/new/, { timeout: 20_000 });
        const objectField = giulia.page.getByLabel(/^Oggetto/);
        await objectField.waitFor({ timeout: 20_000 });
        await objectField.fill(object);
        await waitUntil(
          () =>
            giulia.page.evaluate(() =>
              Object.keys(globalThis.localStorage).some((key) => key.includes('quoteDraft')),
            ),
          { describe: () => 'the draft is kept' },
        );
        await giulia.page.reload();
        await giulia.page.getByLabel(/^Oggetto/).waitFor({ timeout: 20_000 });
        assert.equal(await giulia.page.getByLabel(/^Oggetto/).inputValue(), object);
        // Without the suppliers nothing is sent and the field says why.
        await giulia.page.getByRole('button', { name: 'Invia richiesta' }).click();
        await giulia.page.getByText('Scegli almeno un fornitore').first().waitFor();
        await pick(giulia.page, 'Immobile', 'Manzoni');
        const dueDate = giulia.page.getByLabel(/^Scadenza/);
        await dueDate.fill(shownDay(localDay(7)));
        await dueDate.press('Tab');
        await giulia.page.getByLabel(/^Descrizione/).fill('Autoclave del locale tecnico');
        // The supplier picker keeps its suggestions open for the next pick: Escape closes them.
        const suppliers = giulia.page.getByRole('combobox', { name: /^Fornitori/ });
        await pick(giulia.page, 'Fornitori', 'Idraulica Bianchi');
        await suppliers.press('Escape');
        await pick(giulia.page, 'Fornitori', 'Gallo Impianti');
        await suppliers.press('Escape');
        assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the quote request form');
        await giulia.page.getByRole('button', { name: 'Invia richiesta' }).click();
        await snack(giulia.page, 'Richiesta di preventivo inviata');
        await giulia.page.waitForURL(/\/ORG\/OPR\/quotes\/mod\/\d+/, { timeout: 20_000 });
        const requestId = /\/mod\/(\d+)/.exec(new URL(giulia.page.url()).pathname)[1];
        assert.deepEqual(giulia.problems, [], 'no console error on the quote request form');

        // Paolo answers from the request's detail: amount and notes.
        paolo.problems.length = 0;
        await openAs(paolo.page, 'Paolo Bianchi', `/SPL/OPR/quotes/mod/${requestId}?skip`);
        const offers = paolo.page.locator('[data-section="quote-offers"]');
        const submit = offers.getByRole('button', { name: 'Invia preventivo', exact: true });
        await submit.waitFor({ timeout: 20_000 });
        await submit.click();
        const dialog = paolo.page.getByRole('dialog');
        await dialog.getByLabel(/^Importo/).fill('1850,50');
        await dialog.getByLabel(/^Note/).fill('Installazione e collaudo compresi');
        await dialog.getByRole('button', { name: 'CONFERMA' }).click();
        await snack(paolo.page, 'Operazione eseguita');
        await offers.getByText('Presentato').first().waitFor({ timeout: 20_000 });
        // …and his quote's PDF, on the offer he just submitted.
        const fileName = `Preventivo autoclave ${Date.now()}.pdf`;
        await offers
          .locator('[data-section="quote-offer-files"] input[type="file"]')
          .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
        await offers.getByText(fileName).first().waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(paolo.page), [], 'axe on the supplier quote detail');
        assert.deepEqual(paolo.problems, [], 'no console error on the supplier quote detail');

        // Giulia's list: 1 of 2 received.
        await giulia.page.goto('/ORG/OPR/quotes?skip');
        const row = giulia.page.getByRole('row').filter({ hasText: object });
        await row.getByText('1 di 2').waitFor({ timeout: 20_000 });

        // Giulia compares and accepts Paolo's offer; the other is not chosen.
        giulia.problems.length = 0;
        await giulia.page.goto(`/ORG/OPR/quotes/mod/${requestId}?skip`);
        const cards = giulia.page.locator('[data-section="quote-offers"] [data-offer]');
        await waitUntil(async () => (await cards.count()) === 2, {
          timeout: 20_000,
          describe: async () => `${await cards.count()} offers shown`,
        });
        const bianchi = cards.filter({ hasText: 'Idraulica Bianchi' });
        await bianchi.getByText(fileName).waitFor({ timeout: 20_000 });
        await bianchi.getByRole('button', { name: 'Accetta', exact: true }).click();
        await giulia.page
          .getByRole('alertdialog')
          .or(giulia.page.getByRole('dialog'))
          .getByRole('button', { name: 'CONFERMA' })
          .click();
        await snack(giulia.page, 'Operazione eseguita');
        await bianchi.getByText('Accettato').waitFor({ timeout: 20_000 });
        await cards.filter({ hasText: 'Gallo Impianti' }).getByText('Non scelto').waitFor({
          timeout: 20_000,
        });
        await giulia.page
          .locator('[data-section="history"]')
          .getByText('Preventivo accettato')
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(giulia.problems, [], 'no console error on the quote detail');

        // The order exists, for Idraulica Bianchi, with the accepted amount.
        const decided = await callByHand(giulia.page, 'org', `proxy/orders/quotes/${requestId}`);
        assert.equal(decided.status, 200, JSON.stringify(decided.body));
        const chosen = decided.body.rows.results[0].quotes.offers.find(
          (offer) => offer.status === 'ACCEPTED',
        );
        assert.match(chosen?.org_suppliers?.name1 ?? '', /^Idraulica Bianchi/);
        const ids = { bianchi: chosen._supplier };
        const orders = await callByHand(giulia.page, 'org', 'orders/search', {
          method: 'POST',
          body: JSON.stringify({ where: { object, _supplier: ids.bianchi } }),
        });
        assert.equal(orders.status, 200, JSON.stringify(orders.body));
        assert.equal(orders.body.rows.results.length, 1, JSON.stringify(orders.body));
        assert.equal(Number(orders.body.rows.results[0].amount), 1850.5);
      } finally {
        await giulia.context.close();
        await paolo.context.close();
      }
    },
  },
];
