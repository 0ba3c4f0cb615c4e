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
//
// The same flow then goes on as an office moving to Portineria would (002 §2.7 step 0, §4.5;
// DECISIONS.md "The import model, updates and the registry's imports"): the model of step 0 is
// downloaded and carries the headers the import reads; the 200 persons LibreOffice wrote
// (src/lib/fixtures/contatti-200.xlsx, scripts/make-import-fixtures.mjs) are checked — 3
// errors, 5 updates of demo contacts, 192 inserts — and written under the progress bar; later,
// from the registry's 'Importazioni recenti', the whole import is undone and the registry is as
// before (the new persons gone, the demo contacts' details back).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import { importModelHeaders, importSchemaFor } from '@portineria/domain';
import { axeViolations, callByHand, expectCount, newPage, openAs, start } from './harness.mjs';

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

/**
 * A zip bomb made from a real .xlsx: the first entry of its central directory now declares 4 GB
 * (less one byte) of data once uncompressed, while the file stays a few kilobytes — what the
 * import must refuse from the declaration alone, before inflating anything (002 §5.4).
 */
function zipBomb(bytes) {
  const bomb = Buffer.from(bytes);
  // The end-of-central-directory record, found from the end (its comment may follow it).
  let end = bomb.length - 22;
  while (bomb.readUInt32LE(end) !== 0x06054b50) end -= 1;
  const directory = bomb.readUInt32LE(end + 16);
  assert.equal(bomb.readUInt32LE(directory), 0x02014b50, 'a central-directory entry');
  bomb.writeUInt32LE(0xfffffffe, directory + 24);
  return bomb;
}

