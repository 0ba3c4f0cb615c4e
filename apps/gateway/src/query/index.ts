/**
 * The query engine of the gateway (brief: "Query engine + resource kit"): list and count bodies
 * in the `Criteria` vocabulary of `@portineria/domain`, checked against a resource's allow-list and
 * run as parameterised SQL with the request's tenant predicate ANDed in.
 *
 * Tenant rule (who may see what):
 * - `options.visible(alias)` is the resource's own rule; it is ANDed, as its own parenthesised
 *   term, into the list, the total and both counts, so a hostile criteria (a top-level `$or`…)
 *   never widens it;
 * - an association whose `visibility` is `'own'` (default for hasMany) is filtered by its target's
 *   rule (`options.visibleFor`, which the resource kit fills from the mounted resources): hasMany
 *   collections hold other tenant-owned rows (a building's orders may belong to other companies);
 *   without a rule such a target shows no row (fail closed);
 * - an association whose `visibility` is `'inherit'` (default for belongsTo) is shown because the
 *   visible parent row refers to it (an order's building, its supplier): the schema author decides
 *   which of its fields the target schema exposes.
 */
import type { Kysely } from 'kysely';
import { compileBody } from './compile.ts';
import { wireRow } from './rows.ts';
import type { QueryOptions, ResourceSchema } from './types.ts';

export { QueryError } from './errors.ts';
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
export type {
  AssociationSpec,
  AssociationVisibility,
  FieldSpec,
  FieldType,
  QueryOptions,
  ResourceSchema,
  TenantPredicate,
} from './types.ts';

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
    compiled.list.execute(db),
    compiled.count.execute(db),
  ]);
  const rows = page.rows.map((row) => wireRow(schema, (row as { row: unknown }).row));
  return { rows, total: Number((counted.rows[0] as { total: unknown } | undefined)?.total ?? 0) };
}

/**
 * The counter of a criteria in one query: `total`, the rows the tenant may see, and `matching`,
 * those of them matching the criteria. `extra` carries the rest of a count body (`include`,
 * `full_text`), when the caller has one.
 */
export async function countRows<Database>(
  db: Kysely<Database>,
  schema: ResourceSchema,
  criteria: unknown,
  options: QueryOptions,
  extra: { include?: unknown; full_text?: unknown } = {},
): Promise<{ total: number; matching: number }> {
  const body: Record<string, unknown> = { where: criteria };
  if (extra.include !== undefined) body.include = extra.include;
  if (extra.full_text !== undefined) body.full_text = extra.full_text;
  const compiled = compileBody(schema, body, options);
  const result = await compiled.counter.execute(db);
  const row = result.rows[0] as { total: unknown; matching: unknown } | undefined;
  return { total: Number(row?.total ?? 0), matching: Number(row?.matching ?? 0) };
}
