import { describe, expect, it } from 'vitest';
import { TICKET_VISIBILITY_OPTIONS, validateTicketForm } from './ticketForm.ts';

describe('validateTicketForm (001 §3 Ticket: object, priority, visibility)', () => {
  it('an empty form: object and building are required', () => {
    // Act
    const result = validateTicketForm({});

    // Assert
    expect(result).toEqual({
      valid: false,
      errors: {
        object: 'Il campo Oggetto è obbligatorio',
        _building: 'Il campo Immobile è obbligatorio',
      },
    });
  });

  it('001 §4.3 "Priority URGENT exists": an urgent ticket on a building with a visibility is valid', () => {
    // Act
    const result = validateTicketForm({
      object: 'Perdita d’acqua in cantina',
      _building: 11,
      description: 'Dal soffitto del box 3.',
      priority: 'URGENT',
      visibility: 'owner',
    });

    // Assert
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('002 §5.1, §9: the object holds at most 80 characters', () => {
    // Act
    const result = validateTicketForm({ object: 'x'.repeat(81), _building: 11 });

    // Assert
    expect(result.errors).toEqual({
      object: 'Il campo Oggetto deve avere al massimo 80 caratteri',
    });
  });

  it('a priority or visibility outside the lists is refused', () => {
    // Act
    const result = validateTicketForm({
      object: 'Citofono guasto',
      _building: 11,
      priority: 'HIGH',
      visibility: 'everyone',
    });

    // Assert
    expect(result.errors).toEqual({
      priority: 'Il campo Priorità non è valido.',
      visibility: 'Il campo Visibilità non è valido.',
    });
  });

  it('002 §3.6 visibility values: owner, tennant, councilor, doorkeeper', () => {
    // Assert
    expect(TICKET_VISIBILITY_OPTIONS).toEqual([
      { value: 'owner', label: 'Proprietari' },
      { value: 'tennant', label: 'Inquilini' },
      { value: 'councilor', label: 'Consiglieri' },
      { value: 'doorkeeper', label: 'Portiere' },
    ]);
  });
});
