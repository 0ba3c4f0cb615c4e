// End-to-end flow of a qualification folder's review (domain DECISIONS.md "Qualification folder
// lifecycle"; 001 §2.3 /SPL/OPR/folders/mod/{idElement}; 002 §7.3 uploads "for the entities …
// qualifications and consultancies"), through the real UI on the gateway `npm start` runs: Paolo
// Bianchi (SPL) uploads a PDF into a folder Studio Rossi requires of his company and sends it for
// review with its expiry date; Giulia Rossi (ORG) approves it on the supplier's page; Paolo's
// folder reads 'Completata' and its history says so. In between, Paolo's folders list filtered to
// 'Da completare' (001 §4.7) shows the folders in review, and the filter survives a reload. The test picks a folder of Studio Rossi not
// under review at its start (a done folder is renewed by the same steps), so it needs nothing
// another test left. The refused steps are the gateway's contract test (folder-lifecycle.test.ts).
// A second test has Paolo fill in and submit a FORM folder of Studio Rossi (DECISIONS.md
// "Qualification folder forms"), which Giulia approves on the form he sent; once answered, neither
// side is left an empty row of actions. A third opens Paolo's folders list as the dashboard's
// 'Da caricare' chip does (`?view=empty`, 000 §3, §7) and finds the folders the chip's call counts,
// with one 'Mostra tutti' (the filter) and the chip removed from the keyboard by 'Rimuovi vista'.
// Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
  expectCount,
  localDay,
  newPage,
  shownDay,
  snack,
  openAs,
  start,
  waitUntil,
} from './harness.mjs';

/** A small real PDF: the content check reads its `%PDF-` signature. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * One of Paolo's folders Studio Rossi requires and reviews, not under review now, that he may
 * open, of the kind asked: FINAL_DOC (filled with documents) or FORM (filled in).
 */
