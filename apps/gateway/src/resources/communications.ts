/**
 * Communications (H5): `POST communications/search` with where (type 'corrispondenza', status
 * SENT, `usr_openedIn{product}` false), order, limit 36 and `offset_key` → `{ data,
 * next_offset_key }` (001 §7); `POST communications/search/count`; `GET communications/{id}`;
 * `POST|PATCH communications/{id}/opened` marks one opened for the caller's product (001 §4.5).
 *
 * Paging is by key: `next_offset_key` is an opaque base64url token holding the sort field, its
 * direction, the last row's sort value and id. It is decoded, checked against the request's order
 * and turned into bound parameters — never into SQL text. An `offset_key` that does not match the
 * order or cannot be read is a 400 INVALID_QUERY.
 *
 * `usr_openedIn{product}` is accepted in any spelling of a stored product (Portineria,
 * portineria…) and answered both as stored and as the caller's product spells it.
 *
 * `_building: <id>` at the top of the where (or criteria) keeps the communications concerning
 * that building, those whose `buildings` list holds it: the USR dashboard shows the unread
 * correspondence of the building selected on it (000 §4, 001 §2.7). The spec names no filter;
 * the key is ours, written like the other building references (`_building`).
 *
 * Tenant rule: USR the SENT communications addressed to it; ORG its organisation's; SPL none;
 * SYS all, read only.
 */
import { openedInKey } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import {
  allOf,
  columnEquals,
  forbidden,
  isPlainObject,
  jsonObject,
  pathId,
} from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { counterOf, findVisible, listBody } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { OPENED_IN_COLUMNS, communicationSchema } from '../operations/schemas.ts';
import type { TenantPredicate } from '../query/index.ts';

const NOT_FOUND = operationsMessages.communicationNotFound;
const DEFAULT_LIMIT = 36;
const MAX_LIMIT = 1000;
/** The fields a page may be ordered by (a single field; the id breaks ties). */
const KEYSET_FIELDS: Readonly<Record<string, { column: string; cast: 'timestamptz' | 'integer' }>> =
  {
    sendingDate: { column: 'sending_date', cast: 'timestamptz' },
    createdAt: { column: 'created_at', cast: 'timestamptz' },
    id: { column: 'id', cast: 'integer' },
  };

/** The communications a profile may see. */
export function visibleCommunications(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'USR':
        return allOf(
          columnEquals(alias, 'recipient_user_id', scope.user.id),
          columnEquals(alias, 'status', 'SENT'),
        );
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'SPL':
        return false;
      case 'SYS':
        return true;
      default:
        return scope.roleType satisfies never;
    }
  };
}

const OPENED_PREFIX = 'usr_openedIn';

/** The stored product of a `usr_openedIn{product}` key in any spelling, or undefined. */
function storedProductOf(key: string): string | undefined {
  if (!key.startsWith(OPENED_PREFIX)) return undefined;
  const product = key.slice(OPENED_PREFIX.length).toLowerCase();
  return Object.hasOwn(OPENED_IN_COLUMNS, product) ? product : undefined;
}

/** Criteria with every `usr_openedIn{Product}` key spelled as the schema declares it. */
function canonicalCriteria(criteria: unknown): unknown {
  if (Array.isArray(criteria)) return criteria.map(canonicalCriteria);
  if (!isPlainObject(criteria)) return criteria;
  return Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and' || key === '$or') return [key, canonicalCriteria(value)];
      const product = storedProductOf(key);
      return [product === undefined ? key : `${OPENED_PREFIX}${product}`, value];
    }),
  );
}

const BUILDING_KEY = '_building';

/**
 * The criteria without its top-level `_building` key, and the building it names (see the module
 * comment). A value that is not a positive integer is a 400.
 */
function splitBuilding(criteria: unknown): { criteria: unknown; buildingId: number | undefined } {
  if (!isPlainObject(criteria) || !Object.hasOwn(criteria, BUILDING_KEY)) {
    return { criteria, buildingId: undefined };
  }
  const { [BUILDING_KEY]: value, ...rest } = criteria;
  const buildingId = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof buildingId !== 'number' || !Number.isSafeInteger(buildingId) || buildingId <= 0) {
    throw new GatewayError(400, 'INVALID_QUERY', operationsMessages.fieldInvalid(BUILDING_KEY));
  }
  return { criteria: rest, buildingId };
}

/** The communications whose `buildings` list holds the building. */
function concernsBuilding(alias: string, buildingId: number): TenantPredicate {
  return sql<SqlBool>`${sql.ref(`${alias}.building_ids`)} @> cast(${JSON.stringify([buildingId])} as jsonb)`;
}

