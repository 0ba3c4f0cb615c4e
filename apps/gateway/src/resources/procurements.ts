/**
 * Procurements (001 §2.3 /SPL/OPR/procurements; 002 §2.10 "procurements (only when profile_level
 * is above 1)"): search, count and getOne (`{ data }`), read only.
 *
 * Callers: SPL profiles for which domain's `showsSupplierProcurements` holds (level above 1), and
 * SYS; anyone else 403 FORBIDDEN. Tenant rule: SPL the procurements addressed to its company, SYS
 * every row. The demo seed has no rows yet (migrations run before the seed): the list is empty.
 */
import { ROLE_TYPE, showsSupplierProcurements } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { procurementSchema } from './schemas/registries.ts';

/** The procurements a profile may see. */
export const visibleProcurements = byRole({ SPL: ownSupplier });

/** Registers the procurements routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'procurements',
    schema: procurementSchema,
    shape: 'data',
    routes: { procurements: ['search', 'count', 'getOne'] },
    notFound: resourceMessages.procurementNotFound,
    visible: visibleProcurements,
    callers(scope) {
      if (scope.roleType === ROLE_TYPE.SYS) return undefined;
      if (scope.roleType !== ROLE_TYPE.SPL) return resourceMessages.roleForbidden;
      return showsSupplierProcurements(scope.profile)
        ? undefined
        : resourceMessages.procurementsLevel;
    },
  });
}
