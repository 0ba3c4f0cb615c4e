/**
 * Delegated accesses (W1, issue #5; 001 §1 "delegated access (entitlements-access)", §2.2
 * /ORG/TAB/entitlements-access, the 'Accessi' screen): search, count and getOne through the
 * resource kit (`{ data }`), read only. A row is an entitlement whose contact delegated a deputy
 * (`entitlement_access_list`): the deputy's name and e-mail, the delegating contact, the building,
 * and `status` 'active' once the deputy is a registered user, else 'pending'.
 *
 * Callers: ORG and SYS; SPL and USR 403 FORBIDDEN. Tenant rule: ORG its organisation's
 * entitlements, SYS every row.
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { columnEquals } from '../operations/access.ts';
import type { Visible } from '../operations/query.ts';
import { mountResource } from './kit.ts';
import { restrictCallers } from './webAccess.ts';
import { webResourceMessages } from './webMessages.ts';
import { entitlementAccessSchema } from './webSchemas.ts';

/** The delegated accesses a profile may see. */
export function visibleEntitlementAccesses(scope: RequestScope): Visible {
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

/** Registers the entitlements-access routes. */
export function register(api: Hono<AppEnv>): void {
  restrictCallers(api, 'entitlements-access', (scope) =>
    scope.roleType === 'ORG' || scope.roleType === 'SYS'
      ? undefined
      : webResourceMessages.roleForbidden,
  );
  mountResource(api, {
    path: 'entitlements-access',
    schema: entitlementAccessSchema,
    shape: 'data',
    application: 'ORG_TAB_ENTITLEMENTSACCESS',
    visible: visibleEntitlementAccesses,
  });
}
