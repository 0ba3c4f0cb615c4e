/**
 * Procurements (W1, issue #5; 001 §2.3 /SPL/OPR/procurements; 002 §2.10 "procurements (only when
 * profile_level is above 1)"): search, count and getOne through the resource kit (`{ data }`),
 * read only.
 *
 * Callers: SPL profiles for which domain's `showsSupplierProcurements` holds (level above 1), and
 * SYS; anyone else 403 FORBIDDEN. Tenant rule: SPL the procurements addressed to its company, SYS
 * every row. The demo seed has no rows yet (migrations run before the seed): the list is empty.
 */
import { showsSupplierProcurements } from '@portineria/domain';
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { columnEquals } from '../operations/access.ts';
import type { Visible } from '../operations/query.ts';
import { mountResource } from './kit.ts';
import { restrictCallers } from './webAccess.ts';
import { webResourceMessages } from './webMessages.ts';
import { procurementSchema } from './webSchemas.ts';

/** The procurements a profile may see. */
export function visibleProcurements(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'SPL':
        return columnEquals(alias, 'supplier_id', scope.companyId);
      case 'SYS':
        return true;
      case 'ORG':
      case 'USR':
        return false;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** Registers the procurements routes. */
export function register(api: Hono<AppEnv>): void {
  restrictCallers(api, 'procurements', (scope) => {
    if (scope.roleType === 'SYS') return undefined;
    if (scope.roleType !== 'SPL') return webResourceMessages.roleForbidden;
    return showsSupplierProcurements(scope.profile)
      ? undefined
      : webResourceMessages.procurementsLevel;
  });
  mountResource(api, {
    path: 'procurements',
    schema: procurementSchema,
    shape: 'data',
    application: 'SPL_OPR_PROCUREMENTS',
    visible: visibleProcurements,
  });
}
