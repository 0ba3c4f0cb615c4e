/**
 * Communications: `POST communications/search` with where (type 'corrispondenza', status
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
 * SYS all, read only. Only the recipient marks one opened (a USR write that needs no grant).
 */
import { openedInKey } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { AppEnv } from '../context.ts';
import { invalidQuery, validationFailed } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { allOf, byRole, equals, ownOrganization, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ListRewrite, ResourceRequest, Row } from '../layer/resource.ts';
import { QUERY_LIMITS, isPlainObject } from '../query/index.ts';
import type { TenantPredicate } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { OPENED_IN_COLUMNS, communicationSchema } from './schemas/operations.ts';

const DEFAULT_LIMIT = 36;
/** The fields a page may be ordered by (a single field; the id breaks ties). */
const KEYSET_FIELDS: Readonly<Record<string, { column: string; cast: 'timestamptz' | 'integer' }>> =
  {
    sendingDate: { column: 'sending_date', cast: 'timestamptz' },
    createdAt: { column: 'created_at', cast: 'timestamptz' },
    id: { column: 'id', cast: 'integer' },
  };

/** The communications a profile may see: a resident the sent ones addressed to it. */
export const visibleCommunications = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) =>
    allOf(equals(alias, 'recipient_user_id', scope.user.id), equals(alias, 'status', 'SENT')),
});

const OPENED_PREFIX = 'usr_openedIn';

type StoredProduct = keyof typeof OPENED_IN_COLUMNS;

/** The stored product of a `usr_openedIn{product}` key in any spelling, or undefined. */
function storedProductOf(key: string): StoredProduct | undefined {
  if (!key.startsWith(OPENED_PREFIX)) return undefined;
  const product = key.slice(OPENED_PREFIX.length).toLowerCase();
  return Object.hasOwn(OPENED_IN_COLUMNS, product) ? (product as StoredProduct) : undefined;
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
    throw invalidQuery(fieldInvalid(BUILDING_KEY));
  }
  return { criteria: rest, buildingId };
}

/** The communications whose `buildings` list holds every named building. */
function concerning(buildingIds: readonly (number | undefined)[]): Visible | undefined {
  const named = buildingIds.filter((id): id is number => id !== undefined);
  if (named.length === 0) return undefined;
  return (alias) =>
    allOf(
      ...named.map(
        (id) =>
          sql<SqlBool>`${ref(alias, 'building_ids')} @> cast(${JSON.stringify([id])} as jsonb)`,
      ),
    );
}

/** A list or count body: `_building` narrows the rule, opened flags in the stored spelling. */
function rewriteCommunications(body: Record<string, unknown>): ListRewrite {
  const where = splitBuilding(body.where ?? {});
  const criteria = splitBuilding(body.criteria);
  const rewritten: Record<string, unknown> = { ...body, where: canonicalCriteria(where.criteria) };
  if (body.criteria !== undefined) rewritten.criteria = canonicalCriteria(criteria.criteria);
  const narrow = concerning([where.buildingId, criteria.buildingId]);
  return { body: rewritten, ...(narrow ? { narrow } : {}) };
}

/** Rows with the caller's product flag also under the caller's spelling (001 §3). */
function presentCommunications(rows: Row[], request: ResourceRequest): Row[] {
  const product = request.scope.profile.product;
  const stored = storedProductOf(`${OPENED_PREFIX}${product}`);
  if (stored === undefined || product.trim() === '') return rows;
  return rows.map((row) => ({ ...row, [openedInKey(product)]: row[`${OPENED_PREFIX}${stored}`] }));
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

function invalidKey(): never {
  throw invalidQuery(resourceMessages.offsetKeyInvalid);
}

function encodeKey(key: PageKey): string {
  return Buffer.from(
    JSON.stringify([key.field, key.direction, key.value, key.id]),
    'utf8',
  ).toString('base64url');
}

function decodeKey(text: unknown, field: string, direction: 'ASC' | 'DESC'): PageKey {
  if (typeof text !== 'string' || text.length > 512 || !/^[A-Za-z0-9_-]+$/.test(text)) invalidKey();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    invalidKey();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) invalidKey();
  const [keyField, keyDirection, value, id] = parsed as unknown[];
  if (keyField !== field || keyDirection !== direction) invalidKey();
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) invalidKey();
  const spec = KEYSET_FIELDS[field];
  if (spec === undefined) invalidKey();
  if (value !== null) {
    if (spec.cast === 'integer' && !(typeof value === 'number' && Number.isSafeInteger(value)))
      invalidKey();
    if (spec.cast === 'timestamptz' && !isTimestampText(value)) invalidKey();
  }
  return { field, direction, value: value as string | number | null, id };
}