/** The tenant rule narrowed to a building when the criteria name one. */
function visibleWithin(tenant: Visible, buildingIds: readonly (number | undefined)[]): Visible {
  const named = buildingIds.filter((id): id is number => id !== undefined);
  if (named.length === 0) return tenant;
  return (alias) => allOf(tenant(alias), ...named.map((id) => concernsBuilding(alias, id)));
}

/** A row with the caller's product flag also under the caller's spelling (001 §3). */
function presentCommunication(
  scope: RequestScope,
): (row: Record<string, unknown>) => Record<string, unknown> {
  const product = scope.profile.product;
  const stored = storedProductOf(`${OPENED_PREFIX}${product}`);
  return (row) => {
    if (stored === undefined || product.trim() === '') return row;
    return { ...row, [openedInKey(product)]: row[`${OPENED_PREFIX}${stored}`] };
  };
}

interface PageKey {
  field: string;
  direction: 'ASC' | 'DESC';
  value: string | number | null;
  id: number;
}

const TIMESTAMP_TEXT =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A timestamp as PostgreSQL writes it (`2026-11-20 10:00:00.123456+00`) or as ISO 8601. */
function isTimestampText(value: unknown): boolean {
  if (typeof value !== 'string' || !TIMESTAMP_TEXT.test(value)) return false;
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return !Number.isNaN(Date.parse(iso));
}

function invalidKey(): GatewayError {
  return new GatewayError(400, 'INVALID_QUERY', operationsMessages.offsetKeyInvalid);
}

function encodeKey(key: PageKey): string {
  return Buffer.from(
    JSON.stringify([key.field, key.direction, key.value, key.id]),
    'utf8',
  ).toString('base64url');
}

function decodeKey(text: unknown, field: string, direction: 'ASC' | 'DESC'): PageKey {
  if (typeof text !== 'string' || text.length > 512 || !/^[A-Za-z0-9_-]+$/.test(text))
    throw invalidKey();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidKey();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidKey();
  const [keyField, keyDirection, value, id] = parsed as unknown[];
  if (keyField !== field || keyDirection !== direction) throw invalidKey();
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw invalidKey();
  const spec = KEYSET_FIELDS[field];
  if (spec === undefined) throw invalidKey();
  if (value !== null) {
    if (spec.cast === 'integer' && !(typeof value === 'number' && Number.isSafeInteger(value)))
      throw invalidKey();
    if (spec.cast === 'timestamptz' && !isTimestampText(value)) throw invalidKey();
  }
  return { field, direction, value: value as string | number | null, id };
}

/**
 * The rows after a key, for the engine's order `field direction, id asc` (PostgreSQL puts nulls
 * first in a descending order and last in an ascending one).
 */
function afterKey(alias: string, key: PageKey): TenantPredicate {
  const spec = KEYSET_FIELDS[key.field];
  if (spec === undefined) throw invalidKey();
  const column = sql.ref(`${alias}.${spec.column}`);
  const id = sql.ref(`${alias}.id`);
  if (spec.column === 'id') {
    return key.direction === 'DESC'
      ? sql<SqlBool>`${id} < ${key.id}`
      : sql<SqlBool>`${id} > ${key.id}`;
  }
  if (key.value === null) {
    return key.direction === 'DESC'
      ? sql<SqlBool>`((${column} is null and ${id} > ${key.id}) or ${column} is not null)`
      : sql<SqlBool>`(${column} is null and ${id} > ${key.id})`;
  }
  const value = sql`cast(${key.value} as timestamptz)`;
  return key.direction === 'DESC'
    ? sql<SqlBool>`(${column} < ${value} or (${column} = ${value} and ${id} > ${key.id}))`
    : sql<SqlBool>`(${column} > ${value} or (${column} = ${value} and ${id} > ${key.id}) or ${column} is null)`;
}

/** The single-field order of a page (default sendingDate descending). */
function pageOrder(order: unknown): { field: string; direction: 'ASC' | 'DESC' } {
  if (order === undefined || order === null || (Array.isArray(order) && order.length === 0)) {
    return { field: 'sendingDate', direction: 'DESC' };
  }
  const first = Array.isArray(order) && order.length === 1 ? order[0] : undefined;
  const parts = Array.isArray(first) ? first : typeof first === 'string' ? [first] : [];
  const [field, direction = 'ASC'] = parts as unknown[];
  const upper = typeof direction === 'string' ? direction.toUpperCase() : '';
  if (
    typeof field !== 'string' ||
    KEYSET_FIELDS[field] === undefined ||
    (upper !== 'ASC' && upper !== 'DESC')
  ) {
    throw new GatewayError(400, 'INVALID_QUERY', operationsMessages.fieldInvalid('order'));
  }
  return { field, direction: upper };
}

