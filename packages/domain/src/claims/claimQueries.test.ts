import { describe, expect, it } from 'vitest';
import { CLAIM_LIST_EXPAND, claimPickerCriteria } from './claimQueries.ts';

const notClosed = { $notIn: ['CLOSE_LIQUIDATED', 'CLOSE_NOT_LIQUIDATED'] };

describe('claimPickerCriteria', () => {
  it('002 §7.1: "Claim queries use full_text, or where status not in closed and _building"', () => {
    // Act
    const query = claimPickerCriteria('infiltrazione', 'bld-7');

    // Assert
    expect(query).toEqual({
      full_text: 'infiltrazione',
      where: { status: notClosed, _building: 'bld-7' },
    });
  });

  it('002 §5.2: "The claim picker excludes closed claims" — also with no text and no building', () => {
    // Act
    const query = claimPickerCriteria('   ');

    // Assert
    expect(query).toEqual({ where: { status: notClosed } });
  });

  it.each([null, ''])(
    '002 §7.1: "where status not in closed and _building" — no building filter for %j',
    (buildingId) => {
      // Act
      const query = claimPickerCriteria(' Tubo rotto ', buildingId);

      // Assert
      expect(query).toEqual({ full_text: 'Tubo rotto', where: { status: notClosed } });
    },
  );
});

describe('CLAIM_LIST_EXPAND', () => {
  it('001 §7: "Claims: list and count with an expand of building, supplierICMP and supplierIEXP"', () => {
    // Assert
    expect(CLAIM_LIST_EXPAND).toEqual(['building', 'supplierICMP', 'supplierIEXP']);
  });
});
