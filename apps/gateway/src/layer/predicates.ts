/**
 * Tenant rules: SQL predicates over the alias of a table, built only from `sql.ref` identifiers
 * and bound values (never text concatenation). A rule may also be the constant `true` (every
 * row) or `false` (no row); the helpers fold the constants.
 */
import { ROLE_TYPE } from '@portineria/domain';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { TenantPredicate } from '../query/index.ts';

/** A tenant rule: the predicate over the SQL alias of the rule's table. */
export type Visible = (alias: string) => TenantPredicate;

/** `alias.column` as a reference. */
export function ref(alias: string, column: string): Expression<unknown> {
  return sql.ref(`${alias}.${column}`);
}

/** `alias.column = value`. */
export function equals(alias: string, column: string, value: number | string): Expression<SqlBool> {
  return sql<SqlBool>`${ref(alias, column)} = ${value}`;
}

/** `alias.column in (values)`; no row for an empty list. */
export function inList(
  alias: string,
  column: string,
  values: readonly (number | string)[],
): TenantPredicate {
  if (values.length === 0) return false;
  return sql<SqlBool>`${ref(alias, column)} in (${sql.join(values.map((value) => sql`${value}`))})`;
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

/** A predicate as an SQL condition (the constants as `true` / `false`). */
export function condition(predicate: TenantPredicate): Expression<SqlBool> {
  if (predicate === true) return sql<SqlBool>`true`;
  if (predicate === false) return sql<SqlBool>`false`;
  return predicate;
}

/** The rule of the rows a nested rule sees through `exists (select 1 from table as inner …)`. */
export function existsIn(
  table: string,
  innerAlias: string,
  correlation: (inner: string) => Expression<SqlBool>,
  rule: TenantPredicate,
): TenantPredicate {
  if (rule === false) return false;
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} as ${sql.id(innerAlias)} where ${correlation(innerAlias)} and ${condition(rule)})`;
}

/** A tenant rule of one role type. */
export type RoleRule = (scope: RequestScope) => Visible;

/**
 * A tenant rule declared per role type: the back office (SYS) reads every row unless the rules
 * say otherwise; a role type the rules do not name reads no row.
 */
export function byRole(
  rules: Readonly<Partial<Record<RequestScope['roleType'], RoleRule>>>,
): (scope: RequestScope) => Visible {
  return (scope) => {
    const rule = rules[scope.roleType] ?? (scope.roleType === ROLE_TYPE.SYS ? everyRow : undefined);
    return rule === undefined ? () => false : rule(scope);
  };
}

/** Every row (the back office's default). */
export const everyRow: RoleRule = () => () => true;

/** The rows of the caller's organisation (`organization_id`). */
export const ownOrganization: RoleRule = (scope) => (alias) =>
  equals(alias, 'organization_id', scope.companyId);

/** The rows of the caller's supplier company (`supplier_id`). */
export const ownSupplier: RoleRule = (scope) => (alias) =>
  equals(alias, 'supplier_id', scope.companyId);

/** The rows of the caller's buildings (a resident's entitlements, `building_id`). */
export const ownBuildings: RoleRule = (scope) => (alias) =>
  inList(alias, 'building_id', scope.buildingIds);
