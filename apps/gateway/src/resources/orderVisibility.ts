/**
 * The orders a profile reads (./orders.ts, tenant rule): the organisation its organisation's
 * orders; the supplier the orders assigned to its company, drafts excluded (a draft has not
 * reached the supplier, domain DECISIONS Orders 3); a resident the orders of its buildings, drafts
 * excluded; the back office every order. Its own module so that what hangs off an order (its
 * files, ./attachments.ts) asks the same rule without importing the orders resource.
 */
import { ROLE_TYPE } from '@portineria/domain';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import { allOf, equals, inList, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';

/** The orders resource (both categories) or the contracts one (ODP only). */
export type OrderVisibilityKind = 'orders' | 'contracts';

/** The orders a profile may see (see the module comment). */
export function visibleOrders(scope: RequestScope, kind: OrderVisibilityKind = 'orders'): Visible {
  return (alias) => {
    const category = kind === 'contracts' ? equals(alias, 'category', 'ODP') : true;
    const notDraft = sql<SqlBool>`${ref(alias, 'status')} <> 'DRAFT'`;
    switch (scope.roleType) {
      case ROLE_TYPE.ORG:
        return allOf(equals(alias, 'organization_id', scope.companyId), category);
      case ROLE_TYPE.SPL:
        return allOf(equals(alias, 'supplier_id', scope.companyId), notDraft, category);
      case ROLE_TYPE.USR:
        return allOf(inList(alias, 'building_id', scope.buildingIds), notDraft, category);
      case ROLE_TYPE.SYS:
        return category;
      default:
        return scope.roleType satisfies never;
    }
  };
}
