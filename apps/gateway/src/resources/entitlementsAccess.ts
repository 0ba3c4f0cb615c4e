/**
 * Delegated accesses (001 §1 "delegated access (entitlements-access)", §2.2
 * /ORG/TAB/entitlements-access, the 'Accessi' screen): search, count and getOne (`{ data }`),
 * read only. A row is an entitlement whose contact delegated a deputy
 * (`entitlement_access_list`): the deputy's name and e-mail, the delegating contact, the
 * building, and `status` 'active' once the deputy is a registered user, else 'pending'.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's
 * entitlements, SYS every row.
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { entitlementAccessSchema } from './schemas/registries.ts';

/** The delegated accesses a profile may see. */
export const visibleEntitlementAccesses = byRole({ ORG: ownOrganization });

/** Registers the entitlements-access routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'entitlements-access',
    schema: entitlementAccessSchema,
    shape: 'data',
    routes: { 'entitlements-access': ['search', 'count', 'getOne'] },
    notFound: resourceMessages.entitlementAccessNotFound,
    visible: visibleEntitlementAccesses,
    callers: (scope) =>
      scope.roleType === ROLE_TYPE.ORG || scope.roleType === ROLE_TYPE.SYS
        ? undefined
        : resourceMessages.roleForbidden,
  });
}
