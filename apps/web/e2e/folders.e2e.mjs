// End-to-end flow of a qualification folder's review (domain DECISIONS.md "Qualification folder
// lifecycle"; 001 §2.3 /SPL/OPR/folders/mod/{idElement}; 002 §7.3 uploads "for the entities …
// qualifications and consultancies"), through the real UI on the gateway `npm start` runs: Paolo
// Bianchi (SPL) uploads a PDF into a folder Studio Rossi requires of his company and sends it for
// review with its expiry date; Giulia Rossi (ORG) approves it on the supplier's page; Paolo's
// folder reads 'Completata' and its history says so. In between, Paolo's folders list filtered to
// 'Da completare' (001 §4.7) shows the folders in review, and the filter survives a reload. The test picks a folder of Studio Rossi not
// under review at its start (a done folder is renewed by the same steps), so it needs nothing
// another test left. The refused steps are the gateway's contract test (folder-lifecycle.test.ts).
// Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import {
  axeViolations,
  callByHand,
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

/** One of Paolo's folders Studio Rossi requires and reviews, not under review now, that he may open. */
async function workableFolder(page) {
  const answer = await callByHand(page, 'spl', 'folders/search', {
    method: 'POST',
    body: JSON.stringify({ where: { uploadableBySpl: true }, limit: 1000 }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  for (const folder of answer.body.data) {
    if (folder._organization === null || folder.status === 1) continue;
    const detail = await callByHand(page, 'spl', `folders/${folder.id}`);
    if (detail.status === 200) return detail.body.data;
  }
  return undefined;
}

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
];
