import { describe, expect, it } from 'vitest';
import {
  importBatchPlan,
  importBatchSizeRefusal,
  importFileSizeRefusal,
  importHeaderRefusal,
  importBatchUndoRefusal,
  importUndoRefusal,
} from './batch.ts';
import { prepareImportRows } from './rows.ts';
import { importSchemaFor } from './schemas.ts';

const schema = importSchemaFor('contacts', { category: 'person' });

describe('importBatchPlan — what an import does with each row, shown by the dry run before anything is written (002 §4.5, §5.4)', () => {
  it('update-existing off: a valid new row is inserted, a row already in the registry or met higher in the sheet is ignored, an invalid row is an error with its reasons (002 §4.5)', () => {
    const rows = prepareImportRows(
      [
        { lastname: 'Rossi', nin: 'RSSMRA80A01H501U' },
        { lastname: 'Bianchi', nin: 'BNCGPP75B02F205X' },
        { lastname: 'Rossi bis', nin: 'RSSMRA80A01H501U' },
        { lastname: '', nin: 'VRDLGU90C03L219Z', zip: '1234' },
      ],
      schema,
    );
    const plan = importBatchPlan(rows, new Set(['BNCGPP75B02F205X']), false);
    expect(plan.map(({ row, plan: what }) => [row, what])).toEqual([
      [2, 'wouldInsert'],
      [3, 'wouldIgnore'],
      [4, 'wouldIgnore'],
      [5, 'invalid'],
    ]);
    expect(plan[1]?.reasons).toEqual(['Elemento già presente in anagrafica']);
    expect(plan[3]?.reasons.length).toBeGreaterThanOrEqual(2);
    expect(plan[3]?.reasons).toContain('Il campo Cognome è obbligatorio');
  });
});

describe('importBatchPlan with update-existing on (002 §4.5 "updated (when update-existing is on, the default)")', () => {
  it('a row already in the registry is updated; the same key met again in the sheet, or written by an earlier part of the batch, is ignored', () => {
    const rows = prepareImportRows(
      [
        { lastname: 'Bianchi', nin: 'BNCGPP75B02F205X' },
        { lastname: 'Bianchi bis', nin: 'BNCGPP75B02F205X' },
        { lastname: 'Rossi', nin: 'RSSMRA80A01H501U' },
        { lastname: 'Verdi', nin: 'VRDLGU90C03L219Z' },
      ],
      schema,
    );
    const plan = importBatchPlan(
      rows,
      new Set(['BNCGPP75B02F205X', 'VRDLGU90C03L219Z']),
      true,
      new Set(['VRDLGU90C03L219Z']),
    );
    expect(plan.map(({ row, plan: what }) => [row, what])).toEqual([
      [2, 'wouldUpdate'],
      [3, 'wouldIgnore'],
      [4, 'wouldInsert'],
      [5, 'wouldIgnore'],
    ]);
    expect(plan[0]?.reasons).toEqual([]);
    expect(plan[1]?.reasons).toEqual(['Elemento già presente in anagrafica']);
  });

  it('a key of a record of the other route category (a company met in an import of persons) is an error: an import never moves a record across categories', () => {
    const rows = prepareImportRows([{ lastname: 'Bianchi', nin: '01234567890' }], schema);
    const plan = importBatchPlan(rows, new Set(), true, new Set(), new Set(['01234567890']));
    expect(plan).toEqual([
      {
        row: 2,
        key: '01234567890',
        plan: 'invalid',
        reasons: ['Elemento già presente in anagrafica in un’altra categoria'],
      },
    ]);
  });
});

describe('importBatchUndoRefusal — the undo of a whole batch is refused when a record changed since (DECISIONS.md "The import model, updates and the registry\'s imports")', () => {
  it('no blocker: the undo goes ahead; blockers: one Italian refusal naming the first five and how many', () => {
    expect(importBatchUndoRefusal([])).toBeNull();
    expect(
      importBatchUndoRefusal([
        { key: 'RSSMRA80A01H501U', reason: 'Modificato dopo l’importazione' },
      ]),
    ).toBe(
      'Impossibile annullare l’importazione: elementi cambiati dopo l’importazione (1): RSSMRA80A01H501U: Modificato dopo l’importazione',
    );
    const many = Array.from({ length: 7 }, (_, index) => ({
      key: `K${String(index)}`,
      reason: 'Usato da 1 diritto',
    }));
    expect(importBatchUndoRefusal(many)).toBe(
      'Impossibile annullare l’importazione: elementi cambiati dopo l’importazione (7): K0: Usato da 1 diritto; K1: Usato da 1 diritto; K2: Usato da 1 diritto; K3: Usato da 1 diritto; K4: Usato da 1 diritto; …',
    );
  });
});

describe('importBatchSizeRefusal — a sheet over the stated limit is refused before anything is checked (002 §5.4)', () => {
  it('5,000 rows are taken, 100,000 are refused with the limit', () => {
    expect(importBatchSizeRefusal(5000)).toBeNull();
    expect(importBatchSizeRefusal(100_000)).toBe(
      'Il file contiene 100000 righe: se ne possono importare al massimo 5000 alla volta',
    );
  });
});

describe('importUndoRefusal — the undo deletes what the import created unless something happened to it since (002 §4.5)', () => {
  it('an untouched unused record may go; an edited one or one in use says why', () => {
    expect(importUndoRefusal(false, {})).toBeNull();
    expect(importUndoRefusal(true, {})).toBe('Modificato dopo l’importazione');
    expect(importUndoRefusal(false, { entitlement: 2 })).toBe('Usato da 2 diritti');
  });
});

describe('hostile files — refused with a clear Italian message before anything is read or written (002 §5.4)', () => {
  it('a file declaring more than 50 MB once uncompressed is refused; one of 3 MB is read', () => {
    expect(importFileSizeRefusal(3 * 1024 * 1024)).toBeNull();
    expect(importFileSizeRefusal(4 * 1024 * 1024 * 1024)).toBe(
      'Il file è troppo grande: i suoi dati superano 50 MB una volta decompressi',
    );
  });

  it("a '__proto__', 'constructor' or 'prototype' header is refused; 'Costruttore' is a header like any other", () => {
    expect(importHeaderRefusal('__proto__')).toBe('Intestazione di colonna non ammessa: __proto__');
    expect(importHeaderRefusal(' constructor ')).toBe(
      'Intestazione di colonna non ammessa: constructor',
    );
    expect(importHeaderRefusal('prototype')).not.toBeNull();
    expect(importHeaderRefusal('Costruttore')).toBeNull();
  });
});
