import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ImportBatchPlanRow } from './batch.ts';
import {
  IMPORT_BATCH_PART_ROWS,
  importBatchPlanCounts,
  importPlanAfterParts,
  importUnsentPlanRows,
} from './batch.ts';
import { importColumnMatches, missingImportKeyColumns } from './columns.ts';
import type {
  ImportPartInput,
  ImportSheetReading,
  ImportUndoOutcome,
  ImportWrittenPart,
} from './importBatch.machine.ts';
import type { ParseFileInput } from './importBatch.machine.ts';
import {
  importBatchMachine,
  importBatchNotInsertedRows,
  importBatchOutcomeCounts,
  importPlanRefusedRows,
} from './importBatch.machine.ts';
import type { RawImportRow } from './rows.ts';
import { importSchemaFor } from './schemas.ts';

/** A gateway stand-in: plans and writes every row whose tax code is not 'BAD', and records the calls. */
interface FakeGateway {
  readonly reading?: ImportSheetReading | Error;
  readonly failCheck?: unknown;
  /** The write of the part starting at this sheet row fails with this error. */
  readonly failWriteAt?: { readonly firstRow: number; readonly error: unknown };
  readonly failUndo?: unknown;
  /** A write that waits for this promise before it answers (to CANCEL while it is in flight). */
  readonly holdWrite?: Promise<void>;
}

function planOf(part: ImportPartInput): ImportBatchPlanRow[] {
  return part.rows.map((row, index) => {
    const key = String(row.nin ?? '');
    const sheetRow = part.firstRow + index;
    return key === 'BAD'
      ? { row: sheetRow, key, plan: 'invalid', reasons: ['Il campo nin non è valido.'] }
      : { row: sheetRow, key, plan: 'wouldInsert', reasons: [] };
  });
}

function startWizard(gateway: FakeGateway = {}) {
  const calls = {
    check: [] as ImportPartInput[],
    write: [] as ImportPartInput[],
    undo: [] as number[],
  };
  const machine = importBatchMachine.provide({
    actors: {
      parseFile: fromPromise<ImportSheetReading, ParseFileInput>(async () => {
        if (gateway.reading instanceof Error) throw gateway.reading;
        return gateway.reading ?? { ok: true, headers: ['Cognome'], rows: [{ Cognome: 'Rossi' }] };
      }),
      checkPart: fromPromise<readonly ImportBatchPlanRow[], ImportPartInput>(async ({ input }) => {
        calls.check.push(input);
        if (gateway.failCheck !== undefined) throw gateway.failCheck;
        return planOf(input);
      }),
      writePart: fromPromise<ImportWrittenPart, ImportPartInput>(async ({ input }) => {
        calls.write.push(input);
        if (gateway.holdWrite) await gateway.holdWrite;
        if (gateway.failWriteAt?.firstRow === input.firstRow) throw gateway.failWriteAt.error;
        return {
          batchId: input.batchId ?? 41,
          rows: planOf(input).map((row) => ({
            row: row.row,
            key: row.key,
            status: row.plan === 'wouldInsert' ? 'inserted' : 'error',
            id: row.plan === 'wouldInsert' ? row.row * 10 : null,
            reasons: row.reasons,
          })),
        };
      }),
      undoBatch: fromPromise<ImportUndoOutcome, { batchId: number }>(async ({ input }) => {
        calls.undo.push(input.batchId);
        if (gateway.failUndo !== undefined) throw gateway.failUndo;
        return { deleted: [20, 30], restored: [] };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { schema: importSchemaFor('contacts', { category: 'person' }), category: 'person' },
  });
  actor.start();
  // Past the model (step 0), which has its own tests.
  actor.send({ type: 'CONTINUE' });
  return { actor, calls };
}

function sheet(count: number, bad: readonly number[] = []): RawImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    lastname: `Rossi ${String(index)}`,
    nin: bad.includes(index) ? 'BAD' : `NIN${String(index)}`,
  }));
}

