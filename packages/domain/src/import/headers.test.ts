import { describe, expect, it } from 'vitest';
import { matchesColumnName, normalizeHeader } from './headers.ts';

describe('normalizeHeader', () => {
  it.each([
    ['Codice Fiscale', 'codiceFiscale'],
    ['CODICE FISCALE', 'codiceFiscale'],
    ['  codice   fiscale  ', 'codiceFiscale'],
    ['Città', 'citta'],
    ['E-mail', 'eMail'],
    ['P.IVA', 'pIva'],
    ['NIN', 'nin'],
    ['isOwner', 'isOwner'],
    ['IsTennant', 'isTennant'],
    ['name1', 'name1'],
    ['Indirizzo 2', 'indirizzo2'],
    ['_building', '_building'],
    ['_contactDeputy', '_contactDeputy'],
    ['Proprietario (S/N)', 'proprietarioSN'],
    ['', ''],
  ])('002 §5.4: "Headers are normalised to camelCase." — %j → %j', (header, expected) => {
    // Arrange, Act
    const result = normalizeHeader(header);

    // Assert
    expect(result).toBe(expected);
  });
});

describe('matchesColumnName', () => {
  it("002 §5.4: a normalised header finds its column ignoring case ('E-mail' → email)", () => {
    // Arrange
    const header = normalizeHeader('E-mail');

    // Act
    const results = [matchesColumnName(header, 'email'), matchesColumnName(header, 'mobile')];

    // Assert
    expect(results).toEqual([true, false]);
  });
});
