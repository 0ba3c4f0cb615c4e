import {
  getContactsPageQueryOptions,
  type ApiClient,
  type ImportRequest,
} from '@portineria/api-client';
import { importSchemaFor, type RawImportRow } from '@portineria/domain';
import { QueryClient } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { workbookBytes } from '../../../lib/spreadsheet.ts';
import { readImportFile, registryImportMachine } from './registryImportMachine.ts';

/** An api-client whose import calls answer as the gateway would, recording what they were sent. */
function importingClient() {
  const calls = { dryRun: [] as ImportRequest[], run: [] as ImportRequest[], undo: [] as number[] };
  const planOf = (request: ImportRequest) =>
    request.rows.map((row, index) => {
      const sheetRow = (request.firstRow ?? 2) + index;
      const key = String(row.nin ?? '');
      return row.lastname
        ? { row: sheetRow, key, plan: 'wouldInsert' as const, reasons: [] }
        : {
            row: sheetRow,
            key,
            plan: 'invalid' as const,
            reasons: ['Il campo lastname è obbligatorio'],
          };
    });
  const client = {
    profileId: () => 'portineria:org:1',
    contacts: { path: 'contacts' },
    registryImport: {
      dryRun: async (request: ImportRequest) => {
        calls.dryRun.push(request);
        return planOf(request);
      },
      run: async (request: ImportRequest) => {
        calls.run.push(request);
        return {
          batchId: 7,
          rows: planOf(request).map((row) => ({
            row: row.row,
            key: row.key,
            status: row.plan === 'wouldInsert' ? ('inserted' as const) : ('error' as const),
            id: row.plan === 'wouldInsert' ? row.row : null,
            reasons: row.reasons,
          })),
        };
      },
      undo: async (_registry: string, batchId: number) => {
        calls.undo.push(batchId);
        return { batchId, deleted: [2, 4], restored: [9] };
      },
    },
  };
  return { client: client as unknown as ApiClient, calls };
}

const ROWS: RawImportRow[] = [
  { lastname: 'Bianchi', nin: 'BNCLRA80A41H501X' },
  { lastname: null, nin: 'VRDMRC75B12F205Y' },
  { lastname: 'Neri', nin: 'NREPLA90C03L219Z' },
];

function startImport() {
  const queryClient = new QueryClient();
  const { client, calls } = importingClient();
  const listKey = getContactsPageQueryOptions(client).queryKey;
  queryClient.setQueryData(listKey, { rows: [], total: 0 });
  const actor = createActor(
    registryImportMachine({
      queryClient,
      client,
      registry: 'contacts',
      readSheet: async () => ({ ok: true, headers: ['lastname', 'nin'], rows: ROWS }),
    }),
    { input: { schema: importSchemaFor('contacts', { category: 'person' }), category: 'person' } },
  ).start();
  const listInvalidated = () => queryClient.getQueryState(listKey)?.isInvalidated ?? false;
  /** The list read again: fresh until the next write invalidates it. */
  const listRead = () => queryClient.setQueryData(listKey, { rows: [], total: 2 });
  return { actor, calls, listInvalidated, listRead };
}

describe('the contacts import wizard\'s calls (002 §2.7, §4.5; DECISIONS.md "The batch import wizard")', () => {
  it('a chosen file is read, then checked by the dry run with the route category, and nothing invalidates the list', async () => {
    const { actor, calls, listInvalidated } = startImport();
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: new Blob([]) });
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    expect(calls.dryRun).toEqual([
      { registry: 'contacts', category: 'person', rows: ROWS, firstRow: 2, updateExisting: true },
    ]);
    expect(actor.getSnapshot().context.plan.map((row) => [row.row, row.plan])).toEqual([
      [2, 'wouldInsert'],
      [3, 'invalid'],
      [4, 'wouldInsert'],
    ]);
    expect(calls.run).toEqual([]);
    expect(listInvalidated()).toBe(false);
  });

  it("CONTINUE writes through the api-client's run mutation, whose invalidation refreshes the contacts list", async () => {
    const { actor, calls, listInvalidated } = startImport();
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: new Blob([]) });
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ outcome: 'shown' }));
    expect(calls.run).toEqual([
      { registry: 'contacts', category: 'person', rows: ROWS, firstRow: 2, updateExisting: true },
    ]);
    expect(actor.getSnapshot().context.batchId).toBe(7);
    expect(listInvalidated()).toBe(true);
  });

  it("'Annulla importazione' undoes the batch through the undo mutation, which refreshes the list again", async () => {
    const { actor, calls, listInvalidated, listRead } = startImport();
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: new Blob([]) });
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ outcome: 'shown' }));
    listRead();
    expect(listInvalidated()).toBe(false);
    actor.send({ type: 'UNDO' });
    await waitFor(actor, (snapshot) => snapshot.matches({ outcome: 'undone' }));
    expect(calls.undo).toEqual([7]);
    expect(actor.getSnapshot().context.undo).toEqual({
      batchId: 7,
      deleted: [2, 4],
      restored: [9],
    });
    expect(listInvalidated()).toBe(true);
  });
});

describe('reading the chosen file (002 §5.4 the first sheet of an .xls or .xlsx)', () => {
  it('an .xlsx file gives its headers and its rows, header → cell', async () => {
    const bytes = workbookBytes([
      {
        name: 'Contatti',
        rows: [
          ['lastname', 'nin'],
          ['Bianchi', 'BNCLRA80A41H501X'],
        ],
      },
    ]);
    expect(await readImportFile(new Blob([bytes]))).toEqual({
      ok: true,
      headers: ['lastname', 'nin'],
      rows: [{ lastname: 'Bianchi', nin: 'BNCLRA80A41H501X' }],
    });
  });

  it('the 200-row sheet LibreOffice wrote (scripts/make-import-fixtures.mjs) gives its 200 rows, header → cell, as the gateway is sent them', async () => {
    const bytes = readFileSync(
      join(import.meta.dirname, '../../../lib/fixtures/contatti-200.xlsx'),
    );
    const reading = await readImportFile(new Blob([bytes]));
    if (!reading.ok) throw new Error(reading.refusal);
    expect(reading.headers).toEqual([
      'lastname',
      'firstname',
      'email',
      'mobile',
      'city',
      'province',
      'nin',
    ]);
    expect(reading.rows).toHaveLength(200);
    expect(reading.rows[0]).toEqual({
      lastname: 'Colombo',
      firstname: 'Giovanni',
      email: 'giovanni.colombo@posta.example',
      mobile: '339 870 4321',
      city: 'Milano',
      province: 'MI',
      nin: 'CLMGNN65M12F205Z',
    });
    expect(reading.rows[48]).toMatchObject({ email: 'non-una-mail' });
  });

  it("a file that is not a spreadsheet is refused with 'Impossibile leggere il file'", async () => {
    expect(await readImportFile(new Blob(['%PDF-1.4 non un foglio']))).toEqual({
      ok: false,
      refusal: 'Impossibile leggere il file',
    });
  });
});
