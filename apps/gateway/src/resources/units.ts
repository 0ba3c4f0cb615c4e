/**
 * Units of a building (001 §1, §2.2 /ORG/TAB/units; 002 §7.4 import): flats, shops, garages.
 *
 * Tenant rule: ORG its organisation's units; USR the units of its entitled buildings; SPL none
 * (suppliers work on buildings, not on the owners' units); SYS all, read only. Writes need
 * ORG_TAB_UNITS (APP_NEW, APP_UPDATE, APP_DELETE); `_building` must be a building of the
 * organisation. Routes: the resource kit's search, count, getOne, create, update and remove.
 */
import { importSchemaFor } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { mountResource } from './kit.ts';
import { equals, inList, ruleErrors, validationFailed } from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { unitSchema } from './registrySchemas.ts';

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

/** The tenant rule of units. */
export function unitVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'USR':
      return (alias) => inList(alias, 'building_id', scope.buildingIds);
    case 'SPL':
      return () => false;
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

/** `_building` must name a building of the caller's organisation. */
export async function ownBuildingErrors(
  buildingId: unknown,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<FieldError[]> {
  if (buildingId === undefined) return [];
  const { rows } = await sql<{ id: number }>`select id from buildings
    where id = ${Number(buildingId)} and organization_id = ${scope.companyId}`.execute(deps.db);
  return rows.length === 0
    ? [{ field: '_building', message: registryMessages.buildingUnknown }]
    : [];
}

/** Domain's unit import columns (code, name, _building required; thousandths at least zero). */
function unitRuleErrors(input: Record<string, unknown>, mode: 'create' | 'update'): FieldError[] {
  // The floor is free text here ('PT', 'S1'): the import reads it as a number, the registry keeps
  // what the organisation writes.
  const columns = importSchemaFor('units').columns.filter((column) => column.name !== 'floor');
  return ruleErrors(input, columns, mode);
}

/** Registers the unit routes. */
export function register(api: Hono<AppEnv>): void {
  // `validate` has no database access: the building check runs in onCreate / onUpdate.
  mountResource(api, {
    path: 'units',
    schema: unitSchema,
    shape: 'data',
    application: 'ORG_TAB_UNITS',
    visible: unitVisibility,
    writable: { create: FIELDS, update: FIELDS },
    routes: { remove: true },
    validate: (input, _scope, mode) => unitRuleErrors(input, mode),
    async onCreate(input, scope, deps) {
      const errors = await ownBuildingErrors(input._building, scope, deps);
      if (errors.length > 0) throw validationFailed(errors);
      return { organization_id: scope.companyId };
    },
    async onUpdate(input, scope, deps) {
      const errors = await ownBuildingErrors(input._building, scope, deps);
      if (errors.length > 0) throw validationFailed(errors);
      return { updatedAt: deps.now() };
    },
  });
}
