import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  CreateRecordInput,
  FindExistingInput,
  ImportExistingRecord,
  ParseFileInput,
  UpdateRecordInput,
} from './import.machine.ts';
import { importMachine } from './import.machine.ts';
import { dryRunSummary } from './dryRun.ts';
import { importErrorRows, importOutcomeCounts, importProgress } from './outcomes.ts';
import type { RawImportRow } from './rows.ts';
import { importSchemaFor } from './schemas.ts';

/** What the fake server does for a building code: a lookup answer, or a failure to throw. */
interface FakeServer {
  /** Existing records by code; a code absent here is a new record. */
  readonly existing?: Record<string, ImportExistingRecord>;
  /** Failures of the lookup, by code. */
  readonly findFailures?: Record<string, unknown>;
  readonly createFailures?: Record<string, unknown>;
  readonly updateFailures?: Record<string, unknown>;
  /** How long each save takes, in ms (to have a row in flight). */
  readonly saveDelayMs?: number;
}

function codeOf(input: { row: { values: Readonly<Record<string, unknown>> } }): string {
  return String(input.row.values.code);
}

/** A wizard on the condominium buildings schema, with stubbed actors that record their calls. */
function startWizard(server: FakeServer = {}, input: { updateExisting?: boolean } = {}) {
  const calls = {
    find: [] as FindExistingInput[],
    create: [] as CreateRecordInput[],
    update: [] as UpdateRecordInput[],
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const machine = importMachine.provide({
    actors: {
      findExisting: fromPromise<ImportExistingRecord | null, FindExistingInput>(
        async ({ input }) => {
          calls.find.push(input);
          const code = codeOf(input);
          if (server.findFailures && code in server.findFailures) throw server.findFailures[code];
          return server.existing?.[code] ?? null;
        },
      ),
      createRecord: fromPromise<unknown, CreateRecordInput>(async ({ input }) => {
        calls.create.push(input);
        await wait(server.saveDelayMs ?? 0);
        const code = codeOf(input);
        if (server.createFailures && code in server.createFailures)
          throw server.createFailures[code];
        return { id: `new-${code}` };
      }),
      updateRecord: fromPromise<unknown, UpdateRecordInput>(async ({ input }) => {
        calls.update.push(input);
        await wait(server.saveDelayMs ?? 0);
        const code = codeOf(input);
        if (server.updateFailures && code in server.updateFailures)
          throw server.updateFailures[code];
        return { id: input.id };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { schema: importSchemaFor('buildings', { category: 'condominium' }), ...input },
  });
  actor.start();
  return { actor, calls };
}

const threeBuildings: RawImportRow[] = [
  { Codice: 'B1', Nome: 'Condominio Aurora', code: 'B1', name: 'Condominio Aurora' },
  { code: 'B2', name: 'Condominio Borealis', city: 'Milano' },
  { code: 'B3', name: 'Condominio Cassiopea' },
];

function toDataCheck(actor: ReturnType<typeof startWizard>['actor'], rows: RawImportRow[]) {
  actor.send({ type: 'CONTINUE' });
  actor.send({ type: 'FILE_PARSED', fileName: 'condomini.xlsx', rows });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('importMachine — steps 0 to 2', () => {
  it('002 §4.5: "Steps go 0, 1, 2, then 3" — model download, then file upload, then data check', () => {
    // Arrange
    const { actor } = startWizard();
    const steps = [actor.getSnapshot().context.step];

    // Act
    actor.send({ type: 'CONTINUE' });
    steps.push(actor.getSnapshot().context.step);
    actor.send({ type: 'FILE_PARSED', fileName: 'condomini.xlsx', rows: threeBuildings });
    steps.push(actor.getSnapshot().context.step);

    // Assert
    expect(steps).toEqual([0, 1, 2]);
    expect(actor.getSnapshot().context.fileName).toBe('condomini.xlsx');
    expect(actor.getSnapshot().context.rows.map((row) => row.key)).toEqual(['B1', 'B2', 'B3']);
  });

  it('BACK from steps 1 and 2 goes one step back and forgets the file', () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings);

    // Act
    actor.send({ type: 'BACK' });
    const afterFirstBack = actor.getSnapshot().context;
    actor.send({ type: 'BACK' });

    // Assert
    expect(afterFirstBack.step).toBe(1);
    expect(afterFirstBack.rows).toEqual([]);
    expect(afterFirstBack.fileName).toBeNull();
    expect(actor.getSnapshot().context.step).toBe(0);
  });

  it('002 §5.4: "Only .xls and .xlsx are accepted." — another file is refused at step 1', () => {
    // Arrange
    const { actor } = startWizard();
    actor.send({ type: 'CONTINUE' });

    // Act
    actor.send({ type: 'FILE_SELECTED', fileName: 'condomini.csv', file: {} });

    // Assert
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.fileError).toBe('Sono accettati solo file .xls e .xlsx');
  });

  it('002 §5.4: "The first sheet is read." — through the app\'s parseFile actor', async () => {
    // Arrange
    const parsedInputs: ParseFileInput[] = [];
    const machine = importMachine.provide({
      actors: {
        parseFile: fromPromise<readonly RawImportRow[], ParseFileInput>(async ({ input }) => {
          parsedInputs.push(input);
          return threeBuildings;
        }),
      },
    });
    const actor = createActor(machine, { input: { schema: importSchemaFor('buildings') } }).start();
    actor.send({ type: 'CONTINUE' });
    const file = { name: 'condomini.xlsx' };

    // Act
    actor.send({ type: 'FILE_SELECTED', fileName: 'condomini.xlsx', file });
    await vi.advanceTimersByTimeAsync(0);

    // Assert
    expect(parsedInputs).toEqual([{ fileName: 'condomini.xlsx', file }]);
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.rows).toHaveLength(3);
  });

  it('a file that cannot be read stays at step 1 with a message; so does a missing parseFile actor', async () => {
    // Arrange
    const failing = importMachine.provide({
      actors: {
        parseFile: fromPromise<readonly RawImportRow[], ParseFileInput>(async () => {
          throw new Error('corrupt');
        }),
      },
    });
    const withParser = createActor(failing, {
      input: { schema: importSchemaFor('buildings') },
    }).start();
    const withoutParser = createActor(importMachine, {
      input: { schema: importSchemaFor('buildings') },
    }).start();

    // Act
    for (const actor of [withParser, withoutParser]) {
      actor.send({ type: 'CONTINUE' });
      actor.send({ type: 'FILE_SELECTED', fileName: 'condomini.xlsx', file: {} });
    }
    await vi.advanceTimersByTimeAsync(0);

    // Assert
    for (const actor of [withParser, withoutParser]) {
      expect(actor.getSnapshot().context.step).toBe(1);
      expect(actor.getSnapshot().context.fileError).toBe('Impossibile leggere il file');
    }
  });

  it('a sheet without data rows stays at step 1 with a message', () => {
    // Arrange
    const { actor } = startWizard();
    actor.send({ type: 'CONTINUE' });

    // Act
    actor.send({ type: 'FILE_PARSED', rows: [{ code: '', name: null }] });

    // Assert
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.fileError).toBe('Il file non contiene righe da importare');
  });

  it("FILE_REJECTED shows the app's message at step 1", () => {
    // Arrange
    const { actor } = startWizard();
    actor.send({ type: 'CONTINUE' });

    // Act
    actor.send({ type: 'FILE_REJECTED', message: 'Il foglio è protetto da password' });

    // Assert
    expect(actor.getSnapshot().context.fileError).toBe('Il foglio è protetto da password');
  });

  it('002 §4.5: "update-existing is on, the default" — and can be switched off at the data check', () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings);
    const initially = actor.getSnapshot().context.updateExisting;

    // Act
    actor.send({ type: 'SET_UPDATE_EXISTING', updateExisting: false });

    // Assert
    expect(initially).toBe(true);
    expect(actor.getSnapshot().context.updateExisting).toBe(false);
  });

  it("002 §5.4: the data check shows each row's pre-validation errors", () => {
    // Arrange
    const { actor } = startWizard();

    // Act
    toDataCheck(actor, [
      { code: 'B1', name: '' },
      { code: 'B2', name: 'Aurora', zip: '201' },
    ]);

    // Assert
    expect(actor.getSnapshot().context.rows.map((row) => row.errors)).toEqual([
      ['Il campo name è obbligatorio'],
      ['Il campo zip deve avere esattamente 5 caratteri'],
    ]);
  });
});

