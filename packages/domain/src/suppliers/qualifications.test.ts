import { describe, expect, it } from 'vitest';
import { parseQualificationIds, qualificationNames } from './qualifications.ts';

describe('parseQualificationIds', () => {
  it.each([
    ['3,7,12', ['3', '7', '12']],
    [' 3, 7,,12 ,', ['3', '7', '12']],
    ['5,5,6', ['5', '6']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('000 §3: "qualifications (comma-separated ids)": %j → %j', (qualifications, expected) => {
    // Act
    const ids = parseQualificationIds(qualifications);

    // Assert
    expect(ids).toEqual(expected);
  });
});

describe('qualificationNames', () => {
  const catalogue = [
    { id: 3, name: 'Impianti elettrici' },
    { id: '7', name: 'Ascensori' },
    { id: 12, name: 'Antincendio' },
  ];

  it('000 §3: "qualifications (comma-separated ids) with derived qualificationNames"', () => {
    // Act
    const names = qualificationNames('12,3', catalogue);

    // Assert
    expect(names).toEqual(['Antincendio', 'Impianti elettrici']);
  });

  it('000 §3: "derived qualificationNames" — ids missing from the list are skipped', () => {
    // Act
    const names = qualificationNames('7, 99', catalogue);

    // Assert
    expect(names).toEqual(['Ascensori']);
    expect(qualificationNames(null, catalogue)).toEqual([]);
  });
});
