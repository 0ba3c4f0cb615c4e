import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';

describe('formatAddress', () => {
  it('000 §3: "Address shown as \'city - street (province)\'"', () => {
    // Arrange
    const building = { city: 'Milano', street: 'Via Roma 1', province: 'MI' };

    // Act
    const address = formatAddress(building);

    // Assert
    expect(address).toBe('Milano - Via Roma 1 (MI)');
  });

  it.each([
    [{ city: 'Milano', street: 'Via Roma 1' }, 'Milano - Via Roma 1'],
    [{ city: 'Milano', street: 'Via Roma 1', province: null }, 'Milano - Via Roma 1'],
    [{ street: 'Via Roma 1', province: 'MI' }, 'Via Roma 1 (MI)'],
    [{ city: 'Milano', province: 'MI' }, 'Milano (MI)'],
    [
      { city: ' Forlì ', street: '  Corso Garibaldi 5 ', province: ' fc ' },
      'Forlì - Corso Garibaldi 5 (FC)',
    ],
    [{ city: '', street: '', province: '' }, '-'],
    [{}, '-'],
    [null, '-'],
    [undefined, '-'],
  ])('000 §3: "city - street (province)" with missing parts: %j → %s', (building, expected) => {
    // Act
    const address = formatAddress(building);

    // Assert
    expect(address).toBe(expected);
  });
});