describe('importMachine — step 3, the import', () => {
  it('002 §4.5: "Each row ends as inserted, updated … or error", one row at a time, 100 ms apart', async () => {
    // Arrange
    const { actor, calls } = startWizard({
      existing: { B2: { id: 'bld-2', code: 'B2' } },
      createFailures: { B3: { kind: 'server', message: 'Codice edificio già esistente' } },
    });
    toDataCheck(actor, threeBuildings);

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(0);
    const afterFirstRow = { finds: calls.find.length, step: actor.getSnapshot().context.step };
    await vi.advanceTimersByTimeAsync(99);
    const beforePauseEnds = calls.find.length;
    await vi.advanceTimersByTimeAsync(1);
    const afterPause = calls.find.length;
    await vi.advanceTimersByTimeAsync(300);

    // Assert
    expect(afterFirstRow).toEqual({ finds: 1, step: 3 });
    expect(beforePauseEnds).toBe(1);
    expect(afterPause).toBe(2);
    expect(actor.getSnapshot().context.results).toEqual([
      { row: 2, key: 'B1', status: 'inserted', description: null },
      { row: 3, key: 'B2', status: 'updated', description: null },
      { row: 4, key: 'B3', status: 'error', description: 'Codice edificio già esistente' },
    ]);
  });

  it('002 §7.4: "List with criteria by primary key (offset 0, limit 1), then save: POST {endpoint} for new records or update at {endpoint}/{id}"', async () => {
    // Arrange
    const { actor, calls } = startWizard({ existing: { B2: { id: 'bld-2', code: 'B2' } } });
    toDataCheck(actor, threeBuildings.slice(0, 2));

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(500);

    // Assert
    expect(calls.find.map((call) => [call.endpoint, call.criteria])).toEqual([
      ['buildings', { where: { code: 'B1' }, offset: 0, limit: 1 }],
      ['buildings', { where: { code: 'B2' }, offset: 0, limit: 1 }],
    ]);
    expect(calls.create.map((call) => [call.endpoint, call.payload])).toEqual([
      ['buildings', { code: 'B1', name: 'Condominio Aurora', city: null, isPrivate: false }],
    ]);
    expect(calls.update.map((call) => [call.endpoint, call.id, call.payload])).toEqual([
      ['buildings', 'bld-2', { name: 'Condominio Borealis', city: 'Milano' }],
    ]);
  });

  it('002 §4.5: "ignored (when it is off, with warning \'Elemento già presente in anagrafica\')"', async () => {
    // Arrange
    const { actor, calls } = startWizard({ existing: { B1: { id: 'bld-1' } } });
    toDataCheck(actor, threeBuildings.slice(0, 1));
    actor.send({ type: 'SET_UPDATE_EXISTING', updateExisting: false });

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(200);

    // Assert
    expect(calls.update).toEqual([]);
    expect(importErrorRows(actor.getSnapshot().context.results)).toEqual([
      { row: 2, key: 'B1', description: 'Elemento già presente in anagrafica', warning: true },
    ]);
  });

  it('the update-existing option can start off through the input', async () => {
    // Arrange
    const { actor } = startWizard({ existing: { B1: { id: 'bld-1' } } }, { updateExisting: false });
    toDataCheck(actor, threeBuildings.slice(0, 1));

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(200);

    // Assert
    expect(actor.getSnapshot().context.results[0]?.status).toBe('ignored');
  });

  it.each([
    [
      'a lookup that cannot reach the server',
      { findFailures: { B1: { kind: 'connection' } } },
      'Errore di connessione al server',
    ],
    [
      'a network failure of fetch on create',
      { createFailures: { B1: new TypeError('Failed to fetch') } },
      'Errore di connessione al server',
    ],
    [
      'an unexpected create exception',
      { createFailures: { B1: new Error('boom') } },
      'Errore generico del server',
    ],
    [
      'a server error with its message',
      { createFailures: { B1: { code: 'E_DUP', message: 'Edificio duplicato' } } },
      'Edificio duplicato',
    ],
    [
      'an update refused without a message',
      { existing: { B1: { id: 1 } }, updateFailures: { B1: { kind: 'server' } } },
      'Errore generico del server',
    ],
  ] as [string, FakeServer, string][])(
    "002 §8: \"'Errore di connessione al server' and 'Errore generico del server' as row errors; the server message per row\" — %s",
    async (_case, server, expected) => {
      // Arrange
      const { actor } = startWizard(server);
      toDataCheck(actor, threeBuildings.slice(0, 2));

      // Act
      actor.send({ type: 'CONTINUE' });
      await vi.advanceTimersByTimeAsync(500);

      // Assert
      expect(
        actor.getSnapshot().context.results.map((result) => [result.status, result.description]),
      ).toEqual([
        ['error', expected],
        ['inserted', null],
      ]);
    },
  );

  it('a row that failed the pre-validation is not sent: it ends as an error with its messages', async () => {
    // Arrange
    const { actor, calls } = startWizard();
    toDataCheck(actor, [
      { code: 'B1', name: '', zip: '1' },
      { code: 'B2', name: 'Aurora' },
    ]);

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(500);

    // Assert
    expect(calls.find.map((call) => call.row.key)).toEqual(['B2']);
    expect(actor.getSnapshot().context.results[0]).toEqual({
      row: 2,
      key: 'B1',
      status: 'error',
      description: 'Il campo name è obbligatorio; Il campo zip deve avere esattamente 5 caratteri',
    });
  });

  it('002 §9: "progress percent is rounded down" — 0, 33, 66, 100 over three rows', async () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings);
    const percents: number[] = [];

    // Act
    actor.send({ type: 'CONTINUE' });
    percents.push(importProgress(actor.getSnapshot().context.results).percent);
    for (let row = 0; row < 3; row += 1) {
      await vi.advanceTimersByTimeAsync(50);
      percents.push(importProgress(actor.getSnapshot().context.results).percent);
      await vi.advanceTimersByTimeAsync(50);
    }

    // Assert
    expect(percents).toEqual([0, 33, 66, 100]);
  });

  it('002 §4.5: "The Continue button is enabled when all rows are processed." — then step 4 with the counts', async () => {
    // Arrange
    const { actor } = startWizard({ existing: { B3: { id: 3 } } });
    toDataCheck(actor, threeBuildings);
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(150);
    const canContinueMidway = actor.getSnapshot().can({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    const stepMidway = actor.getSnapshot().context.step;

    // Act
    await vi.advanceTimersByTimeAsync(300);
    const canContinueAtEnd = actor.getSnapshot().can({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });

    // Assert
    expect(canContinueMidway).toBe(false);
    expect(stepMidway).toBe(3);
    expect(canContinueAtEnd).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(importOutcomeCounts(actor.getSnapshot().context.results)).toEqual({
      pending: 0,
      inserted: 2,
      updated: 1,
      ignored: 0,
      error: 0,
      cancelled: 0,
      total: 3,
    });
  });

  it('RESET is refused while the import runs, and goes back to step 0 once it has finished', async () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings.slice(0, 1));
    actor.send({ type: 'CONTINUE' });
    const canResetWhileRunning = actor.getSnapshot().can({ type: 'RESET' });

    // Act
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'RESET' });

    // Assert
    expect(canResetWhileRunning).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      step: 0,
      rows: [],
      results: [],
      fileName: null,
    });
  });

  it('RESET from the outcome starts over at step 0 with the default option', async () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings.slice(0, 1));
    actor.send({ type: 'SET_UPDATE_EXISTING', updateExisting: false });
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'CONTINUE' });

    // Act
    actor.send({ type: 'RESET' });

    // Assert
    expect(actor.getSnapshot().context).toMatchObject({
      step: 0,
      rows: [],
      results: [],
      updateExisting: true,
      dryRun: [],
      dryRunStatus: 'notStarted',
    });
  });

  it.each([
    ['step 0', 0],
    ['step 1', 1],
    ['step 2', 2],
  ])('RESET from %s goes to step 0', (_label, step) => {
    // Arrange
    const { actor } = startWizard();
    if (step >= 1) actor.send({ type: 'CONTINUE' });
    if (step >= 2) actor.send({ type: 'FILE_PARSED', rows: threeBuildings });

    // Act
    actor.send({ type: 'RESET' });

    // Assert
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});

