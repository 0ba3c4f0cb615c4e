import { describe, expect, it } from 'vitest';
import { dryRunClassLabel } from './dryRun.ts';

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
