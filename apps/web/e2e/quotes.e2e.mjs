// End-to-end flow of a quote request (domain DECISIONS.md "Quote lifecycle"; 002 §3.10 quote
// summary, §5.7 the progress bar), through the real UI on the gateway `npm start` runs: Giulia
// Rossi (ORG) asks Idraulica Bianchi and Gallo Impianti for a quote (the request is sent by hand:
// the web has no create screen yet); Paolo Bianchi (SPL) answers from the request's detail; the
// list shows 1 of 2 received; Giulia accepts his offer and the order for Idraulica Bianchi exists
// with his amount. The refused steps are the gateway's contract test (quote-lifecycle.test.ts).
// Self-contained: it imports the harness only, and its request has an object of its own.
import assert from 'node:assert/strict';
import { callByHand, localDay, newPage, snack, openAs, start, waitUntil } from './harness.mjs';

/** The ids of Giulia's building and the two suppliers, read from her own seeded quote request. */
async function seededIds(page) {
  const answer = await callByHand(page, 'org', 'proxy/orders/quotes', {
    method: 'POST',
    body: JSON.stringify({
      query_sequelize: {
        where: { object: 'Rifacimento impermeabilizzazione del tetto' },
        include: [
          {
            association: 'quotes',
            include: [{ association: 'offers', include: [{ association: 'org_suppliers' }] }],
          },
        ],
        limit: 1,
      },
    }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [request] = answer.body.rows.results;
  const supplier = (name) =>
    request.quotes.offers.find((offer) => offer.org_suppliers?.name1?.startsWith(name))?._supplier;
  return {
    building: request._building,
    bianchi: supplier('Idraulica Bianchi'),
    gallo: supplier('Gallo Impianti'),
  };
}

export const QUOTE_TESTS = [
  {
    name: 'quotes: Giulia Rossi asks two suppliers, Paolo Bianchi answers (1 di 2 received), Giulia accepts and his order exists',
    async run({ browser, url }) {
      const giulia = await newPage(browser, url);
      const paolo = await newPage(browser, url);
      const object = `Sostituzione autoclave ${Date.now()}`;
      try {
        await start(giulia.page, 'Giulia Rossi');
        const ids = await seededIds(giulia.page);
        assert.ok(ids.building && ids.bianchi && ids.gallo, JSON.stringify(ids));
        const created = await callByHand(giulia.page, 'org', 'proxy/orders/quotes', {
          method: 'POST',
          body: JSON.stringify({
            object,
            _building: ids.building,
            description: 'Autoclave del locale tecnico',
            dueDate: localDay(7),
            suppliers: [ids.bianchi, ids.gallo],
          }),
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const requestId = created.body.rows.results[0].id;

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