describe('importMachine — CANCEL during step 3 (ours)', () => {
  it('stops between rows: the row in flight finishes, the rest is marked not processed, the outcome shows partial counts', async () => {
    // Arrange
    const { actor, calls } = startWizard({ saveDelayMs: 50 });
    toDataCheck(actor, threeBuildings);
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(170);
    const inFlight = actor.getSnapshot().context.results.map((result) => result.status);

    // Act
    actor.send({ type: 'CANCEL' });
    const stepRightAfterCancel = actor.getSnapshot().context.step;
    await vi.advanceTimersByTimeAsync(50);

    // Assert
    expect(inFlight).toEqual(['inserted', 'pending', 'pending']);
    expect(stepRightAfterCancel).toBe(3);
    expect(calls.create.map((call) => call.row.key)).toEqual(['B1', 'B2']);
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(actor.getSnapshot().context.cancelled).toBe(true);
    expect(actor.getSnapshot().context.results.map((result) => result.status)).toEqual([
      'inserted',
      'inserted',
      'cancelled',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.find).toHaveLength(2);
    expect(importOutcomeCounts(actor.getSnapshot().context.results)).toMatchObject({
      inserted: 2,
      cancelled: 1,
      total: 3,
    });
  });

  it('stops at once during the pause between two rows', async () => {
    // Arrange
    const { actor, calls } = startWizard();
    toDataCheck(actor, threeBuildings);
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(50);

    // Act
    actor.send({ type: 'CANCEL' });

    // Assert
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(actor.getSnapshot().context.results.map((result) => result.status)).toEqual([
      'inserted',
      'cancelled',
      'cancelled',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.find).toHaveLength(1);
  });

  it('a CANCEL while the last row is in flight lets it finish and shows a complete outcome', async () => {
    // Arrange
    const { actor } = startWizard({ saveDelayMs: 50 });
    toDataCheck(actor, threeBuildings.slice(0, 1));
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(10);

    // Act
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(50);

    // Assert
    expect(actor.getSnapshot().context.step).toBe(4);
    expect(actor.getSnapshot().context.cancelled).toBe(false);
    expect(actor.getSnapshot().context.results[0]?.status).toBe('inserted');
  });

  it('is not offered once every row is processed', async () => {
    // Arrange
    const { actor } = startWizard();
    toDataCheck(actor, threeBuildings.slice(0, 1));
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(0);
    const canCancelInLastPause = actor.getSnapshot().can({ type: 'CANCEL' });

    // Act
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'CANCEL' });

    // Assert
    expect(canCancelInLastPause).toBe(false);
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(actor.getSnapshot().context.cancelled).toBe(false);
  });
});

