import { describe, expect, it } from 'vitest';
import {
  pollBuildingError,
  pollHistoryActionLabel,
  pollHistoryFieldLabel,
  pollNotificationTitle,
  pollOptionsFromLabels,
  validatePollForm,
} from './pollForm.ts';

const VALID = {
  _building: 3,
  object: 'Orario della portineria',
  question: 'Apriamo anche il sabato?',
  options: ['Sì', 'No'],
  validTo: '2026-12-20',
};

describe('validatePollForm (DECISIONS.md "Polls" 1; 000 §9 form limits)', () => {
  it('a poll with a building, a title, a question, two answers and a closing date is valid', () => {
    // Act
    const result = validatePollForm(VALID, '2026-12-07');

    // Assert
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('every field is required', () => {
    // Act
    const result = validatePollForm({ object: ' ', question: null }, '2026-12-07');

    // Assert
    expect(Object.keys(result.errors).sort()).toEqual([
      '_building',
      'object',
      'options',
      'question',
      'validTo',
    ]);
  });

  it('a poll offers 2 to 10 answers', () => {
    // Act
    const one = validatePollForm({ ...VALID, options: ['Sì'] }, '2026-12-07');
    const eleven = validatePollForm(
      {
        ...VALID,
        options: Array.from({ length: 11 }, (_, index) => `Risposta ${String(index + 1)}`),
      },
      '2026-12-07',
    );
    const ten = validatePollForm(
      {
        ...VALID,
        options: Array.from({ length: 10 }, (_, index) => `Risposta ${String(index + 1)}`),
      },
      '2026-12-07',
    );

    // Assert
    expect(one.errors.options).toBe('Indica da 2 a 10 risposte');
    expect(eleven.errors.options).toBe('Indica da 2 a 10 risposte');
    expect(ten.valid).toBe(true);
  });

  it('an answer is neither empty, nor repeated, nor over 80 characters', () => {
    // Act
    const empty = validatePollForm({ ...VALID, options: ['Sì', '  '] }, '2026-12-07');
    const repeated = validatePollForm({ ...VALID, options: ['Sì', ' sì'] }, '2026-12-07');
    const long = validatePollForm({ ...VALID, options: ['Sì', 'a'.repeat(81)] }, '2026-12-07');

    // Assert
    expect(empty.errors.options).toBe('Una risposta non può essere vuota');
    expect(repeated.errors.options).toBe('Le risposte devono essere diverse tra loro');
    expect(long.errors.options).toBe('Ogni risposta può avere al massimo 80 caratteri');
  });

  it('000 §9: a title over 80 characters is refused', () => {
    // Act
    const result = validatePollForm({ ...VALID, object: 'a'.repeat(81) }, '2026-12-07');

    // Assert
    expect(result.errors.object).toMatch(/80/);
  });

  it('DECISIONS.md "Polls: the closing date of an edit": a poll cannot close in the past, created or edited; today is allowed', () => {
    // Act
    const past = validatePollForm({ ...VALID, validTo: '2026-12-06' }, '2026-12-07');
    const today = validatePollForm({ ...VALID, validTo: '2026-12-07' }, '2026-12-07');

    // Assert
    expect(past.errors.validTo).toBe('La data di chiusura non può essere nel passato');
    expect(today.valid).toBe(true);
  });
});

describe('pollOptionsFromLabels (DECISIONS.md "Polls" 1)', () => {
  it('numbers the answers from 1, trimmed, with no vote', () => {
    // Act
    const options = pollOptionsFromLabels([' Sì ', 'No']);

    // Assert
    expect(options).toEqual([
      { id: 1, label: 'Sì', votes: 0 },
      { id: 2, label: 'No', votes: 0 },
    ]);
  });
});

describe('pollHistoryActionLabel, pollHistoryFieldLabel (DECISIONS.md "Polls", "Record history")', () => {
  it('names the lifecycle steps and the recorded fields in Italian', () => {
    // Act
    const labels = [
      pollHistoryActionLabel('PUBLISH'),
      pollHistoryActionLabel('CLOSE'),
      pollHistoryFieldLabel('status'),
      pollHistoryFieldLabel('question'),
    ];

    // Assert
    expect(labels).toEqual(['Sondaggio pubblicato', 'Sondaggio chiuso', 'Stato', 'Domanda']);
  });
});

describe('pollBuildingError (002 §2.10: polls are hidden for private buildings)', () => {
  it('a private building is refused with its reason; a condominium is not', () => {
    // Act
    const errors = [
      pollBuildingError({ isPrivate: true }),
      pollBuildingError({ isPrivate: false }),
    ];

    // Assert
    expect(errors).toEqual(['Un immobile privato non ha sondaggi', null]);
  });
});

describe('pollNotificationTitle (DECISIONS.md "Polls" 5)', () => {
  it('names the poll in the bell', () => {
    // Act
    const title = pollNotificationTitle({ object: 'Orario della portineria' });

    // Assert
    expect(title).toBe('Nuovo sondaggio: Orario della portineria');
  });
});
