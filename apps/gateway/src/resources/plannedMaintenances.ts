/**
 * Planned maintenances (001 §2.2 /ORG/TAB/planned-maintenances, /new, /mod/{id}; 002 §2.10
 * Segreteria): search, count and getOne (`{ data }`), and kept as every registry is
 * (./registryKeeping.ts): create, update with the version read (409 STALE_RECORD otherwise),
 * remove (409 with what uses it) and `GET planned-maintenances/{id}/history`.
 *
 * Callers: ORG and SYS (SYS reads only); SPL and USR 403 FORBIDDEN. Tenant rule: ORG its
 * organisation's rows, SYS every row. Writes need ORG_TAB_PLANNEDMAINTENANCES (APP_NEW,
 * APP_UPDATE, APP_DELETE); the building and the supplier must be records the organisation reads
 * (the layer's belongsTo check). Fields and rules: domain's planned maintenance form (object,
 * building, frequency and start day required; end and next due days not before the start;
 * DECISIONS.md "Planned maintenances"). A new one is yearly and planned unless said otherwise.
 */
import { PLANNED_MAINTENANCE_DEFAULTS, ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { plannedMaintenanceSchema } from './schemas/registries.ts';

const FIELDS = [
  'object',
  '_building',
  '_supplier',
  'frequency',
  'status',
  'startDate',
  'endDate',
  'nextDueOn',
  'description',
];

/** The planned maintenances a profile may see. */
export const visiblePlannedMaintenances = byRole({ ORG: ownOrganization });

/** A planned maintenance kept as every registry is, under domain's form rules. */
const keeping = registryKeepingParts({
  schema: plannedMaintenanceSchema,
  recordKind: 'plannedMaintenance',
  fields: FIELDS,
  form: 'plannedMaintenances',
});

/** Registers the planned-maintenances routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'planned-maintenances',
    schema: plannedMaintenanceSchema,
    shape: 'data',
    routes: {
      'planned-maintenances': ['search', 'count', 'getOne', 'create', 'update', 'remove'],
    },
    notFound: resourceMessages.plannedMaintenanceNotFound,
    visible: visiblePlannedMaintenances,
    callers: (scope) =>
      scope.roleType === ROLE_TYPE.ORG || scope.roleType === ROLE_TYPE.SYS
        ? undefined
        : resourceMessages.roleForbidden,
    writers: { ORG: 'ORG_TAB_PLANNEDMAINTENANCES' },
    writable: { create: FIELDS, update: FIELDS },
    // The layer's validate sees the create's input before the defaults: a frequency or status
    // left out is domain's default, not a missing value.
    normalize: (body, _request, current) =>
      current === undefined
        ? {
            ...body,
            frequency: body.frequency ?? PLANNED_MAINTENANCE_DEFAULTS.frequency,
            status: body.status ?? PLANNED_MAINTENANCE_DEFAULTS.status,
          }
        : body,
    validate: keeping.validate,
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId }),
    handlers: keeping.handlers,
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    extend(routes) {
      keeping.registerHistory(routes, '/planned-maintenances/:id/history');
    },
  });
}
