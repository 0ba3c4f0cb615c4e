import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ListPage } from '@portineria/api-client';
import type { ListExportPage } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { workbookSheets } from '../lib/spreadsheet.ts';
import { listWorkbook, readListRows, type ExportColumn } from './listExport.ts';

interface Contact {
  id: string;
  lastname: string;
  city: string | null;
  units: number;
}

/** 450 contacts, as the gateway would page them. */
const CONTACTS: Contact[] = Array.from({ length: 450 }, (_, index) => ({
  id: String(index + 1),
  lastname: index === 0 ? 'D’Amico & Figli' : `Rossi ${index + 1}`,
  city: index % 3 === 0 ? null : 'Città di Castello',
  units: index % 4,
}));

function fakePages(rows: readonly Contact[]) {
  const asked: ListExportPage[] = [];
  const fetchPage = async (page: ListExportPage): Promise<ListPage<Contact>> => {
    asked.push(page);
    return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
  };
  return { asked, fetchPage };
}

const COLUMNS: ExportColumn<Contact>[] = [
  { header: 'Cognome', value: (row) => row.lastname },
  { header: 'Città', value: (row) => row.city ?? undefined },
  { header: 'Unità', value: (row) => row.units },
];

const FILTERS = {
  search: 'rossi',
  view: null,
  sort: 'Cognome (crescente)',
  exportedAt: '07/12/2026 06:10',
};

describe('list export — every matching row, in the columns shown, as an .xlsx workbook (001 §2.2–2.4 registries)', () => {
  it('reads every page of the list, not only the page shown', async () => {
    const { asked, fetchPage } = fakePages(CONTACTS);
    const read = await readListRows(fetchPage);
    expect(asked).toEqual([
      { offset: 0, limit: 200 },
      { offset: 200, limit: 200 },
      { offset: 400, limit: 50 },
    ]);
    expect(read.total).toBe(450);
    expect(read.rows.map((row) => row.id)).toEqual(CONTACTS.map((row) => row.id));
  });

  it('a list that shrinks while it is read ends at its last page', async () => {
    const { fetchPage } = fakePages(CONTACTS);
    const shrinking = async (page: ListExportPage) => {
      const result = await fetchPage(page);
      return page.offset === 0 ? result : { rows: result.rows.slice(0, 10), total: 210 };
    };
    const read = await readListRows(shrinking);
    expect(read.rows).toHaveLength(210);
  });

  it('writes a workbook that reads back with the headers, the cells as the list shows them and the filters', async () => {
    const { fetchPage } = fakePages(CONTACTS);
    const read = await readListRows(fetchPage);
    const blob = await listWorkbook('Contatti: privati', COLUMNS, read, FILTERS);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheets = workbookSheets(new Uint8Array(await blob.arrayBuffer()));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Contatti privati', 'Filtri']);
    const [list, filters] = sheets;
    expect(list?.rows).toHaveLength(451);
    expect(list?.rows[0]).toEqual(['Cognome', 'Città', 'Unità']);
    expect(list?.rows[1]).toEqual(['D’Amico & Figli', '', '0']);
    expect(list?.rows[2]).toEqual(['Rossi 2', 'Città di Castello', '1']);
    expect(list?.rows[450]).toEqual(['Rossi 450', 'Città di Castello', '1']);
    expect(filters?.rows).toEqual([
      ['Filtro', 'Valore'],
      ['Ricerca', 'rossi'],
      ['Vista', 'Nessuno'],
      ['Ordinamento', 'Cognome (crescente)'],
      ['Righe esportate', '450'],
      ['Esportato il', '07/12/2026 06:10'],
    ]);
  });

  it('a cell that looks like a formula is written as text, never run', async () => {
    const read = { rows: [{ id: '1', lastname: '=1+1', city: '@SUM(A1)', units: 0 }], total: 1 };
    const blob = await listWorkbook('Contatti', COLUMNS, read, FILTERS);
    const [list] = workbookSheets(new Uint8Array(await blob.arrayBuffer()));
    expect(list?.rows[1]).toEqual(['=1+1', '@SUM(A1)', '0']);
  });
});

/**
 * LibreOffice opens the exported workbook (the registries' 'a real workbook: opened by
 * LibreOffice in a test, its rows compared'). `npm test`'s bootstrap installs
 * libreoffice-calc-nogui when run as root; without it this test fails and says how to install it,
 * rather than passing without having opened anything.
 */
describe('list export opened by LibreOffice (001 §2.2–2.4 registries)', () => {
  it('LibreOffice Calc reads the exported .xlsx with the same rows', async () => {
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((path) => existsSync(path));
    expect(
      soffice,
      "LibreOffice non trovato: installalo con 'apt-get install -y libreoffice-calc-nogui'",
    ).toBeDefined();
    const { fetchPage } = fakePages(CONTACTS.slice(0, 30));
    const read = await readListRows(fetchPage);
    const blob = await listWorkbook('Contatti', COLUMNS, read, FILTERS);
    const folder = mkdtempSync(join(tmpdir(), 'portineria-export-'));
    try {
      writeFileSync(join(folder, 'Contatti.xlsx'), new Uint8Array(await blob.arrayBuffer()));
      execFileSync(
        soffice as string,
        [
          // A profile of its own, so a LibreOffice already running (or another test) is not reused.
          `-env:UserInstallation=file://${join(folder, 'profile')}`,
          '--headless',
          '--convert-to',
          // CSV, comma-separated, double-quoted, UTF-8 (76): the first sheet.
          'csv:Text - txt - csv (StarCalc):44,34,76',
          '--outdir',
          folder,
          join(folder, 'Contatti.xlsx'),
        ],
        { timeout: 90_000, stdio: 'pipe' },
      );
      const csv = readFileSync(join(folder, 'Contatti.csv'), 'utf8').trim().split('\n');
      expect(csv).toHaveLength(31);
      expect(csv[0]).toBe('Cognome,Città,Unità');
      expect(csv[1]).toBe('D’Amico & Figli,,0');
      expect(csv[30]).toBe('Rossi 30,Città di Castello,1');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
