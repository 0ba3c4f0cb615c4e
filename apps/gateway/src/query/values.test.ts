import { describe, expect, it } from 'vitest';
import type { ColumnKind } from '../db/tables/columns.ts';
import { columnStorage } from './allowList.ts';
import { nestsDeeperThan } from './compile.ts';
import type { FieldType } from './types.ts';
import { checkWritable, hasUnstorableCharacter } from './values.ts';

const KIND: Record<'text' | 'integer' | 'number' | 'json', ColumnKind> = {
  text: 'text',
  integer: 'integer',
  number: 'numeric',
  json: 'json',
};

/** A field over a column of its own name, with the storage the allow-list derives for it. */
function spec(field: string, type: FieldType & keyof typeof KIND) {
  const storage = columnStorage(field, KIND[type]);
  return { type, ...(storage ? { storage } : {}) };
}

function refusal(field: string, type: FieldType & keyof typeof KIND, value: unknown) {
  const checked = checkWritable(field, spec(field, type), value);
  return checked.ok ? undefined : checked.message;
}

describe('checkWritable: what the database can store', () => {
  it('holds a text to domain’s limit of its field (002 §9 "Title at most 80 characters")', () => {
    expect(refusal('object', 'text', 'x'.repeat(80))).toBeUndefined();
    expect(refusal('object', 'text', 'x'.repeat(81))).toBe(
      'Il campo Oggetto deve avere al massimo 80 caratteri',
    );
    expect(refusal('description', 'text', 'x'.repeat(4001))).toBe(
      'Il campo Descrizione deve avere al massimo 4000 caratteri',
    );
    // An emoji is one character for the database, two UTF-16 units for JavaScript.
    expect(refusal('object', 'text', '😀'.repeat(80))).toBeUndefined();
    expect(refusal('unknownField', 'text', 'x'.repeat(256))).toContain('al massimo 255');
  });

  it('refuses NUL and half a surrogate pair in texts and anywhere in json', () => {
    const message =
      'Il campo Codice contiene un carattere che non si può salvare (come il carattere NUL).';
    expect(refusal('code', 'text', 'ODS\u0000')).toBe(message);
    expect(refusal('code', 'text', 'a\ud800b')).toBe(message);
    expect(refusal('code', 'text', 'a😀b')).toBeUndefined();
    expect(refusal('tags', 'json', ['ok', { nested: 'x\u0000' }])).toContain('Il campo tags ');
    expect(refusal('tags', 'json', { 'key\u0000': 1 })).toContain('Il campo tags ');
    expect(hasUnstorableCharacter('\udc00')).toBe(true);
  });

  it('refuses json nested too deep without recursing, and json too large', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(refusal('settings', 'json', deep)).toContain('annidato troppo in profondità');
    expect(refusal('settings', 'json', { text: 'x'.repeat(100_001) })).toContain('troppo grande');
    expect(checkWritable('settings', spec('settings', 'json'), { a: [1, 2] })).toEqual({
      ok: true,
      value: '{"a":[1,2]}',
    });
  });

  it('holds numbers to their column’s range: 32-bit ids, amounts of ten digits, 16-bit codes', () => {
    expect(refusal('_building', 'integer', 2_147_483_647)).toBeUndefined();
    expect(refusal('_building', 'integer', 2_147_483_648)).toBe(
      'Il campo Immobile deve essere compreso tra -2.147.483.648 e 2.147.483.647.',
    );
    expect(refusal('_building', 'integer', '2147483648')).toContain('Il campo Immobile ');
    expect(refusal('amount', 'number', 9_007_199_254_740_992)).toBe(
      'Il campo amount deve essere compreso tra -9.999.999.999,99 e 9.999.999.999,99.',
    );
    expect(refusal('amount', 'number', 1234.5)).toBeUndefined();
    expect(refusal('status', 'integer', 32_768)).toContain('32.767');
  });

  it('accepts only http(s) addresses in a url field: a stored javascript: link could run', () => {
    expect(refusal('url', 'text', 'https://www.example.it')).toBeUndefined();
    expect(refusal('url', 'text', '')).toBeUndefined();
    // Named by domain's label of the field, as the form shows it.
    expect(refusal('url', 'text', 'javascript:alert(1)')).toBe(
      'Il campo Sito web deve essere un indirizzo web che inizia con http:// o https://',
    );
  });
});

describe('the storage the allow-list derives from a column', () => {
  it('holds an integer column to its kind and to domain’s range of its field', () => {
    expect(columnStorage('visibility', 'smallint')).toEqual({ min: -32_768, max: 32_767 });
    expect(columnStorage('building_id', 'integer')).toEqual({
      min: -2_147_483_648,
      max: 2_147_483_647,
    });
    expect(columnStorage('priority', 'integer')).toEqual({ min: -32_768, max: 32_767 });
  });

  it('names domain’s field by the column’s camelCase, as the length CHECKs do', () => {
    expect(columnStorage('note_org', 'text')).toEqual({ maxLength: 4000 });
    expect(columnStorage('url', 'text')).toEqual({ maxLength: 2048, webAddress: true });
    expect(columnStorage('created_at', 'timestamp')).toBeUndefined();
  });
});

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only, linearly', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[["}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":{}}', 2)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 64)).toBe(true);
  });
});
