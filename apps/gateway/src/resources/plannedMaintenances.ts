/**
 * Planned maintenances (W1, issue #5; 001 §2.2 /ORG/TAB/planned-maintenances; 002 §2.10
 * Segreteria): search, count and getOne through the resource kit (`{ data }`), read only.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's rows, SYS
 * every row. The demo seed has no rows yet (migrations run before the seed): the list is empty.
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { columnEquals } from '../operations/access.ts';
import type { Visible } from '../operations/query.ts';
import { mountResource } from './kit.ts';
import { restrictCallers } from './webAccess.ts';
import { webResourceMessages } from './webMessages.ts';
import { plannedMaintenanceSchema } from './webSchemas.ts';

/** The planned maintenances a profile may see. */
export function visiblePlannedMaintenances(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG':
        return columnEquals(alias, 'organization_id', scope.companyId);
      case 'SYS':
        return true;
      case 'SPL':
      case 'USR':
        return false;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** Registers the planned-maintenances routes. */
export function register(api: Hono<AppEnv>): void {
  restrictCallers(api, 'planned-maintenances', (scope) =>
    scope.roleType === 'ORG' || scope.roleType === 'SYS'
      ? undefined
      : webResourceMessages.roleForbidden,
  );
  mountResource(api, {
    path: 'planned-maintenances',
    schema: plannedMaintenanceSchema,
    shape: 'data',
    application: 'ORG_TAB_PLANNEDMAINTENANCES',
    visible: visiblePlannedMaintenances,
  });
}
