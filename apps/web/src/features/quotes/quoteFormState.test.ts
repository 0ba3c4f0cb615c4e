import { describe, expect, it } from 'vitest';
import { emptyQuoteForm, quoteFormValues, validateQuoteFormState } from './quoteFormState.ts';

const NOW = new Date('2026-12-07T09:00:00Z');

describe('the quote request form (DECISIONS.md "Quote lifecycle" 1)', () => {
  it('an empty request is refused on object, building, deadline and suppliers, each beside its field', () => {
    // Arrange
    const state = emptyQuoteForm();

    // Act
    const errors = validateQuoteFormState(state, NOW);

    // Assert
    expect(errors).toEqual({
      object: 'Campo obbligatorio',
      _building: 'Campo obbligatorio',
      dueDate: 'Campo obbligatorio',
      suppliers: 'Scegli almeno un fornitore',
    });
  });

  it('a filled request goes to the gateway with the ids of the picked building and suppliers', () => {
    // Arrange
    const state = {
      object: 'Rifacimento facciata',
      building: { id: '3', name: 'Condominio Aurora' },
      description: '  ',
      dueDate: '2026-12-20',
      suppliers: [
        { id: '4', code: 'F004', name1: 'Idraulica Bianchi', name2: null },
        { id: '7', code: 'F007', name1: 'Edil Verdi', name2: null },
      ],
    } as Parameters<typeof quoteFormValues>[0];

    // Act
    const values = quoteFormValues(state);
    const errors = validateQuoteFormState(state, NOW);

    // Assert
    expect(values).toEqual({
      object: 'Rifacimento facciata',
      _building: 3,
      description: null,
      dueDate: '2026-12-20',
      suppliers: [4, 7],
    });
    expect(errors).toEqual({});
  });

  it('a deadline already past is refused: a supplier must be able to answer', () => {
    // Arrange
    const state = { ...emptyQuoteForm(), dueDate: '2026-12-01' };

    // Act
    const errors = validateQuoteFormState(state, NOW);

    // Assert
    expect(errors.dueDate).toBe('La scadenza non può essere passata');
  });
});
