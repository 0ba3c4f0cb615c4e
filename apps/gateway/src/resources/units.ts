/**
 * Units of a building (001 §1, §2.2 /ORG/TAB/units; 002 §7.4 import): flats, shops, garages.
 *
 * Tenant rule: ORG its organisation's units; USR the units of its entitled buildings; SPL none
 * (suppliers work on buildings, not on the owners' units); SYS all, read only. Writes need
 * ORG_TAB_UNITS (APP_NEW, APP_UPDATE, APP_DELETE); `_building` must be a building of the
 * organisation (the buildings' tenant rule). Routes: search, count, getOne, create, update (with
 * the version read: 409 STALE_RECORD otherwise), remove (409 with what uses the unit) and
 * `GET units/{id}/history`: kept as every registry is (./registryKeeping.ts).
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownBuildings, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { unitSchema } from './schemas/registries.ts';

const FIELDS = [
  'code',
  'name',
  '_building',
  'unitType',
  'staircase',
  'floor',
  'thousandths',
  'cadastralSheet',
  'cadastralParcel',
  'cadastralSub',
];

/** The tenant rule of units (see the top of this file). */
export const unitVisibility = byRole({ ORG: ownOrganization, USR: ownBuildings });

/**
 * A unit kept as every registry is, under domain's unit form rules (code, name, _building
 * required; thousandths at least zero; the floor free text, 'PT', 'S1').
 */
const keeping = registryKeepingParts({
  schema: unitSchema,
  recordKind: 'unit',
  fields: FIELDS,
  form: 'units',
});

/** Registers the unit routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'units',
    schema: unitSchema,
    shape: 'data',
    routes: { units: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.unitNotFound,
    visible: unitVisibility,
    writers: { ORG: 'ORG_TAB_UNITS' },
    writable: { create: FIELDS, update: FIELDS },
    validate: keeping.validate,
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId }),
    handlers: keeping.handlers,
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    extend(routes) {
      keeping.registerHistory(routes, '/units/:id/history');
    },
  });
}
