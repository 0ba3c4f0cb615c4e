import { describe, expect, it } from 'vitest';
import {
  claimFormState,
  claimFormValues,
  emptyClaimForm,
  validateClaimFormState,
} from './claimFormState.ts';

describe('the claim form (001 §3 Claim; DECISIONS.md "Claim lifecycle" 8)', () => {
  it('a new claim opens today, with nothing else filled; building and opening date are required', () => {
    // Arrange
    const state = emptyClaimForm('2026-12-06');

    // Act
    const errors = validateClaimFormState({ ...state, dateStart: '' });

    // Assert
    expect(claimFormValues(state)).toEqual({
      _building: null,
      dateStart: '2026-12-06',
      _orgEmployee: null,
      _supplierICMP: null,
      _supplierIEXP: null,
      amountClaimed: null,
      description: null,
    });
    expect(errors).toEqual({
      _building: 'Il campo Immobile è obbligatorio',
      dateStart: 'Il campo Data apertura è obbligatorio',
    });
  });

  it('000 §5 the claimed amount typed with a decimal comma goes as a number; a text that is no amount goes as typed, for the rule to say so', () => {
    // Arrange
    const state = { ...emptyClaimForm('2026-12-06'), amountClaimed: '1.800,50' };

    // Act
    const typed = claimFormValues({ ...state, amountClaimed: '1800,50' });
    const wrong = validateClaimFormState({ ...state, amountClaimed: 'mille' });

    // Assert
    expect(typed.amountClaimed).toBe(1800.5);
    expect(wrong.amountClaimed).toBe('Il campo Importo richiesto deve essere un importo valido');
  });

  it('a stored claim fills the pickers with its building, employee, insurer (ICMP) and loss adjuster (IEXP), and keeps its version', () => {
    // Act
    const state = claimFormState({
      id: '21',
      code: 'SIN-2026-021',
      status: 'VERIFYING',
      _building: 3,
      building: { id: 3, name: 'Condominio Manzoni' },
      _orgEmployee: '4',
      org_employees: { id: 4, fullname: 'Giulia Rossi' },
      _supplierICMP: '7',
      supplierICMP: { id: 7, name1: 'Assicurazioni Torre S.p.A.' },
      _supplierIEXP: null,
      dateStart: '2026-11-30T00:00:00.000Z',
      amountClaimed: '1800.50',
      description: null,
      updatedAt: '2026-12-01T09:00:00.000Z',
    } as never);

    // Assert
    expect(state).toMatchObject({
      building: { id: '3', name: 'Condominio Manzoni' },
      dateStart: '2026-11-30',
      employee: { id: '4', fullname: 'Giulia Rossi' },
      insurer: { id: '7', name1: 'Assicurazioni Torre S.p.A.' },
      lossAdjuster: null,
      amountClaimed: '1800,50',
      description: '',
      version: '2026-12-01T09:00:00.000Z',
    });
    expect(claimFormValues(state)).toMatchObject({
      _building: '3',
      _orgEmployee: '4',
      _supplierICMP: '7',
      _supplierIEXP: null,
      amountClaimed: 1800.5,
    });
  });
});
