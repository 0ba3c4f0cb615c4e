/**
 * Qualification (certification) folders of the suppliers (000 §7 "certification folders 'many
 * available' (three calls)", 001 §3, §2.3, §7 "a folder get-one by supplier company id, folder
 * type and sub-type").
 *
 * Tenant rule: SPL its own company's folders; ORG the folders of the suppliers of its registry
 * that are system folders or its own; USR none; SYS all, read only. An SPL needs the
 * `qualifications` module for every folder call (403 MODULE_DISABLED; 000 §6, domain
 * `canUseQualificationFolders`). An SPL opens a folder only when its admin qualification tags
 * intersect the folder type's qualifications (001 §2.3, domain `folderQualificationsMatch`),
 * else 403 FORBIDDEN.
 *
 * Routes: `POST|GET folders/search`, `POST folders/search/count` (resource kit, folder type
 * included as `folderType` when asked); `GET folders/{id}` (with `folderType`);
 * `POST folders/many-available` — the supplier company id as `sysSplId` in the query string or
 * in the body's `query` (domain `FolderCountQuery`), optional `filters`: `status: 'empty'` (no
 * attachment yet), `status: 'expired'` (expiry before today), `isExpiring` (expiry within the
 * next 30 days), `isRequired`, `uploadableBySpl` → `{ data: [folder] }`;
 * `GET folders/one?sysSplId=&type=&subType=` — the folder of a supplier for a folder type id and
 * sub-type (default: the type's current sub-type) → `{ data: folder }`.
 */
import { folderQualificationsMatch, hasModule, parseQualificationIds } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import type { TenantPredicate } from '../query/index.ts';
import { isPlainObject } from '../query/index.ts';
import { mountResource } from './kit.ts';
import {
  allOf,
  equals,
  forbidden,
  invalidQuery,
  listWithin,
  notFound,
  pathId,
  readJsonObject,
  readWithin,
  ref,
} from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { folderSchema } from './registrySchemas.ts';

/** Days ahead in which a folder counts as expiring (H2's seed note: "within the next 30 days"). */
export const FOLDER_EXPIRING_DAYS = 30;

const WITH_TYPE = [{ association: 'folderType' }];

/** The tenant rule of folders. */
export function folderVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'SPL':
      return (alias) => equals(alias, 'supplier_id', scope.companyId);
    case 'ORG':
      return (alias) =>
        sql<SqlBool>`(exists (select 1 from organization_suppliers as h4_registry
          where h4_registry.organization_id = ${scope.companyId}
            and h4_registry.supplier_id = ${ref(alias, 'supplier_id')})
          and (${ref(alias, 'organization_id')} is null or ${ref(alias, 'organization_id')} = ${scope.companyId}))`;
    case 'USR':
      return () => false;
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

function today(c: Context<AppEnv>): string {
  return c.var.deps.now().toISOString().slice(0, 10);
}

/** The predicates of the `filters` of a many-available call (see the top of this file). */
function filterPredicates(filters: unknown, day: string): (alias: string) => TenantPredicate {
  if (filters === undefined || filters === null) return () => true;
  if (!isPlainObject(filters)) throw invalidQuery(registryMessages.filtersInvalid);
  const parts: ((alias: string) => TenantPredicate)[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'status' && value === 'empty') {
      parts.push((alias) => sql<SqlBool>`jsonb_array_length(${ref(alias, 'items')}) = 0`);
    } else if (key === 'status' && value === 'expired') {
      parts.push((alias) => sql<SqlBool>`${ref(alias, 'expires_on')} < ${day}::date`);
    } else if (key === 'isExpiring' && typeof value === 'boolean') {
      const expiring = (alias: string) =>
        sql<SqlBool>`(${ref(alias, 'expires_on')} >= ${day}::date and ${ref(alias, 'expires_on')} <= ${day}::date + ${FOLDER_EXPIRING_DAYS}::integer)`;
      parts.push(
        value ? expiring : (alias) => sql<SqlBool>`not coalesce(${expiring(alias)}, false)`,
      );
    } else if (key === 'isRequired' && typeof value === 'boolean') {
      parts.push((alias) => sql<SqlBool>`${ref(alias, 'is_required')} = ${value}`);
    } else if (key === 'uploadableBySpl' && typeof value === 'boolean') {
      parts.push((alias) => sql<SqlBool>`${ref(alias, 'uploadable_by_spl')} = ${value}`);
    } else {
      throw invalidQuery(registryMessages.filtersInvalid);
    }
  }
  return (alias) => allOf(...parts.map((part) => part(alias)));
}

