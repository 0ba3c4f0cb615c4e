/**
 * The list, count and lookup plumbing the operations handlers share (H5), on top of H3's query
 * engine: the request's query options, the body shapes of the contract (`rows`, `data`,
 * `counter`), criteria rewrites and the lookup of one visible row.
 */
import type { Context } from 'hono';
import type { FieldError } from '../http/errors.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import { checkWritable, countRows, listRows } from '../query/index.ts';
import type { QueryOptions, ResourceSchema, TenantPredicate } from '../query/index.ts';
import { queryMessages } from '../query/messages.ts';
import { isPlainObject, notFound } from './access.ts';
import { operationsMessages } from './messages.ts';

/** The tenant rule of a resource over an SQL alias. */
export type Visible = (alias: string) => TenantPredicate;

/** The query options of a request: the tenant rule and the placeholder context. */
export function queryOptionsOf(c: Context<AppEnv>, visible: Visible): QueryOptions {
  return {
    visible,
    context: { activeUserId: c.var.scope.user.id, now: c.var.deps.now() },
  };
}

/** A page in the `rows` shape (orders, contracts, quotes, every proxy list). */
export function rowsBody(results: Record<string, unknown>[], counter: number) {
  return { rows: { results, counter } };
}

/** A list body: `rows` or `data` shape. */
export async function listBody(
  c: Context<AppEnv>,
  schema: ResourceSchema,
  body: unknown,
  visible: Visible,
  present: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { rows, total } = await listRows(c.var.deps.db, schema, body, queryOptionsOf(c, visible));
  return { rows: rows.map(present), total };
}

/**
 * The counter of a count body (`{ attributes: [], criteria, include: [], order: [] }`, 000 §7):
 * `[total, matching]`. `where` is read as well as `criteria`; both apply when both are given.
 */
export async function counterOf(
  c: Context<AppEnv>,
  schema: ResourceSchema,
  body: Record<string, unknown>,
  visible: Visible,
  rewrite: (criteria: unknown) => { criteria: unknown; include?: unknown[] } = (criteria) => ({
    criteria,
  }),
): Promise<[number, number]> {
  const criteria = body.criteria ?? {};
  const where = body.where ?? {};
  const rewritten = rewrite({ $and: [criteria, where] });
  const include = [
    ...(Array.isArray(body.include) ? body.include : []),
    ...(rewritten.include ?? []),
  ];
  const extra: { include?: unknown; full_text?: unknown } = {};
  if (include.length > 0) extra.include = include;
  if (body.full_text !== undefined) extra.full_text = body.full_text;
  const { total, matching } = await countRows(
    c.var.deps.db,
    schema,
    rewritten.criteria,
    queryOptionsOf(c, visible),
    extra,
  );
  return [total, matching];
}

/** One visible row by id, in wire shape, or 404 with the resource's message. */
export async function findVisible(
  c: Context<AppEnv>,
  schema: ResourceSchema,
  id: number,
  visible: Visible,
  notFoundMessage: string,
  include: unknown[] = [],
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = { where: { id }, limit: 1 };
  if (include.length > 0) body.include = include;
  const { rows } = await listRows(c.var.deps.db, schema, body, queryOptionsOf(c, visible));
  const [row] = rows;
  if (row === undefined) throw notFound(notFoundMessage);
  return row;
}

/**
 * A copy of criteria with the values of some fields mapped (numeric dashboard codes to names,
 * 000 §3). Operators keep their shape: `$in` / `$notIn` lists are mapped item by item. Keys are
 * copied with `Object.fromEntries` so that a `__proto__` key stays an own key for the engine to
 * refuse.
 */
export function mapCriteriaValues(
  criteria: unknown,
  mappers: Readonly<Record<string, (value: unknown) => unknown>>,
): unknown {
  if (Array.isArray(criteria)) return criteria.map((item) => mapCriteriaValues(item, mappers));
  if (!isPlainObject(criteria)) return criteria;
  return Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and' || key === '$or') return [key, mapCriteriaValues(value, mappers)];
      const mapper = Object.hasOwn(mappers, key) ? mappers[key] : undefined;
      if (mapper === undefined) return [key, value];
      return [key, mapCondition(value, mapper)];
    }),
  );
}

