import { importSchemaFor } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { importColumnRows } from './importColumns.ts';

describe('the data check’s columns (002 §5.4 "Headers are normalised to camelCase", §3.7)', () => {
  it('names the field each header fills by the registry’s Italian label, and says an unknown header is ignored', () => {
    const { rows } = importColumnRows(
      ['Cognome', 'nin', 'ZIP', 'e-mail', 'Colore preferito'],
      importSchemaFor('contacts', { category: 'person' }),
    );
    expect(rows).toEqual([
      { header: 'Cognome', label: null },
      { header: 'nin', label: 'Codice fiscale' },
      { header: 'ZIP', label: 'CAP' },
      { header: 'e-mail', label: 'Email' },
      { header: 'Colore preferito', label: null },
    ]);
  });

  it('names the key fields no header fills by their labels (an entitlement’s contact is its Nominativo)', () => {
    const { missingKeys } = importColumnRows(['note'], importSchemaFor('entitlements'));
    expect(missingKeys).toEqual(['Immobile', 'Nominativo']);
  });
});