async function workableFolder(page, kind = 'FINAL_DOC') {
  const answer = await callByHand(page, 'spl', 'folders/search', {
    method: 'POST',
    body: JSON.stringify({ where: { uploadableBySpl: true }, limit: 1000 }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  for (const folder of answer.body.data) {
    if (folder._organization === null || folder.status === 1) continue;
    const detail = await callByHand(page, 'spl', `folders/${folder.id}`);
    if (detail.status === 200 && detail.body.data.folderType?.kind === kind) {
      return detail.body.data;
    }
  }
  return undefined;
}

/** The folder's action bar ('Azioni sulla cartella') within `scope`. */
const folderBar = (scope) => scope.getByRole('group', { name: 'Azioni sulla cartella' });

export const FOLDER_TESTS = [
  {
    name: 'folders: Paolo Bianchi uploads a document into a qualification folder and sends it for review; Giulia Rossi approves it',
    async run({ browser, url }) {
      const paolo = await newPage(browser, url);
      const giulia = await newPage(browser, url);
      try {
        await start(paolo.page, 'Paolo Bianchi');
        const folder = await workableFolder(paolo.page);
        assert.ok(folder, 'Paolo has a folder of Studio Rossi to work');
        const typeName = folder.folderType.name;

        // Paolo uploads the PDF from the folder's detail.
        await paolo.page.goto(`/SPL/OPR/folders/mod/${folder.id}?skip`);
        const documents = paolo.page.locator('[data-section="folder-documents"]');
        await documents.waitFor({ timeout: 20_000 });
        const name = `Polizza RC ${Date.now()}.pdf`;
        await documents
          .locator('input[type="file"]')
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
        await documents.getByText(name).first().waitFor({ timeout: 20_000 });

        // He sends it for review with an expiry a year from now.
        const bar = paolo.page.getByRole('group', { name: 'Azioni sulla cartella' });
        const submit = bar.getByRole('button', { name: 'Invia in revisione', exact: true });
        await submit.waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await submit.getAttribute('aria-disabled')) !== 'true', {
          timeout: 20_000,
          describe: () => "'Invia in revisione' stays disabled",
        });
        assert.deepEqual(await axeViolations(paolo.page), [], 'axe on the folder detail');
        await submit.click();
        const dialog = paolo.page.getByRole('dialog', { name: 'Invia in revisione' });
        const expiry = dialog.getByLabel(/^Data di scadenza/);
        await expiry.fill(shownDay(localDay(365)));
        await expiry.press('Tab');
        await dialog.getByRole('button', { name: 'CONFERMA' }).click();
        await snack(paolo.page, 'Operazione eseguita');
        await paolo.page
          .locator('[data-section="history"]')
          .getByText('Cartella inviata in revisione')
          .first()
          .waitFor({ timeout: 20_000 });

        // His folders list, filtered to 'Da completare' (001 §4.7), narrows to the folders in
        // review — his among them — and keeps the filter in the address across a reload.
        await paolo.page.goto('/SPL/OPR/folders?skip');
        const filters = paolo.page.getByRole('group', { name: 'Filtra per stato' });
        const inReview = filters.getByRole('button', { name: /^Da completare/ });
        const showAll = filters.getByRole('button', { name: /^Mostra tutti/ });
        const countOf = async (button) =>
          Number((await button.innerText()).match(/\((\d+)\)/)?.[1]);
        await waitUntil(
          async () => (await countOf(inReview)) >= 1 && (await countOf(showAll)) >= 1,
          {
            timeout: 20_000,
            describe: async () => `${await inReview.innerText()} / ${await showAll.innerText()}`,
          },
        );
        assert.equal(
          await showAll.getAttribute('aria-pressed'),
          'true',
          "'Mostra tutti' by default",
        );
        const inReviewCount = await countOf(inReview);
        assert.ok(inReviewCount < (await countOf(showAll)), 'some folders are not in review');
        await inReview.click();
        await paolo.page.waitForURL(/[?&]view=IN_PROGRESS(&|$)/);
        const rows = paolo.page.locator('main [data-row-index]');
        const narrowed = async () =>
          (await inReview.getAttribute('aria-pressed')) === 'true' &&
          (await rows.count()) === Math.min(inReviewCount, 25) &&
          (await rows.filter({ hasText: 'Da completare' }).count()) === (await rows.count());
        await waitUntil(narrowed, {
          timeout: 20_000,
          describe: async () => (await rows.allInnerTexts()).join(' | '),
        });
        await rows.filter({ hasText: typeName }).first().waitFor();
        assert.deepEqual(await axeViolations(paolo.page), [], 'axe on the filtered folders list');
        await paolo.page.reload();
        await waitUntil(narrowed, {
          timeout: 20_000,
          describe: async () =>
            `aria-pressed=${await inReview.getAttribute('aria-pressed')}: ${(await rows.allInnerTexts()).join(' | ')}`,
        });
        assert.match(paolo.page.url(), /[?&]view=IN_PROGRESS(&|$)/);
        await paolo.page.goto(`/SPL/OPR/folders/mod/${folder.id}?skip`);
        await paolo.page.locator('[data-section="history"]').waitFor({ timeout: 20_000 });

        // Giulia approves it on Idraulica Bianchi's page.
        await openAs(
          giulia.page,
          'Giulia Rossi',
          `/ORG/TAB/suppliers/mod/${folder._supplier}?skip`,
        );
        const card = giulia.page.locator(`[data-folder="${folder.id}"]`);
        await card.getByText(typeName).first().waitFor({ timeout: 20_000 });
        await card.getByText(name).first().waitFor({ timeout: 20_000 });
        await card.getByRole('button', { name: 'Approva', exact: true }).click();
        await snack(giulia.page, 'Operazione eseguita');
        await card.getByText('Completata').first().waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the supplier page');

        // Paolo's folder is approved, and its history says so.
        await paolo.page.reload();
        await paolo.page
          .locator('[data-section="history"]')
          .getByText('Cartella approvata')
          .first()
          .waitFor({ timeout: 20_000 });
        assert.deepEqual(giulia.problems, [], 'no console error on the supplier page');
        assert.deepEqual(paolo.problems, [], 'no console error on the folder detail');
      } finally {
        await paolo.context.close();
        await giulia.context.close();
      }
    },
  },
  {
    name: 'folders: Paolo Bianchi fills in and submits a FORM folder; Giulia Rossi approves it on the form he sent, and no empty row of actions is left',
    async run({ browser, url }) {
      const paolo = await newPage(browser, url);
      const giulia = await newPage(browser, url);
      try {
        await start(paolo.page, 'Paolo Bianchi');
        const folder = await workableFolder(paolo.page, 'FORM');
        assert.ok(folder, 'Paolo has a FORM folder of Studio Rossi to fill in');
        const typeName = folder.folderType.name;
        const representative = `Paolo Bianchi ${Date.now()}`;

        // Paolo fills in the folder's form (a renewal when it was approved before: the form
        // starts from the one he sent, every field is typed again).
        await paolo.page.goto(`/SPL/OPR/folders/mod/${folder.id}?skip`);
        const form = paolo.page.getByRole('form', { name: 'Modulo della cartella' });
        await form.waitFor({ timeout: 20_000 });
        await form.getByLabel(/^Legale rappresentante/).fill(representative);
        const durc = form.getByLabel(/^DURC regolare fino al/);
        await durc.fill(shownDay(localDay(120)));
        await durc.press('Tab');
        await form
          .getByLabel(/^Polizza RC \(compagnia e numero\)/)
          .fill('Assicurazioni Torre, polizza n. RC-118');
        await form.getByLabel(/^Numero di dipendenti/).fill('12');
        const declaration = form.getByRole('checkbox', {
          name: /^Dichiaro che i dati indicati sono veritieri/,
        });
        if ((await declaration.getAttribute('aria-checked')) !== 'true') await declaration.click();
        const expiry = form.getByLabel(/^Data di scadenza/);
        await expiry.fill(shownDay(localDay(365)));
        await expiry.press('Tab');
        assert.deepEqual(await axeViolations(paolo.page), [], 'axe on the FORM folder detail');
        await form.getByRole('button', { name: 'Invia in revisione', exact: true }).click();
        await snack(paolo.page, 'Modulo inviato in revisione');
        const history = paolo.page.locator('[data-section="history"]');
        await history
          .getByText('Cartella inviata in revisione')
          .first()
          .waitFor({ timeout: 20_000 });
        await history.getByText(representative).first().waitFor({ timeout: 20_000 });

        // Giulia reviews the form Paolo sent on Idraulica Bianchi's page and approves it.
        await openAs(
          giulia.page,
          'Giulia Rossi',
          `/ORG/TAB/suppliers/mod/${folder._supplier}?skip`,
        );
        const card = giulia.page.locator(`[data-folder="${folder.id}"]`);
        await card.getByText(typeName).first().waitFor({ timeout: 20_000 });
        await card.getByText(representative).first().waitFor({ timeout: 20_000 });
        const approve = folderBar(card).getByRole('button', { name: 'Approva', exact: true });
        await approve.waitFor({ timeout: 20_000 });
        await approve.click();
        await snack(giulia.page, 'Operazione eseguita');
        await card.getByText('Completata').first().waitFor({ timeout: 20_000 });
        // Answered, the folder leaves the office nothing to do: no bar, not an empty one.
        await expectCount(folderBar(card), 0, 'the answered folder’s action bar', 20_000);
        assert.deepEqual(await axeViolations(giulia.page), [], 'axe on the supplier page');

        // Paolo's folder is approved, its history says so, and his detail has no empty bar.
        await paolo.page.reload();
        await history.getByText('Cartella approvata').first().waitFor({ timeout: 20_000 });
        await expectCount(folderBar(paolo.page), 0, 'the approved FORM folder’s action bar');
        assert.deepEqual(giulia.problems, [], 'no console error on the supplier page');
        assert.deepEqual(paolo.problems, [], 'no console error on the folder detail');
      } finally {
        await paolo.context.close();
        await giulia.context.close();
      }
    },
  },
  {
    name: "folders: the dashboard's 'Da caricare' chip opens Paolo's folders list with the folders it counts (000 §3, §7); an unknown view opens 'Mostra tutti'",
    async run({ browser, url }) {
      const paolo = await newPage(browser, url);
      try {
        await start(paolo.page, 'Paolo Bianchi');
        const any = await callByHand(paolo.page, 'spl', 'folders/search', {
          method: 'POST',
          body: JSON.stringify({ limit: 1 }),
        });
        assert.equal(any.status, 200, JSON.stringify(any.body));
        const sysSplId = String(any.body.data[0]._supplier);
        // The chip's own call (000 §7): the required folders Paolo may fill with no document yet.
        const counted = await callByHand(paolo.page, 'spl', 'folders/many-available', {
          method: 'POST',
          body: JSON.stringify({
            query: { sysSplId },
            filters: { status: 'empty', isRequired: true, uploadableBySpl: true },
          }),
        });
        assert.equal(counted.status, 200, JSON.stringify(counted.body));
        const expected = counted.body.data.length;
        assert.ok(expected >= 1, 'Paolo has folders to fill');

        await paolo.page.goto('/SPL/OPR/folders?view=empty&skip');
        await paolo.page.getByText('Vista: Da caricare').waitFor({ timeout: 20_000 });
        const filters = paolo.page.getByRole('group', { name: 'Filtra per stato' });
        await filters.getByRole('button', { name: /^Mostra tutti/ }).waitFor();
        await expectCount(
          filters.locator('[aria-pressed="true"]'),
          0,
          'a state filter pressed beside the view',
        );
        const rows = paolo.page.locator('main [data-row-index]');
        await waitUntil(async () => (await rows.count()) === Math.min(expected, 25), {
          timeout: 20_000,
          describe: async () => `${await rows.count()} rows, ${expected} counted`,
        });
        assert.deepEqual(await axeViolations(paolo.page), [], 'axe on the folders list of a view');
        // One 'Mostra tutti' on the page, the filter by state; the chip is removed by its own
        // button, named after its view, from the keyboard.
        await expectCount(
          paolo.page.getByRole('button', { name: /Mostra tutti/ }),
          1,
          "'Mostra tutti' buttons beside the view chip",
        );
        const removeView = paolo.page.getByRole('button', { name: 'Rimuovi vista: Da caricare' });
        await removeView.focus();
        await paolo.page.keyboard.press('Enter');
        await paolo.page.waitForURL((address) => !address.searchParams.has('view'), {
          timeout: 20_000,
        });
        const allFilter = filters.getByRole('button', { name: /^Mostra tutti/ });
        await waitUntil(async () => (await allFilter.getAttribute('aria-pressed')) === 'true', {
          timeout: 20_000,
          describe: async () => `aria-pressed=${await allFilter.getAttribute('aria-pressed')}`,
        });
        await expectCount(paolo.page.getByText(/^Vista:/), 0, 'a view chip once removed');

        // A view the list does not know opens the default filter, with no view chip.
        await paolo.page.goto('/SPL/OPR/folders?view=scadute&skip');
        const showAll = paolo.page
          .getByRole('group', { name: 'Filtra per stato' })
          .getByRole('button', { name: /^Mostra tutti/ });
        await waitUntil(async () => (await showAll.getAttribute('aria-pressed')) === 'true', {
          timeout: 20_000,
          describe: async () => `aria-pressed=${await showAll.getAttribute('aria-pressed')}`,
        });
        await expectCount(paolo.page.getByText(/^Vista:/), 0, 'a view chip for an unknown view');
        assert.deepEqual(paolo.problems, [], 'no console error on the folders list');
      } finally {
        await paolo.context.close();
      }
    },
  },
];
