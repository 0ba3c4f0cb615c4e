/**
 * Entitlements: who is what in a building (002 §3.7; 002 §7.4 "Entitlement creation at the
 * relative endpoint", i.e. `POST entitlements`).
 *
 * Tenant rule: ORG its organisation's entitlements; USR its own (those of its user); SPL none;
 * SYS all, read only. Writes need ORG_TAB_ENTITLEMENTS (APP_NEW, APP_UPDATE, APP_DELETE). Kept as
 * every registry is (./registryKeeping.ts): an edit carries the version it read (409
 * STALE_RECORD otherwise), a delete is refused with what uses the entitlement, and each write is
 * told in `GET entitlements/{id}/history`; domain's form rules (`registryFormColumns`) check
 * every write.
 * The building, the contact, the deputy and the unit must be records the organisation reads (the
 * unit inside the building); the role flags are normalised by domain's `normalizeEntitlement`
 * (owner on by default, councilor and doorkeeper off for a private building, owner forced when
 * none is on) on create and on every update alike — an edit turning every role off keeps the
 * owner, one turning the councilor on in a private building leaves it off; `_user` is copied
 * from the contact (the USR tenant rule reads it).
 */
import { normalizeEntitlement, registryIdentityFields } from '@portineria/domain';
import type { Hono } from 'hono';
import { forgetScopes } from '../authz/scopeCache.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldRequired } from '../layer/fieldMessages.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { byRole, equals, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { entitlementSchema } from './schemas/registries.ts';

const FLAGS = ['isOwner', 'isTennant', 'isCouncilor', 'isDoorkeeper'] as const;

/** Domain's flags of an entitlement of the building, from the input over what is stored. */
async function normalizedFlags(
  request: ResourceRequest,
  buildingId: unknown,
  input: Readonly<Record<string, unknown>>,
  current: Row = {},
) {
  const building = await request.deps.db
    .selectFrom('buildings')
    .select('is_private')
    .where('id', '=', Number(buildingId))
    .executeTakeFirst();
  const flag = (name: (typeof FLAGS)[number]) =>
    (input[name] !== undefined ? input[name] : current[name]) as boolean | null | undefined;
  return normalizeEntitlement(
    {
      isOwner: flag('isOwner'),
      isTennant: flag('isTennant'),
      isCouncilor: flag('isCouncilor'),
      isDoorkeeper: flag('isDoorkeeper'),
    },
    { isPrivateBuilding: building?.is_private ?? false },
  );
}

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
// The building, the contact and the unit are the entitlement's identity (domain's): a change is
// a new entitlement (the unit could otherwise be moved to another organisation's building).
const UPDATE_FIELDS = CREATE_FIELDS.filter(
  (field) => !registryIdentityFields('entitlements').includes(field),
);

/** The tenant rule of entitlements: a resident reads its own (those of its user). */
export const entitlementVisibility = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) => equals(alias, 'user_id', scope.user.id),
});

/** An entitlement kept as every registry is; its edit's roles normalised over the stored ones. */
const keeping = registryKeepingParts({
  schema: entitlementSchema,
  recordKind: 'entitlement',
  fields: CREATE_FIELDS,
  updateFields: UPDATE_FIELDS,
  form: 'entitlements',
  // The roles are normalised over the stored ones only when the edit sends one of them.
  adjustUpdate: async (input, request, current) =>
    FLAGS.some((name) => input[name] !== undefined)
      ? { ...input, ...(await normalizedFlags(request, current._building, input, current)) }
      : input,
});

/** Registers the entitlement routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'entitlements',
    schema: entitlementSchema,
    shape: 'data',
    routes: { entitlements: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.entitlementNotFound,
    visible: entitlementVisibility,
    writers: { ORG: 'ORG_TAB_ENTITLEMENTS' },
    writable: { create: CREATE_FIELDS, update: UPDATE_FIELDS },
    async validate(input, request, current) {
      const errors: FieldError[] = [...keeping.validate(input, request, current)];
      if (current !== undefined) return errors;
      for (const field of ['_building', '_contact']) {
        const missing = input[field] === undefined || input[field] === null;
        if (missing && !errors.some((error) => error.field === field))
          errors.push({ field, message: fieldRequired(field) });
      }
      if (typeof input._unit === 'number' && typeof input._building === 'number') {
        const unit = await request.deps.db
          .selectFrom('units')
          .select('id')
          .where('id', '=', input._unit)
          .where('building_id', '=', input._building)
          .executeTakeFirst();
        if (unit === undefined)
          errors.push({ field: '_unit', message: resourceMessages.unitUnknown });
      }
      return errors;
    },
    async onCreate(input, request) {
      const contact = await request.deps.db
        .selectFrom('contacts')
        .select('user_id')
        .where('id', '=', Number(input._contact))
        .executeTakeFirst();
      const flags = await normalizedFlags(request, input._building, input);
      return {
        ...flags,
        organization_id: request.scope.companyId,
        _user: contact?.user_id ?? null,
      };
    },
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    // An entitlement decides which buildings a resident reaches: after each write the request
    // scopes that were shared for a few seconds (src/authz/scopeCache.ts) are read again.
    afterWrite(_write, request) {
      forgetScopes(request.deps);
    },
    handlers: {
      async update(request, current) {
        const answer = await keeping.handlers.update(request, current);
        forgetScopes(request.deps);
        return answer;
      },
      async remove(request, current) {
        const answer = await keeping.handlers.remove(request, current);
        forgetScopes(request.deps);
        return answer;
      },
    },
    extend(routes) {
      keeping.registerHistory(routes, '/entitlements/:id/history');
    },
  });
}
