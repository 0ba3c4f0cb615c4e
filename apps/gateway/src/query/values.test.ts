import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './compile.ts';
import { checkWritable, hasUnstorableCharacter } from './values.ts';

function refusal(field: string, type: Parameters<typeof checkWritable>[1], value: unknown) {
  const checked = checkWritable(field, type, value);
  return checked.ok ? undefined : checked.message;
}

describe('checkWritable: what the database can store', () => {
  it('holds a text to domain’s limit of its field (002 §9 "Title at most 80 characters")', () => {
    expect(refusal('object', 'text', 'x'.repeat(80))).toBeUndefined();
    expect(refusal('object', 'text', 'x'.repeat(81))).toBe(
      'Il campo «object» deve avere al massimo 80 caratteri',
    );
    expect(refusal('description', 'text', 'x'.repeat(4001))).toBe(
      'Il campo «description» deve avere al massimo 4000 caratteri',
    );
    // An emoji is one character for the database, two UTF-16 units for JavaScript.
    expect(refusal('object', 'text', '😀'.repeat(80))).toBeUndefined();
    expect(refusal('unknownField', 'text', 'x'.repeat(256))).toContain('al massimo 255');
  });

  it('refuses NUL and half a surrogate pair in texts and anywhere in json', () => {
    const message =
      'Il campo «code» contiene un carattere che non si può salvare (come il carattere NUL).';
    expect(refusal('code', 'text', 'ODS\u0000')).toBe(message);
    expect(refusal('code', 'text', 'a\ud800b')).toBe(message);
    expect(refusal('code', 'text', 'a😀b')).toBeUndefined();
    expect(refusal('tags', 'json', ['ok', { nested: 'x\u0000' }])).toContain('«tags»');
    expect(refusal('tags', 'json', { 'key\u0000': 1 })).toContain('«tags»');
    expect(hasUnstorableCharacter('\udc00')).toBe(true);
  });

  it('refuses json nested too deep without recursing, and json too large', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = { a: deep };
    expect(refusal('settings', 'json', deep)).toContain('annidato troppo in profondità');
    expect(refusal('settings', 'json', { text: 'x'.repeat(100_001) })).toContain('troppo grande');
    expect(checkWritable('settings', 'json', { a: [1, 2] })).toEqual({
      ok: true,
      value: '{"a":[1,2]}',
    });
  });

  it('holds numbers to their column’s range: 32-bit ids, amounts of ten digits, 16-bit codes', () => {
    expect(refusal('_building', 'integer', 2_147_483_647)).toBeUndefined();
    expect(refusal('_building', 'integer', 2_147_483_648)).toBe(
      'Il campo «_building» deve essere compreso tra -2.147.483.648 e 2.147.483.647.',
    );
    expect(refusal('_building', 'integer', '2147483648')).toContain('«_building»');
    expect(refusal('amount', 'number', 9_007_199_254_740_992)).toBe(
      'Il campo «amount» deve essere compreso tra -9.999.999.999,99 e 9.999.999.999,99.',
    );
    expect(refusal('amount', 'number', 1234.5)).toBeUndefined();
    expect(refusal('status', 'integer', 32_768)).toContain('32.767');
  });

  it('accepts only http(s) addresses in a url field: a stored javascript: link could run', () => {
    expect(refusal('url', 'text', 'https://www.example.it')).toBeUndefined();
    expect(refusal('url', 'text', '')).toBeUndefined();
    expect(refusal('url', 'text', 'javascript:alert(1)')).toBe(
      'Il campo «url» deve essere un indirizzo web che inizia con http:// o https://',
    );
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
