/**
 * The query engine of the gateway: list and count bodies in the `Criteria` vocabulary of
 * `@portineria/domain` (000 §7), checked against a resource's allow-list and run as
 * parameterised SQL with the request's tenant predicate ANDed in. It is the one place where
 * criteria are compiled, so it is where role visibility is enforced:
 *
 * - `options.visible(alias)` is the resource's own rule; it is ANDed, as its own parenthesised
 *   term, into the list, the total and both counts, so a hostile criteria (a top-level `$or`…)
 *   never widens it;
 * - every association, belongsTo or hasMany, at any depth, is filtered by its target's own rule
 *   (`options.visibleFor`, filled by the resource layer from the rule registered for each
 *   table): an include, a `$association.field$` condition or an order through an association
 *   reaches only the records the target's own endpoint would show; a target without a rule shows
 *   no row (fail closed);
 * - a field hidden from the caller's role (`FieldSpec.visibleTo`) does not exist for it: left out
 *   of every row, and refused like an unknown field wherever it is named.
 */
import type { Kysely, QueryResult } from 'kysely';
import { markReusablePlan } from '../db/planReuse.ts';
import { compileBody } from './compile.ts';
import type { Sql } from './compile.ts';
import { wireRow } from './rows.ts';
import type { QueryOptions, ResourceSchema } from './types.ts';

export {
  QUERY_LIMITS,
  checkStructure,
  compileBody,
  isPlainObject,
  nestsDeeperThan,
} from './compile.ts';
export type { CompiledBody, Sql } from './compile.ts';
export { checkScalar, checkWritable, hasUnstorableCharacter } from './values.ts';
export { queryMessages } from './messages.ts';
export { wireRow } from './rows.ts';
export { allowList, belongsTo, columnFieldName, columnStorage, hasMany } from './allowList.ts';
export type { AllowListSpec, FieldDeclaration } from './allowList.ts';
export type {
  AssociationSpec,
  FieldSpec,
  FieldStorage,
  FieldType,
  QueryOptions,
  ResourceSchema,
  TenantPredicate,
} from './types.ts';

/**
 * Runs one of the engine's statements, named first as one whose answers no plan can change (it
 * is totally ordered, or one row of counts): PGlite may then reuse its plan (../db/planReuse.ts).
 */
function executeOrdered<Database>(
  db: Kysely<Database>,
  statement: Sql,
): Promise<QueryResult<unknown>> {
  const compiled = statement.compile(db);
  markReusablePlan(compiled.sql);
  return db.executeQuery(compiled);
}

/**
 * A page of rows matching the body, in wire shape (included associations nested under their
 * name), and `total`, the number of rows matching the same conditions (for `rows.counter`).
 */
export async function listRows<Database>(
  db: Kysely<Database>,
  schema: ResourceSchema,
  body: unknown,
  options: QueryOptions,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const compiled = compileBody(schema, body, options);
  // Two statements: on PostgreSQL they run on two pooled connections at once.
  const [page, counted] = await Promise.all([
    executeOrdered(db, compiled.list),
    executeOrdered(db, compiled.count),
  ]);
  const rows = page.rows.map((row) => wireRow(schema, (row as { row: unknown }).row));
  return { rows, total: Number((counted.rows[0] as { total: unknown } | undefined)?.total ?? 0) };
}

/**
 * The counter of a criteria in one query: `total`, the rows the tenant may see, and `matching`,
 * those of them matching the criteria. `extra` carries the rest of a count body (a second
 * `criteria` ANDed with the first, `include`, `full_text`; `attributes` and `order` count
 * nothing but are checked like a list's, so a field
 * the caller may not see is refused there too).
 */
export async function countRows<Database>(
  db: Kysely<Database>,
  schema: ResourceSchema,
  criteria: unknown,
  options: QueryOptions,
  extra: {
    criteria?: unknown;
    include?: unknown;
    full_text?: unknown;
    attributes?: unknown;
    order?: unknown;
  } = {},
): Promise<{ total: number; matching: number }> {
  const body: Record<string, unknown> = { where: criteria };
  for (const key of ['criteria', 'include', 'full_text', 'attributes', 'order'] as const) {
    if (extra[key] !== undefined) body[key] = extra[key];
  }
  const compiled = compileBody(schema, body, options);
  const result = await executeOrdered(db, compiled.counter);
  const row = result.rows[0] as { total: unknown; matching: unknown } | undefined;
  return { total: Number(row?.total ?? 0), matching: Number(row?.matching ?? 0) };
}