function parsed(rows: RawImportRow[]) {
  return {
    type: 'FILE_PARSED',
    headers: ['lastname', 'nin'],
    rows,
    fileName: 'rubrica.xlsx',
  } as const;
}

describe('the batch import wizard: file, dry run, write by parts, undo (DECISIONS.md "The batch import wizard")', () => {
  it('starts at the model download (002 §2.7 step 0); CONTINUE moves to the file, and a file chosen there is read at once', async () => {
    const machine = importBatchMachine.provide({
      actors: {
        parseFile: fromPromise<ImportSheetReading, ParseFileInput>(async () => ({
          ok: true,
          headers: ['lastname', 'nin'],
          rows: [{ lastname: 'Rossi', nin: 'NIN1' }],
        })),
        checkPart: fromPromise<readonly ImportBatchPlanRow[], ImportPartInput>(async ({ input }) =>
          planOf(input),
        ),
      },
    });
    const input = {
      schema: importSchemaFor('contacts', { category: 'person' }),
      category: 'person',
    };
    const stepping = createActor(machine, { input }).start();
    expect(stepping.getSnapshot().context.step).toBe(0);
    expect(stepping.getSnapshot().matches('modelDownload')).toBe(true);
    stepping.send({ type: 'CONTINUE' });
    expect(stepping.getSnapshot().context.step).toBe(1);

    const hurried = createActor(machine, { input }).start();
    hurried.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: null });
    await waitFor(hurried, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    expect(hurried.getSnapshot().context.plan.map((row) => row.plan)).toEqual(['wouldInsert']);
  });

  it('update-existing is on by default and sent with every part (002 §4.5 "when update-existing is on, the default")', async () => {
    const { actor, calls } = startWizard();
    expect(actor.getSnapshot().context.updateExisting).toBe(true);
    actor.send({ type: 'SET_UPDATE_EXISTING', updateExisting: false });
    actor.send(parsed(sheet(3)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    expect(calls.check.map((part) => part.updateExisting)).toEqual([false]);
  });

  it('after the model, the file step (002 §2.7 step 1) refuses a file that is not .xls or .xlsx (002 §5.4)', () => {
    const { actor } = startWizard();
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.csv', file: null });
    expect(actor.getSnapshot().matches({ fileUpload: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.fileError).toBe('Sono accettati solo file .xls e .xlsx');
  });

  it('a sheet the app refused shows its Italian refusal and stays at step 1 (002 §5.4)', async () => {
    const { actor } = startWizard({
      reading: { ok: false, refusal: 'Intestazione di colonna non ammessa: __proto__' },
    });
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: null });
    expect(actor.getSnapshot().matches({ fileUpload: 'reading' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ fileUpload: 'idle' }));
    expect(actor.getSnapshot().context.fileError).toBe(
      'Intestazione di colonna non ammessa: __proto__',
    );
  });

  it("a file the parser throws on is 'Impossibile leggere il file' (DECISIONS.md Import 13)", async () => {
    const { actor } = startWizard({ reading: new Error('bad zip') });
    actor.send({ type: 'FILE_SELECTED', fileName: 'rubrica.xlsx', file: null });
    await waitFor(actor, (snapshot) => snapshot.context.fileError !== null);
    expect(actor.getSnapshot().context.fileError).toBe('Impossibile leggere il file');
  });

  it('a read sheet goes to the data check, whose dry run sends every part with its sheet row numbers and writes nothing', async () => {
    const { actor, calls } = startWizard();
    const rows = sheet(IMPORT_BATCH_PART_ROWS + 3, [IMPORT_BATCH_PART_ROWS + 1]);
    actor.send(parsed(rows));
    expect(actor.getSnapshot().context.step).toBe(2);
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    expect(calls.check.map((part) => [part.firstRow, part.rows.length, part.category])).toEqual([
      [2, IMPORT_BATCH_PART_ROWS, 'person'],
      [2 + IMPORT_BATCH_PART_ROWS, 3, 'person'],
    ]);
    expect(calls.write).toEqual([]);
    const { plan, checkedRows } = actor.getSnapshot().context;
    expect(checkedRows).toBe(rows.length);
    expect(importPlanRefusedRows(plan)).toEqual([
      {
        row: IMPORT_BATCH_PART_ROWS + 3,
        key: 'BAD',
        plan: 'invalid',
        reasons: ['Il campo nin non è valido.'],
      },
    ]);
    expect(importBatchPlanCounts(plan)).toEqual({
      wouldInsert: IMPORT_BATCH_PART_ROWS + 2,
      wouldUpdate: 0,
      wouldIgnore: 0,
      invalid: 1,
      error: 0,
    });
  });

  it('CONTINUE writes the parts into one batch — the first makes it, the next name it — then shows the outcome', async () => {
    const { actor, calls } = startWizard();
    actor.send(parsed(sheet(IMPORT_BATCH_PART_ROWS + 1)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.step).toBe(3);
    await waitFor(actor, (snapshot) => snapshot.matches('outcome'));
    expect(calls.write.map((part) => [part.firstRow, part.batchId])).toEqual([
      [2, null],
      [2 + IMPORT_BATCH_PART_ROWS, 41],
    ]);
    const { context } = actor.getSnapshot();
    expect(context.step).toBe(4);
    expect(context.batchId).toBe(41);
    expect(context.outcomes).toHaveLength(IMPORT_BATCH_PART_ROWS + 1);
    expect(importBatchOutcomeCounts(context.outcomes)).toEqual({
      inserted: IMPORT_BATCH_PART_ROWS + 1,
      updated: 0,
      ignored: 0,
      error: 0,
    });
    expect(importBatchNotInsertedRows(context.outcomes)).toEqual([]);
    expect(context.cancelled).toBe(false);
  });

  it('CONTINUE is refused when the dry run found no row to insert', async () => {
    const { actor, calls } = startWizard();
    actor.send(parsed(sheet(2, [0, 1])));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ dataCheck: 'checked' })).toBe(true);
    expect(calls.write).toEqual([]);
  });

  it("a dry run that fails says why with the server's message (002 §8) and RETRY runs it again from the first part", async () => {
    const gateway = {
      failCheck: { code: 'FORBIDDEN', message: 'Operazione non consentita' } as unknown,
    };
    const { actor, calls } = startWizard(gateway);
    actor.send(parsed(sheet(2)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'failed' }));
    expect(actor.getSnapshot().context.checkError).toBe('Operazione non consentita');
    delete gateway.failCheck;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    expect(calls.check.map((part) => part.firstRow)).toEqual([2, 2]);
    expect(actor.getSnapshot().context.plan).toHaveLength(2);
  });

  it('BACK from the data check forgets the file (DECISIONS.md Import 19)', async () => {
    const { actor } = startWizard();
    actor.send(parsed(sheet(2)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 1,
      fileName: null,
      sheetRows: [],
      plan: [],
    });
  });

  it('a part the gateway cannot write ends the import: the earlier parts stay reported, the later rows are unsent', async () => {
    const { actor, calls } = startWizard({
      failWriteAt: {
        firstRow: 2 + IMPORT_BATCH_PART_ROWS,
        error: new TypeError('Failed to fetch'),
      },
    });
    actor.send(parsed(sheet(IMPORT_BATCH_PART_ROWS * 2 + 1)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches('outcome'));
    const { context } = actor.getSnapshot();
    expect(calls.write).toHaveLength(2);
    expect(context.writeError).toBe('Errore di connessione al server');
    expect(context.outcomes).toHaveLength(IMPORT_BATCH_PART_ROWS);
    expect(importUnsentPlanRows(context.plan, context.sentRows)).toHaveLength(
      IMPORT_BATCH_PART_ROWS + 1,
    );
  });

  it('CANCEL while a part is in flight lets it finish and sends no further part', async () => {
    let release = () => {};
    const holdWrite = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, calls } = startWizard({ holdWrite });
    actor.send(parsed(sheet(IMPORT_BATCH_PART_ROWS + 1)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CANCEL' });
    release();
    await waitFor(actor, (snapshot) => snapshot.matches('outcome'));
    const { context } = actor.getSnapshot();
    expect(calls.write).toHaveLength(1);
    expect(context.cancelled).toBe(true);
    expect(context.outcomes).toHaveLength(IMPORT_BATCH_PART_ROWS);
    expect(importUnsentPlanRows(context.plan, context.sentRows)).toHaveLength(1);
  });

  it('UNDO at the outcome undoes the batch and keeps what it answered', async () => {
    const { actor, calls } = startWizard();
    actor.send(parsed(sheet(2)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches('outcome'));
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().matches({ outcome: 'undoing' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ outcome: 'undone' }));
    expect(calls.undo).toEqual([41]);
    expect(actor.getSnapshot().context.undo).toEqual({ deleted: [20, 30], restored: [] });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, batchId: null, undo: null });
  });

  it("an undo the gateway refuses shows its message ('Importazione già annullata') and can be tried again", async () => {
    const { actor } = startWizard({
      failUndo: { code: 'CONFLICT', message: 'Importazione già annullata' },
    });
    actor.send(parsed(sheet(1)));
    await waitFor(actor, (snapshot) => snapshot.matches({ dataCheck: 'checked' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches('outcome'));
    actor.send({ type: 'UNDO' });
    await waitFor(actor, (snapshot) => snapshot.context.undoError !== null);
    expect(actor.getSnapshot().matches({ outcome: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.undoError).toBe('Importazione già annullata');
  });
});

describe('the dry run across parts (DECISIONS.md "The batch import wizard")', () => {
  it('a key inserted or found in the registry in an earlier part is ignored in a later one, as the write will do', () => {
    const earlier: ImportBatchPlanRow[] = [
      { row: 2, key: 'A', plan: 'wouldInsert', reasons: [] },
      { row: 3, key: 'B', plan: 'wouldIgnore', reasons: ['Elemento già presente in anagrafica'] },
      { row: 4, key: 'C', plan: 'invalid', reasons: ['Il campo lastname è obbligatorio'] },
    ];
    const part: ImportBatchPlanRow[] = [
      { row: 502, key: 'A', plan: 'wouldInsert', reasons: [] },
      { row: 503, key: 'B', plan: 'wouldInsert', reasons: [] },
      { row: 504, key: 'C', plan: 'wouldInsert', reasons: [] },
      { row: 505, key: '', plan: 'wouldInsert', reasons: [] },
    ];
    expect(
      importPlanAfterParts(earlier, part).map((row) => [row.row, row.plan, row.reasons]),
    ).toEqual([
      [502, 'wouldIgnore', ['Elemento già presente in anagrafica']],
      [503, 'wouldIgnore', ['Elemento già presente in anagrafica']],
      [504, 'wouldInsert', []],
      [505, 'wouldInsert', []],
    ]);
  });
});

describe('the columns a sheet fills (002 §5.4 headers normalised to camelCase)', () => {
  const schema = importSchemaFor('contacts', { category: 'person' });

  it('matches each header to its field ignoring case and accents, and ignores the unknown and the repeated', () => {
    expect(importColumnMatches(['Cognome', 'LASTNAME', 'E-mail', 'Nin', 'nin'], schema)).toEqual([
      { header: 'Cognome', column: null },
      { header: 'LASTNAME', column: 'lastname' },
      { header: 'E-mail', column: 'email' },
      { header: 'Nin', column: 'nin' },
      { header: 'nin', column: null },
    ]);
  });

  it('names the key field no header fills (contacts: nin, DECISIONS.md Import 8)', () => {
    expect(missingImportKeyColumns(importColumnMatches(['lastname'], schema), schema)).toEqual([
      'nin',
    ]);
    expect(missingImportKeyColumns(importColumnMatches(['NIN'], schema), schema)).toEqual([]);
  });
});
