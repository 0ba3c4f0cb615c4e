/**
 * Buildings (000 §7, 001 §7 "Buildings"): condominiums and private properties.
 *
 * Tenant rule: ORG its organisation's buildings; USR the buildings of its entitlements
 * (`scope.buildingIds`); SPL the buildings of the orders assigned to its company; SYS all, read
 * only. Writes need ORG_TAB_BUILDINGS with APP_NEW / APP_UPDATE (SPL and USR write none).
 *
 * Routes (under /api/v2):
 * - `POST|GET buildings/search`, `GET buildings/{id}` with `?expand=` (comma-separated):
 *   `active-building-license` adds `active_building_license: { active, validTo }` to each
 *   building (the USR session start, 000 §7); `ras` adds `ras: { enabled, folderId }` (`enabled`
 *   is the profile's RAS module); `ras-false` asks explicitly for no RAS data, which is also the
 *   default. Unknown values → 400.
 * - `POST buildings/search/count`, `POST buildings`, `PATCH|PUT buildings/{id}` (with the version
 *   read: 409 STALE_RECORD otherwise), `DELETE buildings/{id}` (409 with what uses the building:
 *   'Usato da 3 ordini e 1 ticket'; ORG_TAB_BUILDINGS APP_DELETE), `GET buildings/{id}/history`:
 *   kept as every registry is (./registryKeeping.ts). The container of the users without a
 *   building is no building to keep: its edit and its delete answer 404 (001 §2.2).
 * - `GET buildings/{id}/status`, `GET buildings/{id}/ras-folder-id` → `{ data: { rasFolderId } }`
 *   (RAS module, 403 MODULE_DISABLED without it).
 * - Property-manager view, `GET|POST buildings/manager/search` and
 *   `POST buildings/manager/search/count`: the buildings *other* organisations own and the
 *   caller's organisation manages for them (`_managerOrganization`, migration 0100). ORG only
 *   (403 otherwise). The manager may also read such a building with `GET buildings/{id}`; it
 *   never writes it (writes stay with the owner).
 * - `POST buildings/create/createFromSupplier/{supplierId}`: a new building of the caller's
 *   organisation whose address is copied from a supplier of its registry (a supplier's premises
 *   the organisation looks after); body fields override the copy; `isPrivate` defaults to true.
 *   404 when the supplier is not in the organisation's registry.
 */
import { ROLE_TYPE, hasModule, isBuildingDisabled } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { requireModules, requireRole } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { invalidQuery, notFound } from '../http/errors.ts';
import {
  allOf,
  anyOf,
  byRole,
  equals,
  existsIn,
  inList,
  ownOrganization,
  ref,
} from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { parseId, queryStringListBody, readJsonObject } from '../layer/requests.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registerImportRoutes } from './registryImport.ts';
import { registryKeepingParts, registryRuleErrors } from './registryKeeping.ts';
import { buildingSchema } from './schemas/registries.ts';

/** The application code of the building registry. */
export const BUILDINGS_APPLICATION = 'ORG_TAB_BUILDINGS';

const CREATE_FIELDS = [
  'code',
  'name',
  'street',
  'zip',
  'city',
  'province',
  'country',
  'nin',
  'cadastralMunicipality',
  'isPrivate',
  'isManagedExternal',
  '_building',
];
const UPDATE_FIELDS = [...CREATE_FIELDS, 'status'];

/** The tenant rule of buildings (see the top of this file). */
export const buildingVisibility = byRole({
  ORG: ownOrganization,
  SPL: (scope) => (alias) =>
    existsIn(
      'orders',
      'v_supplier_orders',
      (inner) => sql<SqlBool>`${ref(inner, 'building_id')} = ${ref(alias, 'id')}`,
      equals('v_supplier_orders', 'supplier_id', scope.companyId),
    ),
  USR: (scope) => (alias) => inList(alias, 'id', scope.buildingIds),
});

/** The buildings other organisations own and the caller's organisation manages. */
function managedVisibility(scope: RequestScope): Visible {
  if (scope.roleType !== ROLE_TYPE.ORG) return () => false;
  return (alias) =>
    allOf(
      equals(alias, 'manager_organization_id', scope.companyId),
      sql<SqlBool>`${ref(alias, 'organization_id')} <> ${scope.companyId}`,
    );
}

/** What a single building read may see: the tenant rule, plus the managed ones for an ORG. */
function readVisibility(scope: RequestScope): Visible {
  const own = buildingVisibility(scope);
  const managed = managedVisibility(scope);
  return (alias) => anyOf(own(alias), managed(alias));
}

type Expansion = 'ras' | 'active-building-license';

/** The `expand` parameter: a comma-separated list of ras, ras-false, active-building-license. */
function parseExpand(raw: string | undefined): Set<Expansion> {
  const expansions = new Set<Expansion>();
  for (const value of (raw ?? '').split(',').map((part) => part.trim())) {
    if (value === '' || value === 'ras-false') continue;
    if (value === 'ras' || value === 'active-building-license') expansions.add(value);
    else throw invalidQuery(resourceMessages.expandUnknown(value));
  }
  return expansions;
}

