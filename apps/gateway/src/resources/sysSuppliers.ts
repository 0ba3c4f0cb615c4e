/**
 * System suppliers (W1, issue #5; 001 §2.2 /ORG/TAB/sys-suppliers, §2.4 /USR/TAB/sys-suppliers;
 * 002 §2.10 "system suppliers" in the ORG and USR menus): search, count and getOne through the
 * resource kit (`{ data }`), read only. A row is a supplier company registered on the platform
 * whose system access is not suspended (`system_supplier_list`), whatever organisation's registry
 * it is in: the platform-wide directory, not an organisation's own registry (`suppliers`).
 *
 * Callers: ORG, USR and SYS; SPL 403 FORBIDDEN (its tree has no such screen). Every caller sees
 * the whole directory: it holds company data only (no organisation-side status, code or tags).
 */
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { Visible } from '../operations/query.ts';
import { mountResource } from './kit.ts';
import { restrictCallers } from './webAccess.ts';
import { webResourceMessages } from './webMessages.ts';
import { systemSupplierSchema } from './webSchemas.ts';

/** The system suppliers a profile may see. */
export function visibleSystemSuppliers(scope: RequestScope): Visible {
  return () => {
    switch (scope.roleType) {
      case 'ORG':
      case 'USR':
      case 'SYS':
        return true;
      case 'SPL':
        return false;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** Registers the sys-suppliers routes. */
export function register(api: Hono<AppEnv>): void {
  restrictCallers(api, 'sys-suppliers', (scope) =>
    scope.roleType === 'SPL' ? webResourceMessages.roleForbidden : undefined,
  );
  mountResource(api, {
    path: 'sys-suppliers',
    schema: systemSupplierSchema,
    shape: 'data',
    application: 'ORG_TAB_SYSSUPPLIERS',
    visible: visibleSystemSuppliers,
  });
}