describe('importMachine — DRY_RUN at step 2 (ours)', () => {
  it('classifies every row through findExisting only, writing nothing', async () => {
    // Arrange
    const { actor, calls } = startWizard({
      existing: { B2: { id: 'bld-2' } },
      findFailures: { B3: { kind: 'connection' } },
    });
    toDataCheck(actor, [...threeBuildings, { code: 'B4', name: '' }]);

    // Act
    actor.send({ type: 'DRY_RUN' });
    const canContinueWhileChecking = actor.getSnapshot().can({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(1000);

    // Assert
    const { context } = actor.getSnapshot();
    expect(canContinueWhileChecking).toBe(false);
    expect(context.step).toBe(2);
    expect(context.dryRunStatus).toBe('complete');
    expect(context.dryRun).toEqual([
      { row: 2, key: 'B1', finding: 'new', description: null },
      { row: 3, key: 'B2', finding: 'existing', description: null },
      { row: 4, key: 'B3', finding: 'error', description: 'Errore di connessione al server' },
      { row: 5, key: 'B4', finding: 'invalid', description: 'Il campo name è obbligatorio' },
    ]);
    expect(calls.find.map((call) => call.row.key)).toEqual(['B1', 'B2', 'B3']);
    expect(calls.create).toEqual([]);
    expect(calls.update).toEqual([]);
  });

  it('shows would insert / would update / would ignore for the current option', async () => {
    // Arrange
    const { actor } = startWizard({ existing: { B2: { id: 'bld-2' } } });
    toDataCheck(actor, threeBuildings);
    actor.send({ type: 'DRY_RUN' });
    await vi.advanceTimersByTimeAsync(1000);
    const withUpdate = dryRunSummary(
      actor.getSnapshot().context.dryRun,
      actor.getSnapshot().context.updateExisting,
    );

    // Act
    actor.send({ type: 'SET_UPDATE_EXISTING', updateExisting: false });
    const withoutUpdate = dryRunSummary(
      actor.getSnapshot().context.dryRun,
      actor.getSnapshot().context.updateExisting,
    );

    // Assert
    expect(withUpdate).toEqual({
      wouldInsert: 2,
      wouldUpdate: 1,
      wouldIgnore: 0,
      invalid: 0,
      error: 0,
    });
    expect(withoutUpdate).toEqual({
      wouldInsert: 2,
      wouldUpdate: 0,
      wouldIgnore: 1,
      invalid: 0,
      error: 0,
    });
  });

  it('pauses 100 ms between two lookups, like the import', async () => {
    // Arrange
    const { actor, calls } = startWizard();
    toDataCheck(actor, threeBuildings);

    // Act
    actor.send({ type: 'DRY_RUN' });
    await vi.advanceTimersByTimeAsync(99);
    const beforePause = calls.find.length;
    await vi.advanceTimersByTimeAsync(1);

    // Assert
    expect(beforePause).toBe(1);
    expect(calls.find).toHaveLength(2);
  });

  it('can be stopped with CANCEL, keeping what it found so far', async () => {
    // Arrange
    const { actor, calls } = startWizard();
    toDataCheck(actor, threeBuildings);
    actor.send({ type: 'DRY_RUN' });
    await vi.advanceTimersByTimeAsync(50);

    // Act
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(1000);

    // Assert
    expect(calls.find).toHaveLength(1);
    expect(actor.getSnapshot().context.dryRun).toHaveLength(1);
    expect(actor.getSnapshot().context.dryRunStatus).toBe('stopped');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(true);
  });

  it('is followed by the real run on CONTINUE, which looks the rows up again', async () => {
    // Arrange
    const { actor, calls } = startWizard();
    toDataCheck(actor, threeBuildings.slice(0, 2));
    actor.send({ type: 'DRY_RUN' });
    await vi.advanceTimersByTimeAsync(500);

    // Act
    actor.send({ type: 'CONTINUE' });
    await vi.advanceTimersByTimeAsync(500);

    // Assert
    expect(calls.find).toHaveLength(4);
    expect(calls.create).toHaveLength(2);
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(true);
  });
});

describe('importMachine — actors the app did not provide', () => {
  it('each row ends as a generic server error, never as a false success', async () => {
    // Arrange
    const onlyLookup = importMachine.provide({
      actors: {
        findExisting: fromPromise<ImportExistingRecord | null, FindExistingInput>(
          async ({ input }) => (input.row.key === 'B2' ? { id: 2 } : null),
        ),
      },
    });
    const withNothing = createActor(importMachine, {
      input: { schema: importSchemaFor('buildings') },
    });
    const withLookupOnly = createActor(onlyLookup, {
      input: { schema: importSchemaFor('buildings') },
    });

    // Act
    for (const actor of [withNothing, withLookupOnly]) {
      actor.start();
      actor.send({ type: 'CONTINUE' });
      actor.send({ type: 'FILE_PARSED', rows: threeBuildings.slice(0, 2) });
      actor.send({ type: 'CONTINUE' });
    }
    await vi.advanceTimersByTimeAsync(500);

    // Assert
    for (const actor of [withNothing, withLookupOnly]) {
      expect(
        actor.getSnapshot().context.results.map((result) => [result.status, result.description]),
      ).toEqual([
        ['error', 'Errore generico del server'],
        ['error', 'Errore generico del server'],
      ]);
    }
  });
});