/** Adds expansions to buildings already read within the tenant rule. */
async function expand(
  rows: Row[],
  expansions: Set<Expansion>,
  request: ResourceRequest,
): Promise<Row[]> {
  if (expansions.size === 0 || rows.length === 0) return rows;
  const ids = rows.map((row) => Number(row.id)).filter((id) => Number.isSafeInteger(id));
  const extra = await request.deps.db
    .selectFrom('buildings')
    .select(['id', 'ras_folder_id', 'active_building_license', 'licence_expires_on'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(extra.map((row) => [row.id, row]));
  const rasEnabled = hasModule(request.scope.profile, 'moduleRas');
  return rows.map((row) => {
    const data = byId.get(Number(row.id));
    const expanded: Row = { ...row };
    if (expansions.has('active-building-license')) {
      expanded.active_building_license = {
        active: data?.active_building_license ?? false,
        validTo: data?.active_building_license ? (data.licence_expires_on ?? null) : null,
      };
    }
    if (expansions.has('ras')) {
      expanded.ras = {
        enabled: rasEnabled,
        folderId: rasEnabled ? (data?.ras_folder_id ?? null) : null,
      };
    }
    return expanded;
  });
}

/** Field rules of a building write: domain's building form (a condominium's, nin included). */
function buildingRuleErrors(input: Readonly<Record<string, unknown>>, mode: 'create' | 'update') {
  return registryRuleErrors('buildings', 'condominium')(input, mode);
}

/** The building of the path, within what a single read may see (the managed ones too). */
async function readBuilding(request: ResourceRequest): Promise<Row> {
  return request.find(request.id(), { visible: readVisibility(request.scope) });
}

/** A building kept as every registry is; the buildingless users' container is not one (404). */
const keeping = registryKeepingParts({
  schema: buildingSchema,
  recordKind: 'building',
  fields: UPDATE_FIELDS,
  validate: (input) => buildingRuleErrors(input, 'update'),
  isKept: (row) => row.isBuildinglessUsersContainer !== true,
});

/** Registers the building routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'buildings',
    schema: buildingSchema,
    shape: 'data',
    routes: { buildings: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.buildingNotFound,
    visible: buildingVisibility,
    visibleOne: readVisibility,
    writers: { ORG: BUILDINGS_APPLICATION },
    writable: { create: CREATE_FIELDS, update: UPDATE_FIELDS },
    present: (rows, request) => expand(rows, parseExpand(request.c.req.query('expand')), request),
    validate: (input, _request, current) =>
      buildingRuleErrors(input, current === undefined ? 'create' : 'update'),
    onCreate: (_input, request) => ({ organization_id: request.scope.companyId }),
    handlers: keeping.handlers,
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    extend(routes) {
      keeping.registerHistory(routes, '/buildings/:id/history');
      registerImportRoutes(routes, 'buildings', 'buildings', keeping.keeping);
      // The property-manager view: the buildings managed for other organisations.
      const managedList = async (request: ResourceRequest, body: Record<string, unknown>) => {
        requireRole(request.scope, ['ORG'], resourceMessages.onlyOrganizations);
        const { rows } = await request.list(body, { visible: managedVisibility(request.scope) });
        return request.c.json({ data: rows });
      };
      routes.read('GET', '/buildings/manager/search', (request) =>
        managedList(request, queryStringListBody(request.c)),
      );
      routes.read('POST', '/buildings/manager/search', async (request) =>
        managedList(request, await readJsonObject(request.c)),
      );
      routes.read('POST', '/buildings/manager/search/count', async (request) => {
        requireRole(request.scope, ['ORG'], resourceMessages.onlyOrganizations);
        const counter = await request.count(await request.body(), {
          visible: managedVisibility(request.scope),
        });
        return request.c.json({ counter });
      });

      routes.read('GET', '/buildings/:id/status', async (request) => {
        const row = await readBuilding(request);
        const [expanded] = await expand([row], new Set(['active-building-license']), request);
        return request.c.json({
          data: {
            id: row.id,
            status: row.status,
            isDisabled: isBuildingDisabled(row),
            isManagedExternal: row.isManagedExternal,
            isBuildinglessUsersContainer: row.isBuildinglessUsersContainer,
            active_building_license: expanded?.active_building_license ?? null,
          },
        });
      });

      routes.read('GET', '/buildings/:id/ras-folder-id', async (request) => {
        if (request.scope.roleType !== ROLE_TYPE.SYS) requireModules(request.scope, ['moduleRas']);
        const row = await readBuilding(request);
        const [expanded] = await expand([row], new Set(['ras']), request);
        const ras = expanded?.ras as { folderId: string | null } | undefined;
        return request.c.json({ data: { rasFolderId: ras?.folderId ?? null } });
      });

      routes.write(
        'POST',
        '/buildings/create/createFromSupplier/:id',
        'create',
        'APP_NEW',
        async (request) => {
          const scope = request.scope;
          requireRole(scope, ['ORG'], resourceMessages.onlyOrganizations);
          const supplierId = parseId(request.c.req.param('id'), resourceMessages.supplierNotFound);
          const supplier = await request.deps.db
            .selectFrom('organization_suppliers as os')
            .innerJoin('suppliers as s', 's.id', 'os.supplier_id')
            .select(['s.name1', 's.street', 's.zip', 's.city', 's.province', 's.country'])
            .where('os.organization_id', '=', scope.companyId)
            .where('os.supplier_id', '=', supplierId)
            .executeTakeFirst();
          if (supplier === undefined) throw notFound(resourceMessages.supplierNotFound);
          return request.create({
            name: supplier.name1,
            street: supplier.street,
            zip: supplier.zip,
            city: supplier.city,
            province: supplier.province,
            country: supplier.country,
            isPrivate: true,
            ...(await request.body()),
          });
        },
      );
    },
  });
}
