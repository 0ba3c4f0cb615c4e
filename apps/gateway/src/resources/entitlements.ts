/**
 * Entitlements: who is what in a building (002 §3.7; 002 §7.4 "Entitlement creation at the
 * relative endpoint", i.e. `POST entitlements`).
 *
 * Tenant rule: ORG its organisation's entitlements; USR its own (those of its user); SPL none;
 * SYS all, read only. Writes need ORG_TAB_ENTITLEMENTS (APP_NEW, APP_UPDATE, APP_DELETE).
 * On create the building and the contact must belong to the organisation (and the unit to the
 * building); the role flags are normalised by domain's `normalizeEntitlement` (owner on by
 * default, councilor and doorkeeper off for a private building, owner forced when none is on);
 * `_user` is copied from the contact (the USR tenant rule reads it).
 */
import { normalizeEntitlement } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import { forgetScopes } from '../authz/scopeCache.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { queryMessages } from '../query/index.ts';
import { mountResource } from './kit.ts';
import { equals, validationFailed } from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { entitlementSchema } from './registrySchemas.ts';
import { ownBuildingErrors } from './units.ts';

const CREATE_FIELDS = [
  '_building',
  '_unit',
  '_contact',
  '_contactDeputy',
  'isOwner',
  'isTennant',
  'isCouncilor',
  'isDoorkeeper',
  'note',
];
// The building, the contact and the unit are the entitlement's identity: a change is a new
// entitlement (the unit could otherwise be moved to another organisation's building).
const UPDATE_FIELDS = CREATE_FIELDS.filter(
  (field) => field !== '_building' && field !== '_contact' && field !== '_unit',
);

/** The tenant rule of entitlements. */
export function entitlementVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'USR':
      return (alias) => equals(alias, 'user_id', scope.user.id);
    case 'SPL':
      return () => false;
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

async function contactOf(
  contactId: unknown,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<{ id: number; user_id: number | null } | undefined> {
  if (contactId === undefined || contactId === null) return undefined;
  const { rows } = await sql<{ id: number; user_id: number | null }>`select id, user_id
    from contacts where id = ${Number(contactId)} and organization_id = ${scope.companyId}`.execute(
    deps.db,
  );
  return rows[0];
}

async function unitErrors(
  unitId: unknown,
  buildingId: unknown,
  deps: GatewayDeps,
): Promise<FieldError[]> {
  if (unitId === undefined || unitId === null) return [];
  const { rows } = await sql<{ id: number }>`select id from units
    where id = ${Number(unitId)} and building_id = ${Number(buildingId)}`.execute(deps.db);
  return rows.length === 0 ? [{ field: '_unit', message: registryMessages.unitUnknown }] : [];
}

/** Registers the entitlement routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    path: 'entitlements',
    schema: entitlementSchema,
    shape: 'data',
    application: 'ORG_TAB_ENTITLEMENTS',
    visible: entitlementVisibility,
    writable: { create: CREATE_FIELDS, update: UPDATE_FIELDS },
    routes: { remove: true },
    validate(input, _scope, mode) {
      if (mode === 'update') return [];
      return ['_building', '_contact']
        .filter((field) => input[field] === undefined || input[field] === null)
        .map((field) => ({ field, message: queryMessages.fieldRequired }));
    },
    async onCreate(input, scope, deps) {
      const errors = await ownBuildingErrors(input._building, scope, deps);
      const contact = await contactOf(input._contact, scope, deps);
      if (contact === undefined) {
        errors.push({ field: '_contact', message: registryMessages.contactUnknown });
      }
      const deputy = input._contactDeputy;
      if (deputy !== undefined && deputy !== null && !(await contactOf(deputy, scope, deps))) {
        errors.push({ field: '_contactDeputy', message: registryMessages.contactUnknown });
      }
      errors.push(...(await unitErrors(input._unit, input._building, deps)));
      if (errors.length > 0) throw validationFailed(errors);
      const { rows } = await sql<{ is_private: boolean }>`select is_private from buildings
        where id = ${Number(input._building)}`.execute(deps.db);
      const flags = normalizeEntitlement(
        {
          isOwner: input.isOwner as boolean | null | undefined,
          isTennant: input.isTennant as boolean | null | undefined,
          isCouncilor: input.isCouncilor as boolean | null | undefined,
          isDoorkeeper: input.isDoorkeeper as boolean | null | undefined,
        },
        { isPrivateBuilding: rows[0]?.is_private ?? false },
      );
      return { ...flags, organization_id: scope.companyId, _user: contact?.user_id ?? null };
    },
    async onUpdate(input, scope, deps) {
      const deputy = input._contactDeputy;
      if (deputy !== undefined && deputy !== null && !(await contactOf(deputy, scope, deps))) {
        throw validationFailed([
          { field: '_contactDeputy', message: registryMessages.contactUnknown },
        ]);
      }
      return { updatedAt: deps.now() };
    },
    // An entitlement decides which buildings a resident reaches: the request scopes that were
    // shared for a few seconds (src/authz/scopeCache.ts) are read again.
    afterWrite(_write, _scope, deps) {
      forgetScopes(deps);
    },
  });
}
