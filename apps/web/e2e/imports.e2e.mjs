// End-to-end flow of a registry's spreadsheet import (002 §2.7, §4.5, §5.4; domain DECISIONS.md
// "The batch import wizard", "Import batches and their undo"), through the real UI on the gateway
// `npm start` runs: Giulia Rossi (ORG) opens 'Importa' on the persons' list, has a .csv and a PDF
// renamed .xlsx refused in Italian, then chooses an .xlsx written here with SheetJS — three new
// persons, one with an e-mail that is not one, and a column the import does not know — sees the
// columns recognised and the dry run refuse that row with its number and reason, imports the
// other three from the keyboard, sees them in the list behind the wizard (refreshed by the
// write's invalidation, no reload), then undoes the import and the list is empty again. The file
// is read in a Web Worker carrying SheetJS, fetched once a file is chosen, never before. The names
// and tax codes are made for this run, so it needs nothing another test left. Self-contained: it
// imports the harness only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { utils, write } from '@e965/xlsx';
import { axeViolations, expectCount, newPage, start } from './harness.mjs';

/** A 16-character tax code no other run uses. */
function taxCode() {
  return `IMP${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
}

/** An .xlsx of the rows (the first the headers), as the office's spreadsheet would be. */
function workbook(rows) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Contatti');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }));
}

export const IMPORT_TESTS = [
  {
    name: "imports: Giulia Rossi imports persons from an .xlsx — the dry run refuses one row with its reason, the rest are imported and listed, 'Annulla importazione' removes them",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const marker = `Importato${String(Date.now()).slice(-7)}`;
        const file = workbook([
          ['Lastname', 'Firstname', 'E-mail', 'NIN', 'Note interne'],
          [`${marker} Bianchi`, 'Laura', 'laura.bianchi@example.it', taxCode(), 'socia'],
          [`${marker} Conti`, 'Marco', 'non-una-mail', taxCode(), ''],
          [`${marker} Ferrari`, 'Paola', '', taxCode(), ''],
          [`${marker} Galli`, 'Sergio', 'sergio.galli@example.it', taxCode(), ''],
        ]);
        // SheetJS travels in the export's chunk or in the import's worker (and the chunks it loads).
        const spreadsheetChunks = [];
        context.on('request', (request) => {
          if (
            /\/assets\/(spreadsheet|importSheet)[^/]*\.js$/.test(new URL(request.url()).pathname)
          ) {
            spreadsheetChunks.push(new URL(request.url()).pathname);
          }
        });

        // The persons' list searched for this run's names: nothing yet.
        await page.goto(`/ORG/TAB/contacts/person?skip&q=${marker}`);
        const listRows = page.locator('main [data-record-list] tbody tr', { hasText: marker });
        await page.getByRole('button', { name: 'Importa', exact: true }).click();
        const wizard = page.getByRole('dialog', { name: 'Importa persone' });
        await wizard.getByRole('heading', { name: 'Carica il file' }).waitFor();
        assert.deepEqual(spreadsheetChunks, [], 'SheetJS is not loaded before a file is chosen');

        // A file that is not a spreadsheet is refused in Italian, and nothing is sent.
        await wizard.locator('input[type="file"]').setInputFiles({
          name: 'contatti.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('lastname\nRossi\n'),
        });
        await wizard
          .getByRole('alert')
          .filter({ hasText: 'Sono accettati solo file .xls e .xlsx' })
          .waitFor();

        // A PDF renamed .xlsx is read by the worker and refused in Italian: nothing is sent.
        await wizard.locator('input[type="file"]').setInputFiles({
          name: 'documento.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
        });
        await wizard.getByRole('alert').filter({ hasText: 'Impossibile leggere il file' }).waitFor({
          timeout: 20_000,
        });
        assert.ok(
          spreadsheetChunks.some((path) => path.includes('importSheet')),
          `the file is read by the import's worker, fetched once it is chosen: ${spreadsheetChunks.join(', ')}`,
        );

        await wizard.locator('input[type="file"]').setInputFiles({
          name: 'contatti.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: file,
        });
        await wizard.getByRole('heading', { name: 'Verifica i dati' }).waitFor({ timeout: 20_000 });

        // The columns recognised, the unknown one ignored.
        const columns = wizard.getByRole('table', { name: 'Colonne del file' });
        const recognised = await columns
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim())),
          );
        assert.deepEqual(recognised[4], ['Note interne', 'Non riconosciuta: ignorata']);
        assert.equal(
          recognised.filter(([, field]) => field !== 'Non riconosciuta: ignorata').length,
          4,
        );

        // The dry run: three to insert, one refused with its sheet row number and reason.
        const refused = wizard.getByRole('table', { name: 'Righe che non saranno importate (1)' });
        await refused.waitFor({ timeout: 20_000 });
        const refusedRows = await refused
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim())),
          );
        assert.equal(refusedRows.length, 1);
        assert.equal(refusedRows[0][0], '3', 'the row number as the spreadsheet numbers it');
        assert.match(refusedRows[0][2], /Il campo email deve essere un indirizzo email valido/);
        assert.equal(
          await wizard.locator('[data-plan="wouldInsert"] dd').textContent(),
          '3',
          'three rows to insert',
        );
        assert.deepEqual(await axeViolations(page), [], 'no axe violation in the data check');

        // Confirm from the keyboard: the rows are written with the progress bar, then the outcome.
        await wizard.getByRole('button', { name: 'Importa 3 righe', exact: true }).focus();
        await page.keyboard.press('Enter');
        await wizard.getByRole('heading', { name: 'Esito' }).waitFor({ timeout: 30_000 });
        assert.equal(await wizard.locator('[data-outcome="inserted"] dd').textContent(), '3');
        assert.equal(await wizard.locator('[data-outcome="error"] dd').textContent(), '1');
        const notInserted = wizard.getByRole('table', { name: 'Righe non inserite (1)' });
        await notInserted
          .getByText('Il campo email deve essere un indirizzo email valido')
          .waitFor();

        // The list behind the wizard was read again: the three persons are there.
        await expectCount(listRows, 3, 'the imported persons in the list', 20_000);

        // 'Annulla importazione' asks first, then removes what the import created.
        await wizard.getByRole('button', { name: 'Annulla importazione', exact: true }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'SI', exact: true })
          .click();
        await wizard
          .getByRole('status')
          .filter({ hasText: 'Importazione annullata: 3 elementi eliminati' })
          .waitFor({ timeout: 20_000 });
        await wizard.getByRole('button', { name: 'Torna alla lista', exact: true }).click();
        await wizard.waitFor({ state: 'detached' });
        await expectCount(listRows, 0, 'the list after the undo', 20_000);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
];
