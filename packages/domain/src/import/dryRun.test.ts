import { describe, expect, it } from 'vitest';
import { dryRunClass, dryRunClassLabel, dryRunSummary } from './dryRun.ts';

describe('dryRunClass', () => {
  it.each([
    ['new', true, 'wouldInsert'],
    ['new', false, 'wouldInsert'],
    ['existing', true, 'wouldUpdate'],
    ['existing', false, 'wouldIgnore'],
    ['invalid', true, 'invalid'],
    ['error', false, 'error'],
  ] as const)(
    '002 §4.5: "updated (when update-existing is on, the default), ignored (when it is off)" — %s with update %s → %s',
    (finding, updateExisting, expected) => {
      // Arrange, Act
      const result = dryRunClass(finding, updateExisting);

      // Assert
      expect(result).toBe(expected);
    },
  );
});

describe('dryRunSummary', () => {
  it('counts the classes, re-classifying existing rows when the option changes', () => {
    // Arrange
    const rows = [
      { finding: 'new' as const },
      { finding: 'existing' as const },
      { finding: 'existing' as const },
      { finding: 'invalid' as const },
      { finding: 'error' as const },
    ];

    // Act
    const withUpdate = dryRunSummary(rows, true);
    const withoutUpdate = dryRunSummary(rows, false);

    // Assert
    expect(withUpdate).toEqual({
      wouldInsert: 1,
      wouldUpdate: 2,
      wouldIgnore: 0,
      invalid: 1,
      error: 1,
    });
    expect(withoutUpdate).toEqual({
      wouldInsert: 1,
      wouldUpdate: 0,
      wouldIgnore: 2,
      invalid: 1,
      error: 1,
    });
  });
});

describe('dryRunClassLabel', () => {
  it.each([
    ['wouldInsert', 'Da inserire'],
    ['wouldUpdate', 'Da aggiornare'],
    ['wouldIgnore', 'Da ignorare'],
    ['invalid', 'Non valido'],
    ['error', 'Verifica non riuscita'],
  ] as const)('labels %s as %j', (dryRunClassValue, expected) => {
    // Arrange, Act
    const label = dryRunClassLabel(dryRunClassValue);

    // Assert
    expect(label).toBe(expected);
  });
});

describe('dryRunClass — unknown finding', () => {
  it('refuses a finding it does not know', () => {
    // Arrange
    const unknownFinding = 'maybe' as Parameters<typeof dryRunClass>[0];

    // Act
    const classify = () => dryRunClass(unknownFinding, true);

    // Assert
    expect(classify).toThrow('dryRunClass: unknown finding maybe');
  });
});
