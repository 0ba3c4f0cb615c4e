/**
 * Shared helpers of the registry resources (H4): errors, path ids, tenant predicates, reads
 * through the query engine and the few custom writes the resource kit does not cover (an SPL
 * editing its own company, the own profile, the supplier registry). Every handler calls these
 * after `c.var.scope` has been checked and before it reads; SQL is built only with Kysely's `sql`
 * template (bound values, `sql.ref` / `sql.id` for identifiers from the schemas).
 */
import { evaluatePermission, hasModule } from '@portineria/domain';
import type { FunctionalityId, ImportColumn, ModuleKey } from '@portineria/domain';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { checkWritable, isPlainObject, listRows, queryMessages } from '../query/index.ts';
import type { QueryOptions, ResourceSchema, TenantPredicate } from '../query/index.ts';

/** A tenant rule over the SQL alias of a table. */
export type Visibility = (alias: string) => TenantPredicate;

/** 404 NOT_FOUND: a missing record and a record outside the tenant answer alike. */
export function notFound(message: string = messages.notFound): GatewayError {
  return new GatewayError(404, 'NOT_FOUND', message);
}

/** 403 FORBIDDEN. */
export function forbidden(message: string = messages.forbidden): GatewayError {
  return new GatewayError(403, 'FORBIDDEN', message);
}

/** 400 VALIDATION_FAILED with the field errors as `error`. */
export function validationFailed(errors: FieldError[]): GatewayError {
  return new GatewayError(400, 'VALIDATION_FAILED', queryMessages.validationFailed, errors);
}

/** 400 INVALID_QUERY. */
export function invalidQuery(message: string = messages.invalidQuery): GatewayError {
  return new GatewayError(400, 'INVALID_QUERY', message);
}

/** A path id: a positive 32-bit integer, else 404 (such an id names no visible record). */
export function pathId(raw: string | undefined, message?: string): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id <= 0 || id > 2_147_483_647) throw notFound(message);
  return id;
}

/** 403 FORBIDDEN unless the scope's role type is one of `roles`. */
export function requireRole(
  scope: RequestScope,
  roles: readonly RequestScope['roleType'][],
  message?: string,
): void {
  if (!roles.includes(scope.roleType)) throw forbidden(message);
}

/** 403 MODULE_DISABLED unless every module is on for the profile. */
export function requireModules(scope: RequestScope, modules: readonly ModuleKey[]): void {
  if (modules.some((key) => !hasModule(scope.profile, key))) {
    throw new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled);
  }
}

/**
 * A write needs a writing role (SYS is read-only), the modules, and domain's permission engine to
 * say `allowed` for the application and functionality (brief: "Writes also need the domain
 * permission engine to say allowed").
 */
export function requireWrite(
  scope: RequestScope,
  application: string,
  functionality: FunctionalityId,
  modules: readonly ModuleKey[] = [],
): void {
  if (scope.roleType === 'SYS') throw forbidden(queryMessages.readOnlyProfile);
  requireModules(scope, modules);
  const decision = evaluatePermission(scope.profile, { application, functionality });
  if (decision.state !== 'allowed') throw forbidden();
}

/** The JSON body as a plain object (`{}` when empty); anything else is 400 INVALID_QUERY. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidQuery(queryMessages.invalidJson);
  }
  if (!isPlainObject(body)) throw invalidQuery(queryMessages.bodyNotObject);
  return body;
}

/** `alias.column` as a reference. */
export function ref(alias: string, column: string): Expression<unknown> {
  return sql.ref(`${alias}.${column}`);
}

/** `alias.column = value`. */
export function equals(alias: string, column: string, value: number | string): Expression<SqlBool> {
  return sql<SqlBool>`${ref(alias, column)} = ${value}`;
}

