import { describe, expect, it } from 'vitest';
import { describeImportFailure, importRowStatusLabel, progressPercent } from './outcomes.ts';

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