function mapCondition(condition: unknown, mapper: (value: unknown) => unknown): unknown {
  if (!isPlainObject(condition)) return mapper(condition);
  return Object.fromEntries(
    Object.entries(condition).map(([operator, value]) => [
      operator,
      Array.isArray(value) ? value.map(mapper) : mapper(value),
    ]),
  );
}

/**
 * Moves the top-level `$association.field$` conditions of a where into one required include of
 * that association, so that they must hold on the same associated row ("an activity TODO or
 * WORKING past its end date", domain's `hasExpiredActivities`) rather than each on any row.
 */
export function liftAssociationConditions(
  criteria: unknown,
  association: string,
): { criteria: unknown; include?: unknown[] } {
  const prefix = `$${association}.`;
  const lifted: [string, unknown][] = [];
  const visit = (value: unknown): unknown => {
    if (!isPlainObject(value)) return value;
    const kept: [string, unknown][] = [];
    for (const [key, condition] of Object.entries(value)) {
      if (
        key.startsWith(prefix) &&
        key.endsWith('$') &&
        !key.slice(prefix.length, -1).includes('.')
      ) {
        lifted.push([key.slice(prefix.length, -1), condition]);
      } else if (key === '$and' && Array.isArray(condition)) {
        kept.push([key, condition.map(visit)]);
      } else {
        kept.push([key, condition]);
      }
    }
    return Object.fromEntries(kept);
  };
  const rest = visit(criteria);
  if (lifted.length === 0) return { criteria };
  return {
    criteria: rest,
    include: [
      { association, where: Object.fromEntries(lifted), required: true, attributes: ['id'] },
    ],
  };
}

/** A writable wire field: its column and type (from the schema). */
export interface WritableValues {
  values: Record<string, unknown>;
  errors: FieldError[];
}

/**
 * The columns and values of the writable fields of an input: every key must be one of
 * `allowed` (else a field error), every value must fit its field's type (H3's `checkWritable`).
 */
export function writableValues(
  schema: ResourceSchema,
  input: Record<string, unknown>,
  allowed: readonly string[],
): WritableValues {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = Object.hasOwn(schema.fields, key) ? schema.fields[key] : undefined;
    if (!allowed.includes(key) || field === undefined) {
      errors.push({ field: key, message: queryMessages.fieldNotWritable });
      continue;
    }
    if (value === undefined) continue;
    const checked = checkWritable(key, field.type, value);
    if (!checked.ok) {
      errors.push({ field: key, message: checked.message });
      continue;
    }
    values[field.column] = checked.value;
  }
  return { values, errors };
}

/** Today's calendar day `YYYY-MM-DD` of an instant, in the server's local time. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A reference field of a write and the table whose `organization_id` must be the caller's. */
export type ReferenceTables = Readonly<
  Record<
    string,
    'buildings' | 'contacts' | 'employees' | 'tickets' | 'orders' | 'claims' | 'activities'
  >
>;

/**
 * Field errors for references to records of another organisation (a write never links another
 * tenant's ids). Suppliers are checked against the organisation's registry.
 */
export async function foreignReferences(
  deps: GatewayDeps,
  organizationId: number,
  input: Record<string, unknown>,
  tables: ReferenceTables,
  supplierFields: readonly string[] = [],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, table] of Object.entries(tables)) {
    const value = input[field];
    if (value === undefined || value === null || !Number.isSafeInteger(value)) continue;
    const found = await deps.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', value as number)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!found) errors.push({ field, message: operationsMessages.fieldInvalid(field) });
  }
  for (const field of supplierFields) {
    const value = input[field];
    if (value === undefined || value === null || !Number.isSafeInteger(value)) continue;
    const found = await deps.db
      .selectFrom('organization_suppliers')
      .select('id')
      .where('supplier_id', '=', value as number)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!found) errors.push({ field, message: operationsMessages.supplierNotVisible });
  }
  return errors;
}
