/**
 * System suppliers (001 §2.2 /ORG/TAB/sys-suppliers, §2.4 /USR/TAB/sys-suppliers; 002 §2.10
 * "system suppliers" in the ORG and USR menus): search, count and getOne (`{ data }`), read
 * only. A row is a supplier company registered on the platform whose system access is not
 * suspended (`system_supplier_list`), whatever organisation's registry it is in: the
 * platform-wide directory, not an organisation's own registry (`suppliers`).
 *
 * Callers: ORG, USR and SYS; SPL 403 FORBIDDEN (its tree has no such screen). Every caller sees
 * the whole directory: it holds company data only (no organisation-side status, code or tags).
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, everyRow } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { systemSupplierSchema } from './schemas/registries.ts';

/** The system suppliers a profile may see: the whole directory, but for suppliers. */
export const visibleSystemSuppliers = byRole({ ORG: everyRow, USR: everyRow });

/** Registers the sys-suppliers routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'sys-suppliers',
    schema: systemSupplierSchema,
    shape: 'data',
    routes: { 'sys-suppliers': ['search', 'count', 'getOne'] },
    notFound: resourceMessages.supplierNotFound,
    visible: visibleSystemSuppliers,
    callers: (scope) =>
      scope.roleType === ROLE_TYPE.SPL ? resourceMessages.roleForbidden : undefined,
  });
}