/**
 * The rows after a key, for the engine's order `field direction, id asc` (PostgreSQL puts nulls
 * first in a descending order and last in an ascending one).
 */
function afterKey(alias: string, key: PageKey): TenantPredicate {
  const spec = KEYSET_FIELDS[key.field];
  if (spec === undefined) invalidKey();
  const column = ref(alias, spec.column);
  const id = ref(alias, 'id');
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
    throw invalidQuery(fieldInvalid('order'));
  }
  return { field, direction: upper };
}

/**
 * The last row's sort value at the database's precision (microseconds): the wire value is cut to
 * milliseconds, and a key a little earlier than the row would skip rows between the two.
 */
async function exactSortValue(
  request: ResourceRequest,
  field: string,
  row: Row,
): Promise<string | number | null> {
  const spec = KEYSET_FIELDS[field];
  if (spec === undefined || spec.cast === 'integer')
    return (row[field] as number | null | undefined) ?? null;
  const result = await sql<{
    value: string | null;
  }>`select ${sql.ref(spec.column)}::text as value from communications where id = ${row.id as number}`.execute(
    request.deps.db,
  );
  return result.rows[0]?.value ?? null;
}

/** A page of `POST communications/search`, paged by key (see the module comment). */
async function searchPage(request: ResourceRequest): Promise<Response> {
  const { offset_key: offsetKey, ...rest } = request.sent ?? {};
  const order = pageOrder(rest.order);
  const limit = rest.limit === undefined ? DEFAULT_LIMIT : rest.limit;
  if (
    typeof limit !== 'number' ||
    !Number.isSafeInteger(limit) ||
    limit < 1 ||
    limit > QUERY_LIMITS.limit
  ) {
    throw invalidQuery(fieldInvalid('limit'));
  }
  const key =
    offsetKey === undefined || offsetKey === null || offsetKey === ''
      ? undefined
      : decodeKey(offsetKey, order.field, order.direction);
  const { body, narrow } = rewriteCommunications(rest);
  const query: Record<string, unknown> = {
    ...body,
    order: [[order.field, order.direction]],
    // One row more than asked tells whether a next page exists.
    limit: Math.min(limit + 1, QUERY_LIMITS.limit),
  };
  if (key !== undefined) delete query.offset;
  const rules = [narrow, key === undefined ? undefined : (alias: string) => afterKey(alias, key)];
  const active = rules.filter((rule): rule is Visible => rule !== undefined);
  const { rows } = await request.list(query, {
    ...(active.length > 0
      ? { narrow: (alias: string) => allOf(...active.map((rule) => rule(alias))) }
      : {}),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last !== undefined
      ? encodeKey({
          field: order.field,
          direction: order.direction,
          value: await exactSortValue(request, order.field, last),
          id: last.id as number,
        })
      : null;
  return request.c.json({ data: page, next_offset_key: next });
}

/** Marks a communication opened for the caller's product (001 §4.5). */
async function markOpened(request: ResourceRequest): Promise<Response> {
  const scope = request.scope;
  const id = request.id();
  await request.find(id);
  const body = await request.body();
  const product = body.product === undefined ? scope.profile.product : body.product;
  const stored =
    typeof product === 'string' ? storedProductOf(`${OPENED_PREFIX}${product}`) : undefined;
  if (stored === undefined) {
    throw validationFailed(
      [{ field: 'product', message: resourceMessages.productInvalid }],
      resourceMessages.productInvalid,
    );
  }
  const at = request.deps.now();
  await request.deps.db
    .updateTable('communications')
    .set({
      ...(stored === 'portineria'
        ? { usr_opened_in_portineria: true }
        : { usr_opened_in_archivioplus: true }),
      opened_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  return request.one(await request.find(id));
}

/** Registers the communications routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'communications',
    schema: communicationSchema,
    shape: 'data',
    routes: { communications: ['search', 'count', 'getOne'] },
    notFound: resourceMessages.communicationNotFound,
    visible: visibleCommunications,
    // Only the recipient opens a communication: the flag is the user's (usr_openedIn…).
    writers: { USR: { application: null, actions: ['opened'] } },
    rewrite: rewriteCommunications,
    present: presentCommunications,
    handlers: { search: searchPage },
    extend(routes) {
      routes.write('POST', '/communications/:id/opened', 'opened', undefined, markOpened);
      routes.write('PATCH', '/communications/:id/opened', 'opened', undefined, markOpened);
    },
  });
}
