// End-to-end flow of a list's 'Esporta' (001 §2.2–2.4 registries: any list to .xlsx with the
// columns and filters shown; domain DECISIONS.md "Exporting a list"), through the real UI on the
// gateway `npm start` runs: Giulia Rossi (ORG) searches the persons' list for 30 contacts made for
// this run — more than one page — and exports it; the downloaded workbook holds every matching
// row in the columns the list shows, and its 'Filtri' sheet says the search. SheetJS is fetched
// on the click, never before. The workbook's own tests (read back, opened by LibreOffice) are
// the unit tests of records/listExport.ts. Self-contained: it imports the harness only.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { callByHand, newPage, start } from './harness.mjs';

export const EXPORT_TESTS = [
  {
    name: "lists: Giulia Rossi exports a searched list of 30 contacts to .xlsx — every matching row, the list's columns, the search in 'Filtri'",
    async run({ browser, url }) {
      const { context, page, problems } = await newPage(browser, url);
      try {
        await start(page, 'Giulia Rossi');
        const marker = `Esportazione${String(Date.now()).slice(-7)}`;
        for (let index = 1; index <= 30; index += 1) {
          const created = await callByHand(page, 'org', 'contacts', {
            method: 'POST',
            body: JSON.stringify({
              isPerson: true,
              lastname: `${marker} ${String(index).padStart(2, '0')}`,
              firstname: 'Lia',
            }),
          });
          assert.equal(created.status, 201, JSON.stringify(created.body));
        }
        const spreadsheetChunks = [];
        page.on('request', (request) => {
          if (/\/assets\/spreadsheet-[^/]+\.js$/.test(new URL(request.url()).pathname)) {
            spreadsheetChunks.push(request.url());
          }
        });

        await page.goto(`/ORG/TAB/contacts/person?skip&q=${marker}`);
        await page.getByText(`1–25 di 30`).waitFor({ timeout: 20_000 });
        const headers = await page
          .locator('main [data-record-list] thead th')
          .evaluateAll((cells) => cells.map((cell) => cell.textContent.trim()).filter(Boolean));
        assert.deepEqual(spreadsheetChunks, [], 'SheetJS is not loaded before the export');

        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          page.getByRole('button', { name: 'Esporta', exact: true }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^.+ \d{4}-\d{2}-\d{2}\.xlsx$/);
        assert.equal(spreadsheetChunks.length, 1, 'SheetJS is loaded on the click');
        const workbook = read(await readFile(await download.path()), { type: 'buffer' });
        assert.equal(workbook.SheetNames[1], 'Filtri');
        const [list, filters] = workbook.SheetNames.map((name) =>
          utils.sheet_to_json(workbook.Sheets[name], { header: 1, raw: false, defval: '' }),
        );
        assert.deepEqual(list[0], headers);
        assert.equal(list.length, 31, 'the headers and the 30 matching rows');
        const names = list
          .slice(1)
          .map((row) => row.find((cell) => cell.startsWith(marker)))
          .sort();
        assert.equal(names[0], `${marker} 01`);
        assert.equal(names[29], `${marker} 30`);
        assert.deepEqual(
          filters.find((row) => row[0] === 'Ricerca'),
          ['Ricerca', marker],
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    },
  },
];
