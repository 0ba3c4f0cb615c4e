import { describe, expect, it } from 'vitest';
import {
  emptyPollForm,
  pollFormStateOf,
  pollFormValues,
  validatePollFormState,
} from './pollFormState.ts';

const BUILDING = { id: 3, name: 'Condominio Manzoni' } as never;

describe('pollFormValues (DECISIONS.md "Polls" 1: the answers one per line)', () => {
  it('reads one answer a line, trimmed, blank lines left out', () => {
    // Act
    const values = pollFormValues({
      ...emptyPollForm(),
      building: BUILDING,
      object: ' Orario ',
      question: 'Sabato?',
      options: ' Sì \n\nNo\n  \n',
      validTo: '2026-12-20',
    });

    // Assert
    expect(values).toEqual({
      _building: '3',
      buildings: [],
      object: 'Orario',
      question: 'Sabato?',
      options: ['Sì', 'No'],
      validTo: '2026-12-20',
    });
  });
});

describe('validatePollFormState (domain validatePollForm, DECISIONS.md "Polls" 1)', () => {
  it('an empty form says every field is missing, the answers with the 2–10 rule', () => {
    // Act
    const errors = validatePollFormState(emptyPollForm(), new Date(2026, 11, 7));

    // Assert
    expect(Object.keys(errors).sort()).toEqual([
      '_building',
      'object',
      'options',
      'question',
      'validTo',
    ]);
    expect(errors.options).toBe('Indica da 2 a 10 risposte');
  });

  it('a closing date before today is refused; today is accepted', () => {
    // Arrange
    const filled = {
      building: BUILDING,
      otherBuildings: [],
      object: 'Orario',
      question: 'Sabato?',
      options: 'Sì\nNo',
    };

    // Act
    const past = validatePollFormState({ ...filled, validTo: '2026-12-06' }, new Date(2026, 11, 7));
    const today = validatePollFormState(
      { ...filled, validTo: '2026-12-07' },
      new Date(2026, 11, 7),
    );

    // Assert
    expect(past.validTo).toBe('La data di chiusura non può essere nel passato');
    expect(today).toEqual({});
  });
});

describe('pollFormStateOf (DECISIONS.md "Polls" 7: the edit starts from the stored poll)', () => {
  it('holds the building with its included name and the answers one per line, which read back the same', () => {
    // Arrange
    const poll = {
      id: 4,
      object: 'Orario',
      question: 'Sabato?',
      options: [
        { id: 1, label: 'Sì', votes: 2 },
        { id: 2, label: 'No', votes: 0 },
      ],
      status: true,
      publishedAt: '2026-12-01T09:00:00Z',
      validFrom: '2026-12-01',
      validTo: '2026-12-20',
      myVote: null,
      _building: 3,
      buildings: [3],
      createdAt: '2026-12-01T09:00:00Z',
      updatedAt: '2026-12-01T09:00:00Z',
      org_buildings: { id: 3, name: 'Condominio Manzoni' },
    };

    // Act
    const state = pollFormStateOf(poll);

    // Assert
    expect(state).toEqual({
      building: { id: '3', name: 'Condominio Manzoni' },
      otherBuildings: [],
      object: 'Orario',
      question: 'Sabato?',
      options: 'Sì\nNo',
      validTo: '2026-12-20',
    });
    expect(pollFormValues(state).options).toEqual(['Sì', 'No']);
  });
});
