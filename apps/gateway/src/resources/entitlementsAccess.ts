/**
 * Delegated accesses (001 §1 "delegated access (entitlements-access)", §2.2
 * /ORG/TAB/entitlements-access, the 'Accessi' screen): search, count, getOne (`{ data }`) and a
 * versioned edit. A row is an entitlement whose contact delegated a deputy
 * (`entitlement_access_list`): the deputy's name and e-mail, the delegating contact, the
 * building, the entitlement's note, and `status` 'active' once the deputy is a registered user,
 * else 'pending'.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's
 * entitlements, SYS every row (read only).
 *
 * Kept as every registry is (./registryKeeping.ts; domain DECISIONS.md "Delegated accesses kept
 * as a registry"): `PATCH|PUT entitlements-access/{id}` `{ version, _contactDeputy?, note? }`
 * needs ORG_TAB_ENTITLEMENTSACCESS (APP_UPDATE); domain's access form rules
 * (`registryFormColumns('entitlementsAccess')`: the deputy required, the note's limit) answer
 * 400 with each field's Italian message naming its label; the deputy must be a contact the organisation reads;
 * a version other than the entitlement's `updatedAt` is 409 STALE_RECORD. The row is its
 * entitlement: the edit is written on it and told in the entitlement's one history
 * (`GET entitlements/{id}/history`). An access is not created or removed here: a deputy is given
 * or taken away on the entitlement's own form.
 */
import { fieldLabel, registryFormColumns, ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import { forgetScopes } from '../authz/scopeCache.ts';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { ruleErrors } from '../layer/rules.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { resourceMessages } from './messages.ts';
import { entitlementAccessSchema, entitlementSchema } from './schemas/registries.ts';

/** The delegated accesses a profile may see. */
export const visibleEntitlementAccesses = byRole({ ORG: ownOrganization });

/** The fields an access's edit may change: the entitlement's deputy and note. */
const ACCESS_FIELDS = ['_contactDeputy', 'note'];

/** Domain's access form columns (the deputy required, the note's limit). */
const ACCESS_COLUMNS = registryFormColumns('entitlementsAccess');

/** The access kept as its entitlement: written on it, told in its history. */
const keeping = registryKeepingParts({
  schema: entitlementSchema,
  recordKind: 'entitlement',
  fields: ACCESS_FIELDS,
  // Domain's access form rules over the fields sent, each message naming the field by its
  // Italian label as the form does ('Il campo Delegato è obbligatorio').
  validate: (input) => ruleErrors(input, ACCESS_COLUMNS, 'update', fieldLabel),
});

/** Registers the entitlements-access routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'entitlements-access',
    schema: entitlementAccessSchema,
    shape: 'data',
    routes: { 'entitlements-access': ['search', 'count', 'getOne', 'update'] },
    notFound: resourceMessages.entitlementAccessNotFound,
    visible: visibleEntitlementAccesses,
    callers: (scope) =>
      scope.roleType === ROLE_TYPE.ORG || scope.roleType === ROLE_TYPE.SYS
        ? undefined
        : resourceMessages.roleForbidden,
    writers: { ORG: { application: 'ORG_TAB_ENTITLEMENTSACCESS', actions: ['update'] } },
    writable: { update: ACCESS_FIELDS },
    handlers: {
      async update(request, current) {
        const answer = await keeping.handlers.update(request, current);
        // The deputy decides which buildings a user reaches, as the entitlement's edit does.
        forgetScopes(request.deps);
        return answer;
      },
    },
  });
}
