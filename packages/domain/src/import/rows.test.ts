import { describe, expect, it } from 'vitest';
import { importRowKey, isValidImportRow, prepareImportRows } from './rows.ts';
import { importSchemaFor } from './schemas.ts';

describe('prepareImportRows', () => {
  it('002 §5.4: "Headers are normalised to camelCase. Empty cells become null." — headers matched to the columns, unknown ones ignored', () => {
    // Arrange
    const schema = importSchemaFor('contacts', { category: 'person' });
    const rows = [
      {
        Lastname: 'Rossi',
        FIRSTNAME: 'Maria',
        'E-mail': 'maria@example.it',
        NIN: 'RSSMRA85T10A562S',
        Street: '',
        Note: 'x',
      },
    ];

    // Act
    const [row] = prepareImportRows(rows, schema);

    // Assert
    expect(row).toEqual({
      row: 2,
      key: 'RSSMRA85T10A562S',
      values: {
        lastname: 'Rossi',
        firstname: 'Maria',
        email: 'maria@example.it',
        nin: 'RSSMRA85T10A562S',
        street: null,
      },
      errors: [],
    });
  });

  it('002 §3.7: "Error row: row, key …" — rows are numbered as the spreadsheet numbers them, blank lines skipped but counted', () => {
    // Arrange
    const schema = importSchemaFor('buildings');
    const rows = [
      { code: 'B1', name: 'Aurora' },
      { code: '', name: '  ' },
      { code: 'B3', name: 'Borealis' },
    ];

    // Act
    const prepared = prepareImportRows(rows, schema);

    // Assert
    expect(prepared.map((row) => [row.row, row.key])).toEqual([
      [2, 'B1'],
      [4, 'B3'],
    ]);
  });

  it('a column of the sheet whose cell the parser left out is an empty cell (null) in that row', () => {
    // Arrange
    const schema = importSchemaFor('buildings');
    const rows = [
      { code: 'B1', name: 'Aurora', city: 'Milano' },
      { code: 'B2', name: 'Borealis' },
    ];

    // Act
    const prepared = prepareImportRows(rows, schema);

    // Assert
    expect(prepared[1]?.values).toEqual({ code: 'B2', name: 'Borealis', city: null });
  });

  it('002 §5.4: "Number columns are converted." — a non-numeric cell is kept raw and reported as a row error', () => {
    // Arrange
    const schema = importSchemaFor('units');
    const rows = [
      { code: 'U1', name: 'Interno 1', _building: '7', floor: 'terra', thousandths: '12,5' },
    ];

    // Act
    const [row] = prepareImportRows(rows, schema);

    // Assert
    expect(row?.values).toMatchObject({ floor: 'terra', thousandths: 12.5 });
    expect(row?.errors).toEqual(['Il campo Piano deve essere un numero']);
    expect(row && isValidImportRow(row)).toBe(false);
  });

  it('reports an unreadable date column the same way', () => {
    // Arrange
    const schema = {
      ...importSchemaFor('units'),
      columns: [
        { name: 'code', type: 'string' as const },
        { name: 'since', type: 'date' as const },
      ],
    };

    // Act
    const [row] = prepareImportRows([{ code: 'U1', since: '31/02/2024' }], schema);

    // Assert
    expect(row?.errors).toEqual(['Il campo since deve essere una data valida']);
  });

  it('000 §5 / 002 §5.5, §3.7 "Error row: row, key, description": column rules run with the registry’s Italian label of the column, the first failing one per column', () => {
    // Arrange
    const schema = importSchemaFor('contacts', { category: 'person' });
    const rows = [{ lastname: '', nin: '123', zip: '201', province: 'M1', email: 'x@' }];

    // Act
    const [row] = prepareImportRows(rows, schema);

    // Assert
    expect(row?.errors).toEqual([
      'Il campo Cognome è obbligatorio',
      'Il campo Email deve essere un indirizzo email valido',
      'Il campo CAP deve avere esattamente 5 caratteri',
      'Il campo Provincia deve contenere solo lettere',
      'Il campo Codice fiscale deve avere lunghezza 11 o 16',
    ]);
  });

  it('002 §3.7: a registry that names a field its own way is named so in a row’s error — an entitlement’s contact is its Nominativo', () => {
    // Arrange
    const schema = importSchemaFor('entitlements', { category: 'condominium' });

    // Act
    const [row] = prepareImportRows([{ _building: '7', _contact: '' }], schema);

    // Assert
    expect(row?.errors).toEqual(['Il campo Nominativo è obbligatorio']);
  });

  it('002 §5.4: entitlement rows get the defaults, and owner is forced when none is chosen', () => {
    // Arrange
    const schema = importSchemaFor('entitlements', { category: 'condominium' });
    const rows = [
      { _building: '7', _contact: '42' },
      {
        _building: '7',
        _contact: '43',
        isOwner: 'N',
        isTennant: 'NO',
        isCouncilor: 'N',
        isDoorkeeper: 'N',
      },
      { _building: '7', _contact: '44', isOwner: 'N', isTennant: 'SI' },
    ];

    // Act
    const prepared = prepareImportRows(rows, schema);

    // Assert
    expect(prepared.map((row) => row.values)).toEqual([
      {
        _building: '7',
        _contact: '42',
        isOwner: true,
        isTennant: false,
        isCouncilor: false,
        isDoorkeeper: false,
      },
      {
        _building: '7',
        _contact: '43',
        isOwner: true,
        isTennant: false,
        isCouncilor: false,
        isDoorkeeper: false,
      },
      {
        _building: '7',
        _contact: '44',
        isOwner: false,
        isTennant: true,
        isCouncilor: false,
        isDoorkeeper: false,
      },
    ]);
    expect(prepared[0]?.key).toBe('7 / 42');
  });

  it('002 §5.4: for a private building the councilor and doorkeeper columns are not read', () => {
    // Arrange
    const schema = importSchemaFor('entitlements', { category: 'private' });
    const rows = [
      { _building: '7', _contact: '42', isOwner: 'N', isCouncilor: 'S', isDoorkeeper: 'S' },
    ];

    // Act
    const [row] = prepareImportRows(rows, schema);

    // Assert
    expect(row?.values).toMatchObject({ isOwner: true, isCouncilor: false, isDoorkeeper: false });
  });

  it('the first of two headers naming the same column wins', () => {
    // Arrange
    const schema = importSchemaFor('buildings');
    const rows = [{ code: 'B1', Name: 'Aurora', NAME: 'Altro' }];

    // Act
    const [row] = prepareImportRows(rows, schema);

    // Assert
    expect(row?.values.name).toBe('Aurora');
  });
});

describe('importRowKey', () => {
  it('002 §8: the key shown with the row number; empty when missing', () => {
    // Arrange
    const schema = importSchemaFor('entitlements');

    // Act
    const results = [
      importRowKey({ _building: 7, _contact: 42 }, schema),
      importRowKey({ _building: '', _contact: null }, schema),
    ];

    // Assert
    expect(results).toEqual(['7 / 42', '']);
  });
});
