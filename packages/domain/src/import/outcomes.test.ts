import { describe, expect, it } from 'vitest';
import type { ImportRowResult } from './outcomes.ts';
import {
  allRowsProcessed,
  describeImportFailure,
  importErrorRows,
  importErrorRowText,
  importOutcomeCounts,
  importProgress,
  importRowStatusLabel,
  pendingImportResults,
  progressPercent,
} from './outcomes.ts';

const results: ImportRowResult[] = [
  { row: 2, key: 'B1', status: 'inserted', description: null },
  { row: 3, key: 'B2', status: 'updated', description: null },
  { row: 4, key: 'B3', status: 'ignored', description: 'Elemento già presente in anagrafica' },
  { row: 5, key: 'B4', status: 'error', description: 'Codice già usato' },
  { row: 6, key: '', status: 'error', description: null },
  { row: 7, key: 'B6', status: 'cancelled', description: null },
];

describe('progressPercent', () => {
  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 66],
    [3, 3, 100],
    [199, 200, 99],
    [7, 7, 100],
    [0, 0, 100],
    [5, 3, 100],
    [-1, 3, 0],
  ])('002 §9: "progress percent is rounded down" — %d of %d → %d', (done, total, expected) => {
    // Arrange, Act
    const result = progressPercent(done, total);

    // Assert
    expect(result).toBe(expected);
  });
});

describe('importProgress and allRowsProcessed', () => {
  it('002 §4.5: "The Continue button is enabled when all rows are processed."', () => {
    // Arrange
    const running: ImportRowResult[] = [
      { row: 2, key: 'B1', status: 'inserted', description: null },
      { row: 3, key: 'B2', status: 'pending', description: null },
      { row: 4, key: 'B3', status: 'pending', description: null },
    ];

    // Act
    const progress = importProgress(running);

    // Assert
    expect(progress).toEqual({ done: 1, total: 3, percent: 33 });
    expect(allRowsProcessed(running)).toBe(false);
    expect(allRowsProcessed(results)).toBe(true);
  });
});

describe('pendingImportResults', () => {
  it('starts every row pending', () => {
    // Arrange
    const rows = [{ row: 2, key: 'B1' }];

    // Act
    const pending = pendingImportResults(rows);

    // Assert
    expect(pending).toEqual([{ row: 2, key: 'B1', status: 'pending', description: null }]);
  });
});

describe('importOutcomeCounts', () => {
  it('002 §4.5: "Each row ends as inserted, updated, ignored or error" — counted for the outcome step', () => {
    // Arrange, Act
    const counts = importOutcomeCounts(results);

    // Assert
    expect(counts).toEqual({
      pending: 0,
      inserted: 1,
      updated: 1,
      ignored: 1,
      error: 2,
      cancelled: 1,
      total: 6,
    });
  });
});

describe('importErrorRows', () => {
  it('002 §3.7: "Error row: row, key, description, warning flag" — errors, and ignored rows as warnings', () => {
    // Arrange, Act
    const errorRows = importErrorRows(results);

    // Assert
    expect(errorRows).toEqual([
      { row: 4, key: 'B3', description: 'Elemento già presente in anagrafica', warning: true },
      { row: 5, key: 'B4', description: 'Codice già usato', warning: false },
      { row: 6, key: '', description: 'Errore generico del server', warning: false },
    ]);
  });

  it('002 §8: "\'Elemento già presente in anagrafica\' as a warning when updating is off" — even without a stored description', () => {
    // Arrange
    const ignored: ImportRowResult[] = [
      { row: 2, key: 'B1', status: 'ignored', description: null },
    ];

    // Act
    const errorRows = importErrorRows(ignored);

    // Assert
    expect(errorRows).toEqual([
      { row: 2, key: 'B1', description: 'Elemento già presente in anagrafica', warning: true },
    ]);
  });
});

describe('importErrorRowText', () => {
  it('002 §8: "the server message per row with the row number and key"', () => {
    // Arrange
    const errorRow = { row: 5, key: 'B4', description: 'Codice già usato', warning: false };

    // Act
    const text = importErrorRowText(errorRow);

    // Assert
    expect(text).toBe('Riga 5 (B4): Codice già usato');
  });

  it('leaves out an empty key', () => {
    // Arrange
    const errorRow = {
      row: 6,
      key: '',
      description: 'Il campo code è obbligatorio',
      warning: false,
    };

    // Act
    const text = importErrorRowText(errorRow);

    // Assert
    expect(text).toBe('Riga 6: Il campo code è obbligatorio');
  });
});

describe('describeImportFailure', () => {
  it.each([[{ kind: 'connection' }], [new TypeError('Failed to fetch')]])(
    '002 §8: "\'Errore di connessione al server\'" — %o',
    (error) => {
      // Arrange, Act
      const description = describeImportFailure(error);

      // Assert
      expect(description).toBe('Errore di connessione al server');
    },
  );

  it.each([
    [{ kind: 'server', message: 'Codice edificio già esistente' }, 'Codice edificio già esistente'],
    [{ code: 'E_DUP', message: 'Contatto duplicato', error: {} }, 'Contatto duplicato'],
  ])('002 §8: "the server message per row" — %o', (error, expected) => {
    // Arrange, Act
    const description = describeImportFailure(error);

    // Assert
    expect(description).toBe(expected);
  });

  it.each([
    [{ kind: 'server' }],
    [{ kind: 'server', message: '  ' }],
    [{ code: 500, message: 42 }],
    [new Error('undefined is not a function')],
    ['boom'],
    [null],
  ])('002 §8: "\'Errore generico del server\'" — %o', (error) => {
    // Arrange, Act
    const description = describeImportFailure(error);

    // Assert
    expect(description).toBe('Errore generico del server');
  });
});

describe('importRowStatusLabel', () => {
  it.each([
    ['pending', 'Da elaborare'],
    ['inserted', 'Inserito'],
    ['updated', 'Aggiornato'],
    ['ignored', 'Ignorato'],
    ['error', 'Errore'],
    ['cancelled', 'Non elaborato'],
  ] as const)('002 §4.5: row outcome %s is labelled %j', (status, expected) => {
    // Arrange, Act
    const label = importRowStatusLabel(status);

    // Assert
    expect(label).toBe(expected);
  });
});