export const IMPORT_TESTS = [
  {
    name: "imports: Giulia Rossi downloads the model, imports persons from an .xlsx — the dry run refuses one row with its reason, the rest are imported and listed, 'Annulla importazione' removes them — then imports 200 persons from LibreOffice (3 errors, 5 updates, 192 inserts) and undoes them later from 'Importazioni recenti'",
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

        // Step 0: the model, made by the gateway, carries the headers the import reads.
        await wizard.getByRole('heading', { name: 'Scarica il modello' }).waitFor();
        const modelDownload = page.waitForEvent('download');
        await wizard.getByRole('button', { name: 'Scarica il modello', exact: true }).click();
        const model = await modelDownload;
        assert.equal(model.suggestedFilename(), 'Modello importazione persone.xlsx');
        const modelBook = read(readFileSync(await model.path()));
        assert.deepEqual(
          utils.sheet_to_json(modelBook.Sheets[modelBook.SheetNames[0]], { header: 1 }),
          [importModelHeaders(importSchemaFor('contacts', { category: 'person' }))],
          'the model is one row of headers',
        );
        await wizard.getByRole('button', { name: 'Avanti', exact: true }).click();
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
        assert.match(refusedRows[0][2], /Il campo Email deve essere un indirizzo email valido/);
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
          .getByText('Il campo Email deve essere un indirizzo email valido')
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

        // 200 persons LibreOffice wrote: the demo contact Giovanni Colombo is one of the 5 updated.
        await page.goto('/ORG/TAB/contacts/person?skip&q=Colombo');
        const colombo = page.locator('main [data-record-list] tbody tr', { hasText: 'Colombo' });
        await colombo.filter({ hasText: '339 870 1234' }).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: 'Importa', exact: true }).click();
        await wizard.getByRole('button', { name: 'Avanti', exact: true }).click();
        await wizard
          .locator('input[type="file"]')
          .setInputFiles(join(import.meta.dirname, '../src/lib/fixtures/contatti-200.xlsx'));
        await wizard
          .getByRole('table', { name: 'Righe che non saranno importate (3)' })
          .waitFor({ timeout: 30_000 });
        const planCount = (plan) => wizard.locator(`[data-plan="${plan}"] dd`).textContent();
        assert.deepEqual(
          [
            await planCount('wouldInsert'),
            await planCount('wouldUpdate'),
            await planCount('invalid'),
          ],
          ['192', '5', '3'],
          'the dry run: 192 inserts, 5 updates, 3 errors',
        );

        // The write is held until the progress bar is seen, then let through.
        let releaseWrite;
        const writeHeld = new Promise((resolve) => {
          releaseWrite = resolve;
        });
        await page.route('**/api/v2/contacts/import', async (route) => {
          await writeHeld;
          await route.continue();
        });
        await wizard.getByRole('button', { name: 'Importa 197 righe', exact: true }).click();
        await wizard.getByRole('heading', { name: 'Importazione in corso' }).waitFor();
        await wizard.getByRole('progressbar', { name: 'Importazione delle righe' }).waitFor();
        releaseWrite();
        await wizard.getByRole('heading', { name: 'Esito' }).waitFor({ timeout: 60_000 });
        await page.unroute('**/api/v2/contacts/import');
        const outcomeCount = (outcome) =>
          wizard.locator(`[data-outcome="${outcome}"] dd`).textContent();
        assert.deepEqual(
          [
            await outcomeCount('inserted'),
            await outcomeCount('updated'),
            await outcomeCount('error'),
          ],
          ['192', '5', '3'],
        );
        await colombo.filter({ hasText: '339 870 4321' }).waitFor({ timeout: 20_000 });

        // The outcome per row, as an .xlsx: the 200 sheet rows with what happened to each.
        const outcomeDownload = page.waitForEvent('download');
        await wizard.getByRole('button', { name: 'Scarica l’esito', exact: true }).click();
        const outcomeFile = await outcomeDownload;
        assert.match(
          outcomeFile.suggestedFilename(),
          /^Esito importazione \d{4}-\d{2}-\d{2}\.xlsx$/,
        );
        const outcomeBook = read(readFileSync(await outcomeFile.path()));
        const outcomeRows = utils.sheet_to_json(outcomeBook.Sheets.Esito, { header: 1 });
        assert.deepEqual(outcomeRows[0], ['Riga', 'Chiave', 'Esito', 'Motivo']);
        assert.equal(outcomeRows.length, 201, 'the headers and the 200 sheet rows');
        const outcomeOf = (label) => outcomeRows.filter((row) => row[2] === label).length;
        assert.deepEqual(
          [outcomeOf('Inserito'), outcomeOf('Aggiornato'), outcomeOf('Errore')],
          [192, 5, 3],
        );
        assert.deepEqual(outcomeRows[1].slice(0, 3), ['2', 'CLMGNN65M12F205Z', 'Aggiornato']);
        await wizard.getByRole('button', { name: 'Torna alla lista', exact: true }).click();
        await wizard.waitFor({ state: 'detached' });

        // Later, from the registry: the recent imports, newest first, and the undo of the whole batch.
        await page.getByRole('button', { name: 'Importazioni recenti', exact: true }).click();
        const batches = page.getByRole('dialog', { name: 'Importazioni recenti' });
        const newest = batches.locator('tbody tr').first();
        await newest.waitFor({ timeout: 20_000 });
        const cells = await newest
          .locator('td')
          .evaluateAll((found) => found.map((cell) => cell.textContent.trim()));
        assert.deepEqual(cells.slice(1, 6), ['Giulia Rossi', '200', '192', '5', 'Attiva']);
        await newest.getByRole('button', { name: 'Annulla importazione', exact: true }).click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: 'SI', exact: true })
          .click();
        await newest
          .getByRole('status')
          .filter({ hasText: '192 elementi eliminati, 5 riportati ai valori precedenti' })
          .waitFor({ timeout: 30_000 });
        await batches.getByRole('button', { name: 'Chiudi', exact: true }).click();
        await batches.waitFor({ state: 'detached' });

        // The registry is as before: Colombo's mobile is back, and none of the new persons is left.
        await colombo.filter({ hasText: '339 870 1234' }).waitFor({ timeout: 20_000 });
        await page.goto('/ORG/TAB/contacts/person?skip&q=Fixture');
        await page.getByText('Nessun risultato trovato').waitFor({ timeout: 20_000 });
        await expectCount(
          page.locator('main [data-record-list] tbody tr', { hasText: 'Fixture' }),
          0,
          'the imported persons after the undo',
          20_000,
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'imports: a zip bomb — a tiny .xlsx declaring 4 GB once uncompressed — is refused in Italian before it is inflated, and nothing is sent or written',
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        const marker = `Bomba${String(Date.now()).slice(-7)}`;
        const bomb = zipBomb(
          workbook([
            ['lastname', 'firstname', 'nin'],
            [`${marker} Rossi`, 'Mario', taxCode()],
          ]),
        );
        assert.ok(bomb.length < 20_000, `a tiny file: ${String(bomb.length)} bytes`);
        // Every call of the registry's import (dry run, write) the page might send.
        const importCalls = [];
        context.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.method() === 'POST' && /^\/api\/v2\/.+\/import(\/|$)/.test(pathname)) {
            importCalls.push(pathname);
          }
        });

        await openAs(page, 'Giulia Rossi', `/ORG/TAB/contacts/person?skip&q=${marker}`);
        await page.getByRole('button', { name: 'Importa', exact: true }).click();
        const wizard = page.getByRole('dialog', { name: 'Importa persone' });
        await wizard.getByRole('button', { name: 'Avanti', exact: true }).click();
        await wizard.getByRole('heading', { name: 'Carica il file' }).waitFor();
        await wizard.locator('input[type="file"]').setInputFiles({
          name: 'contatti.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: bomb,
        });

        // Refused in Italian with the limit, on the upload step: no data check follows.
        await wizard
          .getByRole('alert')
          .filter({
            hasText: 'Il file è troppo grande: i suoi dati superano 50 MB una volta decompressi',
          })
          .waitFor({ timeout: 20_000 });
        await wizard.getByRole('heading', { name: 'Carica il file' }).waitFor();
        assert.equal(await wizard.getByRole('heading', { name: 'Verifica i dati' }).count(), 0);
        assert.deepEqual(importCalls, [], 'no import call was sent');

        // Nothing was written: the registry holds no person of this file.
        const found = await callByHand(page, 'org', 'contacts/search', {
          method: 'POST',
          body: JSON.stringify({ full_text: marker }),
        });
        assert.equal(found.status, 200);
        assert.deepEqual(found.body.data, [], 'no person of the file in the registry');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
];
