import { describe, expect, it } from 'vitest';
import { ResponseFormatError } from './errors.ts';
import {
  unwrapCounter,
  unwrapCounterPair,
  unwrapDataList,
  unwrapDataOne,
  unwrapOffsetKeyPage,
  unwrapRows,
  unwrapRowsOne,
  unwrapWritten,
} from './shapes.ts';

const REQUEST = { method: 'POST', path: 'x/search' };

describe('the response shapes, unwrapped once', () => {
  it('data.data → the list', () => {
    expect(unwrapDataList({ data: [{ id: 1 }] }, REQUEST)).toEqual([{ id: 1 }]);
    expect(() => unwrapDataList({ data: { id: 1 } }, REQUEST)).toThrow(ResponseFormatError);
  });

  it('data.data → the record', () => {
    expect(unwrapDataOne({ data: { id: 1 } }, REQUEST)).toEqual({ id: 1 });
    expect(() => unwrapDataOne({ data: [] }, REQUEST)).toThrow(ResponseFormatError);
  });

  it('rows.results + rows.counter → { results, counter }', () => {
    expect(unwrapRows({ rows: { results: [{ id: 1 }], counter: 30 } }, REQUEST)).toEqual({
      results: [{ id: 1 }],
      counter: 30,
    });
    // A missing counter falls back to the page length rather than failing.
    expect(unwrapRows({ rows: { results: [{ id: 1 }] } }, REQUEST).counter).toBe(1);
    expect(() => unwrapRows({ data: [] }, REQUEST)).toThrow(ResponseFormatError);
  });

  it('rows.results[0] → the record, and an empty page is a format error', () => {
    expect(unwrapRowsOne({ rows: { results: [{ id: 3 }], counter: 1 } }, REQUEST)).toEqual({
      id: 3,
    });
    expect(() => unwrapRowsOne({ rows: { results: [], counter: 0 } }, REQUEST)).toThrow(
      ResponseFormatError,
    );
  });

  it('counter[1] is the criteria count (000 §7 "index 1 = criteria count")', () => {
    expect(unwrapCounter({ counter: [120, 7] }, REQUEST)).toBe(7);
    expect(unwrapCounterPair({ counter: [120, 7] }, REQUEST)).toEqual({ total: 120, matching: 7 });
    expect(() => unwrapCounter({ counter: [120] }, REQUEST)).toThrow(ResponseFormatError);
    expect(() => unwrapCounter({ counter: 7 }, REQUEST)).toThrow(ResponseFormatError);
  });

  it('next_offset_key → nextOffsetKey, null on the last page', () => {
    expect(unwrapOffsetKeyPage({ data: [{ id: 1 }], next_offset_key: 'k' }, REQUEST)).toEqual({
      data: [{ id: 1 }],
      nextOffsetKey: 'k',
    });
    expect(
      unwrapOffsetKeyPage({ data: [], next_offset_key: null }, REQUEST).nextOffsetKey,
    ).toBeNull();
    expect(
      unwrapOffsetKeyPage({ data: [], next_offset_key: '' }, REQUEST).nextOffsetKey,
    ).toBeNull();
    expect(() => unwrapOffsetKeyPage({ rows: {} }, REQUEST)).toThrow(ResponseFormatError);
  });

  it('a write answers either shape', () => {
    expect(unwrapWritten({ data: { id: 1 } }, REQUEST)).toEqual({ id: 1 });
    expect(unwrapWritten({ rows: { results: [{ id: 2 }], counter: 1 } }, REQUEST)).toEqual({
      id: 2,
    });
    expect(() => unwrapWritten('ok', REQUEST)).toThrow(ResponseFormatError);
  });

  it('names the expected shape and the request in the error', () => {
    const error = (() => {
      try {
        unwrapRows({ rows: null }, REQUEST);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toMatchObject({
      kind: 'format',
      expected: '{ rows: { results: [...], counter } }',
      body: { rows: null },
      request: REQUEST,
    });
  });
});
