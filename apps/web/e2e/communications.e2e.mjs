// End-to-end flow of the notice board (001 §2.2 /ORG/COM/notices, /USR/COM/notices; domain
// DECISIONS.md "Notices"), through the real UI on the gateway `npm start` runs: Giulia Rossi
// publishes a notice on the Manzoni board from the new-notice form; Maria Verdi, a resident of
// Manzoni, finds it in her notices and opens it; Giulia then withdraws it and it leaves Maria's
// board. Who sees what (another building's residents, another organisation, lists, counts) and
// every refusal are the gateway's contract test (notice-board.test.ts) and domain's unit tests.
import assert from 'node:assert/strict';
import { axeViolations, expectCount, newPage, pick, snack, start, waitUntil } from './harness.mjs';

export const COMMUNICATION_TESTS = [
  {
    name: 'communications: Giulia Rossi publishes a notice on the Manzoni board, Maria Verdi reads it, and it leaves her board once withdrawn',
    async run({ browser, url }) {
      // Unique per run, so that a rerun on the same data finds its own notice.
      const title = `Pulizia scale ${Date.now().toString(36)}`;
      const body = 'Lunedì mattina le scale saranno lavate: si prega di non lasciare oggetti.';
      const office = await newPage(browser, url);
      const resident = await newPage(browser, url);
      try {
        const { page } = office;
        await start(page, 'Giulia Rossi');
        office.problems.length = 0;
        await page.goto('/ORG/COM/notices/new?skip');
        const titleField = page.getByLabel('Titolo (*)');
        await titleField.waitFor({ timeout: 20_000 });
        // Without the building and the text nothing is sent and the fields say why.
        await titleField.fill(title);
        await page.getByRole('button', { name: 'Pubblica avviso' }).click();
        await page.getByText('Il campo Immobile è obbligatorio').first().waitFor();
        await pick(page, 'Immobile', 'Manzoni');
        await page.getByLabel('Testo (*)').fill(body);
        assert.deepEqual(await axeViolations(page), [], 'axe on the notice form');
        await page.getByRole('button', { name: 'Pubblica avviso' }).click();
        await snack(page, 'Avviso pubblicato');
        await page.waitForURL(/\/ORG\/COM\/notices\/mod\/\d+/, { timeout: 20_000 });
        const noticePath = new URL(page.url()).pathname;
        const noticeId = noticePath.split('/').at(-1);
        await page.getByText(title).first().waitFor({ timeout: 20_000 });

        // Maria, a resident of Manzoni, finds it on her board and opens it.
        const maria = resident.page;
        await start(maria, 'Maria Verdi');
        resident.problems.length = 0;
        await maria.goto('/USR/COM/notices');
        const row = maria.getByText(title).first();
        await row.waitFor({ timeout: 20_000 });
        await maria.goto(`/USR/COM/notices/mod/${noticeId}`);
        await maria.getByText(body).first().waitFor({ timeout: 20_000 });
        // A resident reads the notice: no action on it.
        await expectCount(maria.getByRole('button', { name: 'Ritira', exact: true }), 0, 'Ritira');
        assert.deepEqual(await axeViolations(maria), [], 'axe on the resident notice detail');

        // Giulia withdraws it (asked first); it is then gone from Maria's board.
        const withdraw = page
          .getByRole('group', { name: 'Azioni sull’avviso' })
          .getByRole('button', { name: 'Ritira', exact: true });
        await withdraw.waitFor({ timeout: 20_000 });
        await withdraw.click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Ritira' }).click();
        await page
          .locator('[data-section="history"]')
          .getByText('Avviso ritirato')
          .waitFor({ timeout: 20_000 });
        await maria.goto('/USR/COM/notices');
        await maria
          .locator('main [data-state="ready"], main [data-state="empty"]')
          .first()
          .waitFor({ timeout: 20_000 });
        await waitUntil(async () => (await maria.getByText(title).count()) === 0, {
          timeout: 20_000,
          describe: () => 'the withdrawn notice is still on Maria’s board',
        });
        assert.deepEqual(office.problems, [], 'console or API errors (office)');
        assert.deepEqual(resident.problems, [], 'console or API errors (resident)');
      } finally {
        await office.context.close();
        await resident.context.close();
      }
    },
  },
];
