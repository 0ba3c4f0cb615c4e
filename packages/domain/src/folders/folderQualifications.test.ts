import { describe, expect, it } from 'vitest';
import { folderQualificationsMatch } from './folderQualifications.ts';

describe('folderQualificationsMatch', () => {
  it.each([
    [['3', '7'], '7,12', true],
    [[7], ' 12 , 7 ', true],
    [['3'], '7,12', false],
    [[], '7,12', false],
    [null, '7,12', false],
    [undefined, '7', false],
    [['7'], '', false],
    [['7'], null, false],
    [['7'], undefined, false],
  ])(
    '001 §2.3: "The detail is allowed only if the supplier\'s admin qualification tags intersect the qualifications of the folder type": %j ∩ %j → %s',
    (adminTags, qualifications, expected) => {
      // Act
      const allowed = folderQualificationsMatch(adminTags, qualifications);

      // Assert
      expect(allowed).toBe(expected);
    },
  );
});
