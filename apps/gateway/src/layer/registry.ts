/**
 * Which records of each table a profile may read: the rule every resource mounted over a table
 * declares, plus the rules of tables that are only ever included (a supplier company, an
 * organisation, a quote request). The query engine applies them to every association at any
 * depth (`QueryOptions.visibleFor`), and the layer checks written links against them, so an
 * include or a link reaches exactly what the target's own endpoint would show.
 */
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayDeps } from '../context.ts';
import type { QueryOptions } from '../query/index.ts';
import { anyOf } from './predicates.ts';
import type { Visible } from './predicates.ts';

/** A table's read rule for a scope. */
export type TableRule = (scope: RequestScope) => Visible;

const registries = new WeakMap<object, Map<string, TableRule[]>>();

function rulesOf(api: object): Map<string, TableRule[]> {
  let rules = registries.get(api);
  if (rules === undefined) {
    rules = new Map();
    registries.set(api, rules);
  }
  return rules;
}

/** Adds a read rule for a table (several rules of one table: a record visible by any of them). */
export function registerTableRule(api: object, table: string, rule: TableRule): void {
  const rules = rulesOf(api);
  rules.set(table, [...(rules.get(table) ?? []), rule]);
}

/** The read rule of a table for a scope; undefined when no rule is registered (no record). */
export function tableRule(api: object, table: string, scope: RequestScope): Visible | undefined {
  const rules = rulesOf(api).get(table);
  if (rules === undefined || rules.length === 0) return undefined;
  const visibles = rules.map((rule) => rule(scope));
  return (alias) => anyOf(...visibles.map((visible) => visible(alias)));
}

/** The query options of a request over a tenant rule: the viewer, the placeholders, the tables. */
export function queryOptions(
  api: object,
  scope: RequestScope,
  deps: GatewayDeps,
  visible: Visible,
): QueryOptions {
  return {
    visible,
    viewer: scope.roleType,
    viewerLevel: scope.level,
    context: { activeUserId: scope.user.id, now: deps.now() },
    visibleFor: (schema, alias) => tableRule(api, schema.table, scope)?.(alias),
  };
}
