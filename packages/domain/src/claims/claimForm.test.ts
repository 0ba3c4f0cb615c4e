import { describe, expect, it } from 'vitest';
import { CLAIM_FORM_REQUIRED_FIELDS, claimCode, validateClaimForm } from './claimForm.ts';

describe('validateClaimForm (001 §3 Claim; DECISIONS.md "Claim lifecycle" 8)', () => {
  it('001 §3 "dateStart, the building": both required, with the required message', () => {
    // Act
    const result = validateClaimForm({});

    // Assert
    expect(result).toEqual({
      valid: false,
      errors: {
        _building: 'Il campo Immobile è obbligatorio',
        dateStart: 'Il campo Data apertura è obbligatorio',
      },
    });
    expect(CLAIM_FORM_REQUIRED_FIELDS).toEqual(['_building', 'dateStart']);
  });

  it('a complete claim with both supplier links and a claimed amount with a decimal comma is valid', () => {
    // Act
    const result = validateClaimForm({
      _building: '3',
      dateStart: '2026-11-30',
      _orgEmployee: '4',
      _supplierICMP: '12',
      _supplierIEXP: '13',
      amountClaimed: '1800,50',
      description: 'Infiltrazione dal terrazzo',
    });

    // Assert
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('000 §5 a negative claimed amount: "deve essere maggiore o uguale a zero"', () => {
    // Act
    const result = validateClaimForm({ _building: 3, dateStart: '2026-11-30', amountClaimed: -5 });

    // Assert
    expect(result.errors).toEqual({
      amountClaimed: 'Il campo Importo richiesto deve essere maggiore o uguale a zero',
    });
  });

  it('000 §5 "Amount: digits with an optional decimal part of 1 or 2 digits": three decimals are refused', () => {
    // Act
    const result = validateClaimForm({
      _building: 3,
      dateStart: '2026-11-30',
      amountClaimed: '10.123',
    });

    // Assert
    expect(result.errors).toEqual({
      amountClaimed: 'Il campo Importo richiesto deve essere un importo valido',
    });
  });

  it('notes of more than 4000 characters are refused', () => {
    // Act
    const result = validateClaimForm({
      _building: 3,
      dateStart: '2026-11-30',
      description: 'x'.repeat(4001),
    });

    // Assert
    expect(result.errors).toEqual({
      description: 'Il campo Note deve avere al massimo 4000 caratteri',
    });
  });
});

describe('claimCode', () => {
  it("001 §3 Claim code: 'SIN-<year>-<number>' padded to three digits, as the demo claims", () => {
    // Assert
    expect(claimCode(2026, 7)).toBe('SIN-2026-007');
    expect(claimCode(2026, 1234)).toBe('SIN-2026-1234');
  });
});
