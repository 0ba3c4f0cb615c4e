import { describe, expect, it } from 'vitest';
import { supplierDisplayName } from './supplierName.ts';

describe('supplierDisplayName', () => {
  it.each([
    [{ name1: 'Rossi Impianti', name2: 'S.r.l.' }, 'Rossi Impianti S.r.l.'],
    [{ name1: 'Giuseppe', name2: 'Verdi' }, 'Giuseppe Verdi'],
    [{ name1: ' Società Àrgo ', name2: null }, 'Società Àrgo'],
    [{ name1: null, name2: 'Bianchi' }, 'Bianchi'],
    [{ name1: '', name2: '', code: ' F-001 ' }, 'F-001'],
    [{ name1: null, code: null }, '-'],
    [null, '-'],
    [undefined, '-'],
  ])('002 §3.5: "Supplier: code, name1, name2": %j → %s', (supplier, expected) => {
    // Act
    const name = supplierDisplayName(supplier);

    // Assert
    expect(name).toBe(expected);
  });
});