/**
 * The last row's sort value at the database's precision (microseconds): the wire value is cut to
 * milliseconds, and a key a little earlier than the row would skip rows between the two.
 */
async function exactSortValue(
  c: Context<AppEnv>,
  field: string,
  row: Record<string, unknown>,
): Promise<string | number | null> {
  const spec = KEYSET_FIELDS[field];
  if (spec === undefined || spec.cast === 'integer')
    return (row[field] as number | null | undefined) ?? null;
  const result = await sql<{
    value: string | null;
  }>`select ${sql.ref(spec.column)}::text as value from communications where id = ${row.id as number}`.execute(
    c.var.deps.db,
  );
  return result.rows[0]?.value ?? null;
}

async function searchPage(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  const body = await jsonObject(c.req);
  const { offset_key: offsetKey, ...rest } = body;
  const order = pageOrder(rest.order);
  const limit = rest.limit === undefined ? DEFAULT_LIMIT : rest.limit;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new GatewayError(400, 'INVALID_QUERY', operationsMessages.fieldInvalid('limit'));
  }
  const key =
    offsetKey === undefined || offsetKey === null || offsetKey === ''
      ? undefined
      : decodeKey(offsetKey, order.field, order.direction);
  const where = splitBuilding(rest.where ?? {});
  const criteria = splitBuilding(rest.criteria);
  const tenant = visibleWithin(visibleCommunications(scope), [
    where.buildingId,
    criteria.buildingId,
  ]);
  const visible: Visible =
    key === undefined ? tenant : (alias) => allOf(tenant(alias), afterKey(alias, key));
  const query: Record<string, unknown> = {
    ...rest,
    where: canonicalCriteria(where.criteria),
    order: [[order.field, order.direction]],
    // One row more than asked tells whether a next page exists.
    limit: Math.min(limit + 1, MAX_LIMIT),
  };
  if (rest.criteria !== undefined) query.criteria = canonicalCriteria(criteria.criteria);
  if (key !== undefined) delete query.offset;
  const { rows } = await listBody(c, communicationSchema, query, visible);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last !== undefined
      ? encodeKey({
          field: order.field,
          direction: order.direction,
          value: await exactSortValue(c, order.field, last),
          id: last.id as number,
        })
      : null;
  return c.json({ data: page.map(presentCommunication(scope)), next_offset_key: next });
}

async function markOpened(c: Context<AppEnv>): Promise<Response> {
  const scope = c.var.scope;
  const id = pathId(c.req.param('id'), NOT_FOUND);
  await findVisible(c, communicationSchema, id, visibleCommunications(scope), NOT_FOUND);
  // Only the recipient opens a communication: the flag is the user's (usr_openedIn…).
  if (scope.roleType !== 'USR') throw forbidden();
  const body = await jsonObject(c.req);
  const product = body.product === undefined ? scope.profile.product : body.product;
  const stored =
    typeof product === 'string' ? storedProductOf(`${OPENED_PREFIX}${product}`) : undefined;
  if (stored === undefined)
    throw new GatewayError(400, 'VALIDATION_FAILED', operationsMessages.productInvalid, [
      { field: 'product', message: operationsMessages.productInvalid },
    ]);
  const at = c.var.deps.now();
  const column = OPENED_IN_COLUMNS[stored] as
    'usr_opened_in_portineria' | 'usr_opened_in_archivioplus';
  await c.var.deps.db
    .updateTable('communications')
    .set({ [column]: true, opened_at: at, updated_at: at } as never)
    .where('id', '=', id)
    .execute();
  const row = await findVisible(
    c,
    communicationSchema,
    id,
    visibleCommunications(scope),
    NOT_FOUND,
  );
  return c.json({ data: presentCommunication(scope)(row) });
}

/** Registers the communications routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/communications/search', searchPage);
  api.post('/communications/search/count', async (c) => {
    const scope = c.var.scope;
    const body = await jsonObject(c.req);
    const where = splitBuilding(body.where);
    const criteria = splitBuilding(body.criteria);
    const counter = await counterOf(
      c,
      communicationSchema,
      { ...body, where: where.criteria, criteria: criteria.criteria },
      visibleWithin(visibleCommunications(scope), [where.buildingId, criteria.buildingId]),
      (rewritten) => ({
        criteria: canonicalCriteria(rewritten),
      }),
    );
    return c.json({ counter });
  });
  api.get('/communications/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const row = await findVisible(
      c,
      communicationSchema,
      id,
      visibleCommunications(scope),
      NOT_FOUND,
    );
    return c.json({ data: presentCommunication(scope)(row) });
  });
  api.post('/communications/:id{[0-9]+}/opened', markOpened);
  api.patch('/communications/:id{[0-9]+}/opened', markOpened);
}