/** `alias.column in (ids)`; nothing for an empty list. */
export function inList(alias: string, column: string, ids: readonly number[]): TenantPredicate {
  if (ids.length === 0) return false;
  return sql<SqlBool>`${ref(alias, column)} in (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/** Every predicate (constants folded). */
export function allOf(...predicates: TenantPredicate[]): TenantPredicate {
  if (predicates.includes(false)) return false;
  const expressions = predicates.filter(
    (predicate): predicate is Expression<SqlBool> => predicate !== true,
  );
  if (expressions.length === 0) return true;
  if (expressions.length === 1) return expressions[0] as Expression<SqlBool>;
  return sql<SqlBool>`(${sql.join(
    expressions.map((expression) => sql`(${expression})`),
    sql` and `,
  )})`;
}

/** Any predicate (constants folded). */
export function anyOf(...predicates: TenantPredicate[]): TenantPredicate {
  if (predicates.includes(true)) return true;
  const expressions = predicates.filter(
    (predicate): predicate is Expression<SqlBool> => predicate !== false,
  );
  if (expressions.length === 0) return false;
  if (expressions.length === 1) return expressions[0] as Expression<SqlBool>;
  return sql<SqlBool>`(${sql.join(
    expressions.map((expression) => sql`(${expression})`),
    sql` or `,
  )})`;
}

/** A predicate as an SQL condition. */
export function condition(predicate: TenantPredicate): Expression<SqlBool> {
  if (predicate === true) return sql<SqlBool>`true`;
  if (predicate === false) return sql<SqlBool>`false`;
  return predicate;
}

/** The query options of a request over a tenant rule. */
export function queryOptions(
  scope: RequestScope,
  deps: GatewayDeps,
  visible: Visibility,
): QueryOptions {
  return { visible, context: { activeUserId: scope.user.id, now: deps.now() } };
}

/** The rows of a list body within a tenant rule, in wire shape. */
export async function listWithin(
  schema: ResourceSchema,
  body: unknown,
  scope: RequestScope,
  deps: GatewayDeps,
  visible: Visibility,
): Promise<Record<string, unknown>[]> {
  const result = await listRows(deps.db, schema, body, queryOptions(scope, deps, visible));
  return result.rows;
}

/** One record by primary key within a tenant rule, or undefined. */
export async function readWithin(
  schema: ResourceSchema,
  id: number,
  scope: RequestScope,
  deps: GatewayDeps,
  visible: Visibility,
  include?: unknown,
): Promise<Record<string, unknown> | undefined> {
  const body: Record<string, unknown> = { limit: 1 };
  if (include !== undefined) body.include = include;
  const rows = await listWithin(schema, body, scope, deps, (alias) =>
    allOf(visible(alias), equals(alias, schema.primaryKey, id)),
  );
  return rows[0];
}

/**
 * The errors of domain field rules (the import schemas and form rules of `@portineria/domain`)
 * over the given fields of an input. On create, a required rule also fires for a missing field.
 */
export function ruleErrors(
  input: Record<string, unknown>,
  columns: readonly Pick<ImportColumn, 'name' | 'rules'>[],
  mode: 'create' | 'update',
): FieldError[] {
  const errors: FieldError[] = [];
  for (const column of columns) {
    const present = Object.hasOwn(input, column.name);
    if (!present && mode === 'update') continue;
    for (const rule of column.rules ?? []) {
      const message = rule(column.name)(input[column.name] ?? null, input);
      if (message !== null) {
        errors.push({ field: column.name, message });
        break;
      }
    }
  }
  return errors;
}

/**
 * The accepted wire fields of a write body, type-checked against the schema, as column values.
 * Keys outside `accepted` are field errors (`fieldNotWritable`); keys in `ignored` are dropped
 * silently (read-only fields a client sends back unchanged, 002 §7.5).
 */
export function columnValues(
  schema: ResourceSchema,
  body: Record<string, unknown>,
  accepted: readonly string[],
  ignored: readonly string[] = [],
): { input: Record<string, unknown>; columns: Map<string, unknown>; errors: FieldError[] } {
  const input: Record<string, unknown> = {};
  const columns = new Map<string, unknown>();
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) {
    if (ignored.includes(key)) continue;
    const spec = Object.hasOwn(schema.fields, key) ? schema.fields[key] : undefined;
    if (spec === undefined || !accepted.includes(key)) {
      errors.push({ field: key, message: queryMessages.fieldNotWritable });
      continue;
    }
    const checked = checkWritable(key, spec.type, body[key]);
    if (!checked.ok) {
      errors.push({ field: key, message: checked.message });
      continue;
    }
    input[key] = body[key];
    columns.set(spec.column, checked.value);
  }
  return { input, columns, errors };
}

/** Constraint violations of the database as contract errors; anything else is rethrown. */
function databaseError(error: unknown): unknown {
  if (error === null || typeof error !== 'object' || !('code' in error)) return error;
  switch ((error as { code?: unknown }).code) {
    case '23505':
      return new GatewayError(409, 'CONFLICT', queryMessages.duplicate);
    case '23502':
      return validationFailed([{ field: '', message: queryMessages.fieldRequired }]);
    case '23503':
      return validationFailed([{ field: '', message: queryMessages.fieldReference }]);
    case '23514':
    case '22001':
    case '22P02':
      return validationFailed([{ field: '', message: queryMessages.validationFailed }]);
    default:
      return error;
  }
}

/** INSERT of column values; answers the new primary key. */
export async function insertColumns(
  deps: GatewayDeps,
  table: string,
  columns: Map<string, unknown>,
): Promise<number> {
  const names = [...columns.keys()];
  try {
    const result = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
      names.map((name) => sql.id(name)),
    )}) values (${sql.join(names.map((name) => sql`${columns.get(name)}`))}) returning id`.execute(
      deps.db,
    );
    return Number(result.rows[0]?.id);
  } catch (error) {
    throw databaseError(error);
  }
}

/** UPDATE of column values on the rows of a predicate (alias `t0`); answers the rows changed. */
export async function updateColumns(
  deps: GatewayDeps,
  table: string,
  columns: Map<string, unknown>,
  where: TenantPredicate,
): Promise<number> {
  if (columns.size === 0) return 0;
  const assignments = [...columns.entries()].map(
    ([name, value]) => sql`${sql.id(name)} = ${value}`,
  );
  try {
    const result = await sql`update ${sql.table(table)} as ${sql.id('t0')} set ${sql.join(
      assignments,
    )} where ${condition(where)}`.execute(deps.db);
    return Number(result.numAffectedRows ?? 0);
  } catch (error) {
    throw databaseError(error);
  }
}

const JSON_PARAMETERS = ['where', 'include', 'order', 'attributes'] as const;

/**
 * The list body of a `GET …/search` from its query string, as the resource kit reads it: `where`,
 * `include`, `order`, `attributes` as JSON, `limit`, `offset`, `full_text`; other parameters
 * (`expand`) are the caller's.
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
  return body;
}

/** The criteria of a count body (`criteria`, or `where`), with its `include` and `full_text`. */
export function countBodyParts(body: Record<string, unknown>): {
  criteria: unknown;
  extra: { include?: unknown; full_text?: unknown };
} {
  for (const key of Object.keys(body)) {
    if (!['attributes', 'criteria', 'where', 'include', 'order', 'full_text'].includes(key)) {
      throw invalidQuery(queryMessages.unknownKey(key));
    }
  }
  const extra: { include?: unknown; full_text?: unknown } = {};
  if (body.include !== undefined) extra.include = body.include;
  if (body.full_text !== undefined) extra.full_text = body.full_text;
  return { criteria: Object.hasOwn(body, 'criteria') ? body.criteria : body.where, extra };
}
