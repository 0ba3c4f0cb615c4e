/**
 * Reading a request, the same way on every route: the path id, the JSON body and the list body
 * of a `GET …/search` query string. Every body goes through the query engine's structural check
 * before any other code reads it (plain objects and arrays only, bounded nesting, no NUL, no
 * `__proto__`), so no hook ever walks a hostile body.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { invalidQuery, notFound } from '../http/errors.ts';
import { checkStructure, isPlainObject, queryMessages } from '../query/index.ts';

/** The largest id a column holds (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * A record id as text or number: a positive decimal integer within 32 bits, else undefined (0,
 * negative, not a decimal number, a leading zero, beyond 32 bits).
 */
export function idOf(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > MAX_ID ? undefined : id;
}

/**
 * A record id from the path or a parameter. An id that cannot exist names no record the caller
 * may see: 404 NOT_FOUND with the resource's message, exactly like a missing or hidden record.
 */
export function parseId(raw: string | number | undefined, notFoundMessage?: string): number {
  const id = idOf(raw);
  if (id === undefined) throw notFound(notFoundMessage);
  return id;
}

/** The JSON body (`{}` when empty), structurally checked; invalid JSON is a 400. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw invalidQuery(queryMessages.invalidJson);
  }
  checkStructure(body);
  return body;
}

/** The JSON body as a plain object; anything else is 400 INVALID_QUERY. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (!isPlainObject(body)) throw invalidQuery(queryMessages.bodyNotObject);
  return body;
}

const JSON_PARAMETERS = ['where', 'include', 'order', 'attributes'] as const;

/**
 * The list body of a `GET …/search` from its query string: `where`, `include`, `order`,
 * `attributes` as JSON, `limit`, `offset`, `full_text`; other parameters (`expand`) are the
 * resource's.
 */
export function queryStringListBody(c: Context<AppEnv>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of JSON_PARAMETERS) {
    const value = c.req.query(name);
    if (value === undefined || value === '') continue;
    try {
      body[name] = JSON.parse(value) as unknown;
    } catch {
      throw invalidQuery(queryMessages.invalidJson);
    }
  }
  for (const name of ['limit', 'offset'] as const) {
    const value = c.req.query(name);
    if (value === undefined || value === '') continue;
    body[name] = /^\d{1,10}$/.test(value) ? Number(value) : value;
  }
  const fullText = c.req.query('full_text');
  if (fullText !== undefined && fullText !== '') body.full_text = fullText;
  checkStructure(body);
  return body;
}

/** The JSON value of one query-string parameter (`include` of a getOne), checked. */
export function queryStringJson(c: Context<AppEnv>, name: string): unknown {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw invalidQuery(queryMessages.invalidJson);
  }
  checkStructure(parsed);
  return parsed;
}
