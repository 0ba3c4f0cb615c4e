/**
 * Planned maintenances (001 §2.2 /ORG/TAB/planned-maintenances; 002 §2.10 Segreteria): search,
 * count and getOne (`{ data }`), read only.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's rows, SYS
 * every row. The demo seed has no rows yet (migrations run before the seed): the list is empty.
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { equals } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { plannedMaintenanceSchema } from './schemas/registries.ts';

/** The planned maintenances a profile may see. */
export function visiblePlannedMaintenances(scope: RequestScope): Visible {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'SYS':
      return () => true;
    case 'SPL':
    case 'USR':
      return () => false;
    default:
      return scope.roleType satisfies never;
  }
}

/** Registers the planned-maintenances routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'planned-maintenances',
    schema: plannedMaintenanceSchema,
    shape: 'data',
    routes: { 'planned-maintenances': ['search', 'count', 'getOne'] },
    notFound: resourceMessages.plannedMaintenanceNotFound,
    visible: visiblePlannedMaintenances,
    callers: (scope) =>
      scope.roleType === 'ORG' || scope.roleType === 'SYS'
        ? undefined
        : resourceMessages.roleForbidden,
  });
}