/** The supplier company id of a call: it must be a company whose folders the scope may see. */
async function supplierIdOf(c: Context<AppEnv>, raw: unknown): Promise<number> {
  const scope = c.var.scope;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : undefined;
  const id = pathId(text, registryMessages.supplierNotFound);
  if (scope.roleType === 'SPL' && id !== scope.companyId) {
    throw notFound(registryMessages.supplierNotFound);
  }
  if (scope.roleType === 'USR') throw notFound(registryMessages.supplierNotFound);
  if (scope.roleType === 'ORG') {
    const { rows } = await sql<{ id: number }>`select supplier_id as id from organization_suppliers
      where organization_id = ${scope.companyId} and supplier_id = ${id}`.execute(c.var.deps.db);
    if (rows.length === 0) throw notFound(registryMessages.supplierNotFound);
  }
  return id;
}

/** 001 §2.3: an SPL opens a folder only when its admin tags match the folder type's. */
async function checkDetailAccess(c: Context<AppEnv>, folder: Record<string, unknown>) {
  const scope = c.var.scope;
  if (scope.roleType !== 'SPL') return;
  const { rows } = await sql<{ qualifications: string | null }>`select qualifications
    from suppliers where id = ${scope.companyId}`.execute(c.var.deps.db);
  const adminTags = parseQualificationIds(rows[0]?.qualifications ?? null);
  const folderType = folder.folderType as { qualifications?: string | null } | null | undefined;
  if (!folderQualificationsMatch(adminTags, folderType?.qualifications ?? null)) {
    throw forbidden(registryMessages.folderQualifications);
  }
}

/** Registers the folder routes. */
export function register(api: Hono<AppEnv>): void {
  const requireQualifications = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const scope = c.var.scope;
    if (scope.roleType === 'SPL' && !hasModule(scope.profile, 'qualifications')) {
      throw new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled);
    }
    await next();
  };
  api.use('/folders', requireQualifications);
  api.use('/folders/*', requireQualifications);

  api.post('/folders/many-available', async (c) => {
    const body = await readJsonObject(c);
    const query = isPlainObject(body.query) ? body.query : {};
    const supplierId = await supplierIdOf(c, c.req.query('sysSplId') ?? query.sysSplId);
    const filters = filterPredicates(body.filters, today(c));
    const visible = folderVisibility(c.var.scope);
    const rows = await listWithin(
      folderSchema,
      { include: WITH_TYPE, limit: 1000 },
      c.var.scope,
      c.var.deps,
      (alias) => allOf(visible(alias), equals(alias, 'supplier_id', supplierId), filters(alias)),
    );
    return c.json({ data: rows });
  });

  api.get('/folders/one', async (c) => {
    const supplierId = await supplierIdOf(c, c.req.query('sysSplId'));
    const typeId = pathId(c.req.query('type'), registryMessages.folderNotFound);
    const subType = c.req.query('subType');
    const visible = folderVisibility(c.var.scope);
    const rows = await listWithin(
      folderSchema,
      { include: WITH_TYPE, limit: 1 },
      c.var.scope,
      c.var.deps,
      (alias) =>
        allOf(
          visible(alias),
          equals(alias, 'supplier_id', supplierId),
          equals(alias, 'folder_type_id', typeId),
          subType !== undefined && subType !== ''
            ? equals(alias, 'subtype', subType)
            : sql<SqlBool>`${ref(alias, 'subtype')} is not distinct from (select current_subtype
                from folder_types where folder_types.id = ${typeId})`,
        ),
    );
    const folder = rows[0];
    if (folder === undefined) throw notFound(registryMessages.folderNotFound);
    await checkDetailAccess(c, folder);
    return c.json({ data: folder });
  });

  api.get('/folders/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), registryMessages.folderNotFound);
    const folder = await readWithin(
      folderSchema,
      id,
      scope,
      c.var.deps,
      folderVisibility(scope),
      WITH_TYPE,
    );
    if (folder === undefined) throw notFound(registryMessages.folderNotFound);
    await checkDetailAccess(c, folder);
    return c.json({ data: folder });
  });

  mountResource(api, {
    path: 'folders',
    schema: folderSchema,
    shape: 'data',
    application: 'SPL_OPR_FOLDERS',
    // The module is checked for SPL above: an organisation reads its suppliers' folders without it.
    modules: [],
    visible: folderVisibility,
    routes: { search: true, count: true, getOne: false },
  });
}
