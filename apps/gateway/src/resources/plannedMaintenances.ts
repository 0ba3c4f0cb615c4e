/**
 * Planned maintenances (001 §2.2 /ORG/TAB/planned-maintenances; 002 §2.10 Segreteria): search,
 * count and getOne (`{ data }`), read only.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's rows, SYS
 * every row. The demo seed has no rows yet (migrations run before the seed): the list is empty.
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { plannedMaintenanceSchema } from './schemas/registries.ts';

/** The planned maintenances a profile may see. */
export const visiblePlannedMaintenances = byRole({ ORG: ownOrganization });

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
      scope.roleType === ROLE_TYPE.ORG || scope.roleType === ROLE_TYPE.SYS
        ? undefined
        : resourceMessages.roleForbidden,
  });
}
