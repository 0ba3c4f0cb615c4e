import { describe, expect, it } from 'vitest';
import {
  importBatchModelPath,
  importModelFileName,
  importModelHeaders,
  isImportBatchCategory,
} from './model.ts';
import { importSchemaFor } from './schemas.ts';

describe('the import model of step 0 (002 §2.7 "model download", §7.4 "/master/{appCfg}.xlsx")', () => {
  it('is downloaded from /master/{registry}-{category}.xlsx', () => {
    expect(importBatchModelPath('contacts', 'person')).toBe('/master/contacts-person.xlsx');
    expect(importBatchModelPath('buildings', 'private')).toBe('/master/buildings-private.xlsx');
  });

  it("carries the headers the import reads, in the schema's order: a private building's has no nin (002 §3.8)", () => {
    expect(importModelHeaders(importSchemaFor('contacts', { category: 'person' }))).toEqual([
      'lastname',
      'firstname',
      'name1',
      'name2',
      'email',
      'mobile',
      'landline',
      'street',
      'city',
      'zip',
      'province',
      'url',
      'vat',
      'nin',
    ]);
    expect(importModelHeaders(importSchemaFor('buildings', { category: 'condominium' }))).toContain(
      'nin',
    );
    expect(importModelHeaders(importSchemaFor('buildings', { category: 'private' }))).not.toContain(
      'nin',
    );
  });

  it('is named in Italian by what it imports, and only the route categories are models', () => {
    expect(importModelFileName('contacts', 'client')).toBe('Modello importazione aziende.xlsx');
    expect(importModelFileName('buildings', 'condominium')).toBe(
      'Modello importazione condomini.xlsx',
    );
    expect(isImportBatchCategory('contacts', 'person')).toBe(true);
    expect(isImportBatchCategory('contacts', 'private')).toBe(false);
    expect(isImportBatchCategory('buildings', '__proto__')).toBe(false);
  });
});
