import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_INPUT_ACCEPT, importModelPath, isAcceptedImportFile } from './files.ts';

describe('isAcceptedImportFile', () => {
  it.each([
    ['condomini.xlsx', true],
    ['condomini.xls', true],
    ['CONDOMINI.XLSX', true],
    [' fornitori 2024.xls ', true],
    ['condomini.csv', false],
    ['condomini.ods', false],
    ['condomini.xlsx.pdf', false],
    ['condomini', false],
    ['.xlsx', false],
  ])('002 §5.4: "Only .xls and .xlsx are accepted." — %j → %s', (fileName, expected) => {
    // Arrange, Act
    const result = isAcceptedImportFile(fileName);

    // Assert
    expect(result).toBe(expected);
  });

  it('002 §9: "Allowed file types .xls and .xlsx." — the file input accept list', () => {
    // Arrange, Act
    const accept = IMPORT_FILE_INPUT_ACCEPT;

    // Assert
    expect(accept).toBe('.xls,.xlsx');
  });
});

describe('importModelPath', () => {
  it('002 §7.4: "Model download from /master/{appCfg}.xlsx"', () => {
    // Arrange, Act
    const path = importModelPath('ORG_TAB_BUILDINGS');

    // Assert
    expect(path).toBe('/master/ORG_TAB_BUILDINGS.xlsx');
  });

  it('encodes the configuration name as one path segment', () => {
    // Arrange, Act
    const path = importModelPath('edifici privati/2');

    // Assert
    expect(path).toBe('/master/edifici%20privati%2F2.xlsx');
  });
});
