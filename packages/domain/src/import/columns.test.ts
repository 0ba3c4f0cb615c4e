import { describe, expect, it } from 'vitest';
import { importColumnLabel } from './columns.ts';
import { IMPORT_ENTITIES, importSchemaFor } from './schemas.ts';

describe('importColumnLabel', () => {
  it('002 §3.8 contact card, §3.7: a column is named by the registry’s Italian label, never by its wire name', () => {
    const contacts = importSchemaFor('contacts', { category: 'person' });

    expect(
      ['zip', 'email', 'nin', 'vat', 'landline'].map((column) =>
        importColumnLabel(contacts, column),
      ),
    ).toEqual(['CAP', 'Email', 'Codice fiscale', 'Partita IVA', 'Telefono fisso']);
  });

  it('002 §3.7 entitlement record, §3.9 supplier: where a registry names a field its own way, its name is used', () => {
    expect(importColumnLabel(importSchemaFor('entitlements'), '_contact')).toBe('Nominativo');
    expect(importColumnLabel(importSchemaFor('entitlements'), '_contactDeputy')).toBe('Delegato');
    expect(importColumnLabel(importSchemaFor('suppliers'), 'emailEInvoice')).toBe('Pec');
  });

  it('every column of every import has an Italian label, so no row error names a wire field', () => {
    const categories = [null, 'person', 'client', 'condominium', 'private'];
    for (const entity of IMPORT_ENTITIES) {
      for (const category of categories) {
        const schema = importSchemaFor(entity, { category });
        for (const column of schema.columns) {
          expect(importColumnLabel(schema, column.name), `${entity} ${column.name}`).not.toBe(
            column.name,
          );
        }
      }
    }
  });
});
