import { ResponseFormatError, type RequestDescription } from './errors.ts';

/**
 * The response shapes of the contract, unwrapped here once (CONVENTIONS "shapes unwrapped
 * once"). The spec's `data.data` is axios-speak: the JSON body is `{ data }`.
 */

/** A page of a `rows` list (orders, contracts, quotes, every `proxy/*` list). */
export interface RowsPage<Row> {
  results: Row[];
  /** The number of rows matching the criteria, all pages together. */
  counter: number;
}

/** A page of communications, paged by key rather than offset (001 §7). */
export interface OffsetKeyPage<Row> {
  data: Row[];
  /** The key of the next page; null on the last page. */
  nextOffsetKey: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wrongShape(body: unknown, expected: string, request: RequestDescription): never {
  throw new ResponseFormatError({ status: 200, body, expected }, request);
}

/** `{ data: [...] }` → the list. */
export function unwrapDataList<Row>(body: unknown, request: RequestDescription): Row[] {
  if (isRecord(body) && Array.isArray(body.data)) return body.data as Row[];
  return wrongShape(body, '{ data: [...] }', request);
}

/** `{ data: {...} }` → the record. */
export function unwrapDataOne<Row>(body: unknown, request: RequestDescription): Row {
  if (isRecord(body) && isRecord(body.data)) return body.data as Row;
  return wrongShape(body, '{ data: {...} }', request);
}

/** `{ rows: { results, counter } }` → `{ results, counter }`. */
export function unwrapRows<Row>(body: unknown, request: RequestDescription): RowsPage<Row> {
  if (isRecord(body) && isRecord(body.rows) && Array.isArray(body.rows.results)) {
    const counter = body.rows.counter;
    return {
      results: body.rows.results as Row[],
      counter: typeof counter === 'number' ? counter : body.rows.results.length,
    };
  }
  return wrongShape(body, '{ rows: { results: [...], counter } }', request);
}

/** `{ rows: { results: [row] } }` → the row (getOne of an order, a quote, a proxy record). */
export function unwrapRowsOne<Row>(body: unknown, request: RequestDescription): Row {
  const page = unwrapRows<Row>(body, request);
  const [first] = page.results;
  if (first === undefined) return wrongShape(body, '{ rows: { results: [row] } }', request);
  return first;
}

/** `{ counter: [total, matching] }` → matching (000 §7 "index 1 = criteria count"). */
export function unwrapCounter(body: unknown, request: RequestDescription): number {
  if (isRecord(body) && Array.isArray(body.counter) && typeof body.counter[1] === 'number') {
    return body.counter[1];
  }
  return wrongShape(body, '{ counter: [total, matching] }', request);
}

/** `{ counter: [total, matching] }` → both numbers. */
export function unwrapCounterPair(
  body: unknown,
  request: RequestDescription,
): { total: number; matching: number } {
  const matching = unwrapCounter(body, request);
  const total = (body as { counter: unknown[] }).counter[0];
  return { total: typeof total === 'number' ? total : matching, matching };
}

/** `{ data: [...], next_offset_key }` → `{ data, nextOffsetKey }`. */
export function unwrapOffsetKeyPage<Row>(
  body: unknown,
  request: RequestDescription,
): OffsetKeyPage<Row> {
  if (isRecord(body) && Array.isArray(body.data)) {
    const key = body.next_offset_key;
    return {
      data: body.data as Row[],
      nextOffsetKey: typeof key === 'string' && key !== '' ? key : null,
    };
  }
  return wrongShape(body, '{ data: [...], next_offset_key }', request);
}

/**
 * The record a write answers with: `{ data: {...} }` for data resources, `{ rows: { results:
 * [row] } }` for rows resources. The contract fixes the list shapes only, so writes accept both.
 */
export function unwrapWritten<Row>(body: unknown, request: RequestDescription): Row {
  if (isRecord(body) && isRecord(body.data)) return body.data as Row;
  if (isRecord(body) && isRecord(body.rows)) return unwrapRowsOne<Row>(body, request);
  return wrongShape(body, '{ data: {...} } | { rows: { results: [row] } }', request);
}
