/**
 * Buildings (000 §7, 001 §7 "Buildings"): condominiums and private properties.
 *
 * Tenant rule: ORG its organisation's buildings; USR the buildings of its entitlements
 * (`scope.buildingIds`); SPL the buildings of the orders assigned to its company; SYS all, read
 * only. Writes need ORG_TAB_BUILDINGS with APP_NEW / APP_UPDATE (SPL and USR hold no such grant).
 *
 * Routes (under /api/v2):
 * - `POST|GET buildings/search` with `?expand=` (comma-separated): `active-building-license` adds
 *   `active_building_license: { active, validTo }` to each building (the USR session start,
 *   000 §7); `ras` adds `ras: { enabled, folderId }` (`enabled` is the profile's RAS module);
 *   `ras-false` asks explicitly for no RAS data, which is also the default. Unknown values → 400.
 * - `POST buildings/search/count`, `POST buildings`, `PATCH|PUT buildings/{id}` (resource kit).
 * - `GET buildings/{id}` (same `expand`), `GET buildings/{id}/status`,
 *   `GET buildings/{id}/ras-folder-id` → `{ data: { rasFolderId } }` (RAS module, 403
 *   MODULE_DISABLED without it).
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
import { hasModule, importSchemaFor, isBuildingDisabled } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { countRows } from '../query/index.ts';
import { mountResource } from './kit.ts';
import {
  allOf,
  anyOf,
  columnValues,
  countBodyParts,
  equals,
  inList,
  insertColumns,
  invalidQuery,
  listWithin,
  notFound,
  pathId,
  queryOptions,
  queryStringListBody,
  readJsonObject,
  readWithin,
  ref,
  requireModules,
  requireRole,
  requireWrite,
  ruleErrors,
  validationFailed,
} from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { buildingSchema } from './registrySchemas.ts';

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
export function buildingVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'SPL':
      return (alias) =>
        sql<SqlBool>`exists (select 1 from orders as h4_spl_orders where h4_spl_orders.building_id = ${ref(alias, 'id')} and h4_spl_orders.supplier_id = ${scope.companyId})`;
    case 'USR':
      return (alias) => inList(alias, 'id', scope.buildingIds);
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

/** The buildings other organisations own and the caller's organisation manages. */
function managedVisibility(scope: RequestScope): Visibility {
  if (scope.roleType !== 'ORG') return () => false;
  return (alias) =>
    allOf(
      equals(alias, 'manager_organization_id', scope.companyId),
      sql<SqlBool>`${ref(alias, 'organization_id')} <> ${scope.companyId}`,
    );
}

/** What a single building read may see: the tenant rule, plus the managed ones for an ORG. */
function readVisibility(scope: RequestScope): Visibility {
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
    else throw invalidQuery(registryMessages.expandUnknown(value));
  }
  return expansions;
}

interface ExpansionRow {
  id: number;
  ras_folder_id: string | null;
  active_building_license: boolean;
  licence_expires_on: string | null;
}

/** Adds the requested expansions to buildings already read within the tenant rule. */
async function expand(
  rows: Record<string, unknown>[],
  expansions: Set<Expansion>,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<Record<string, unknown>[]> {
  if (expansions.size === 0 || rows.length === 0) return rows;
  const ids = rows.map((row) => Number(row.id)).filter((id) => Number.isSafeInteger(id));
  const { rows: extra } = await sql<ExpansionRow>`select id, ras_folder_id, active_building_license,
      to_char(licence_expires_on, 'YYYY-MM-DD') as licence_expires_on
    from buildings where id in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(deps.db);
  const byId = new Map(extra.map((row) => [row.id, row]));
  const rasEnabled = hasModule(scope.profile, 'moduleRas');
  return rows.map((row) => {
    const data = byId.get(Number(row.id));
    const expanded: Record<string, unknown> = { ...row };
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

/** Field rules of a building write: domain's building import columns (code stays optional). */
function buildingRuleErrors(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): FieldError[] {
  const columns = importSchemaFor('buildings').columns.filter((column) => column.name !== 'code');
  return ruleErrors(input, columns, mode);
}

/** The parent building (`_building`) must be a building of the same organisation. */
async function parentErrors(
  input: Record<string, unknown>,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<FieldError[]> {
  const parent = input._building;
  if (parent === undefined || parent === null) return [];
  const { rows } = await sql<{ id: number }>`select id from buildings
    where id = ${Number(parent)} and organization_id = ${scope.companyId}`.execute(deps.db);
  return rows.length === 0
    ? [{ field: '_building', message: registryMessages.parentBuildingUnknown }]
    : [];
}

async function search(c: Context<AppEnv>, body: unknown, visible: Visibility) {
  const scope = c.var.scope;
  const deps = c.var.deps;
  const expansions = parseExpand(c.req.query('expand'));
  const rows = await listWithin(buildingSchema, body, scope, deps, visible);
  return c.json({ data: await expand(rows, expansions, scope, deps) });
}

async function count(c: Context<AppEnv>, visible: Visibility) {
  const scope = c.var.scope;
  const deps = c.var.deps;
  const { criteria, extra } = countBodyParts(await readJsonObject(c));
  const counter = await countRows(
    deps.db,
    buildingSchema,
    criteria,
    queryOptions(scope, deps, visible),
    extra,
  );
  return c.json({ counter: [counter.total, counter.matching] });
}

async function readBuilding(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const scope = c.var.scope;
  const id = pathId(c.req.param('id'), registryMessages.buildingNotFound);
  const row = await readWithin(buildingSchema, id, scope, c.var.deps, readVisibility(scope));
  if (row === undefined) throw notFound(registryMessages.buildingNotFound);
  return row;
}

/** Registers the building routes. */
export function register(api: Hono<AppEnv>): void {
  // The property-manager view first: its paths are more specific than `buildings/{id}`.
  api.get('/buildings/manager/search', (c) => {
    requireRole(c.var.scope, ['ORG'], registryMessages.onlyOrganizations);
    return search(c, queryStringListBody(c), managedVisibility(c.var.scope));
  });
  api.post('/buildings/manager/search', async (c) => {
    requireRole(c.var.scope, ['ORG'], registryMessages.onlyOrganizations);
    return search(c, await readJsonObject(c), managedVisibility(c.var.scope));
  });
  api.post('/buildings/manager/search/count', (c) => {
    requireRole(c.var.scope, ['ORG'], registryMessages.onlyOrganizations);
    return count(c, managedVisibility(c.var.scope));
  });

  api.get('/buildings/search', (c) =>
    search(c, queryStringListBody(c), buildingVisibility(c.var.scope)),
  );
  api.post('/buildings/search', async (c) =>
    search(c, await readJsonObject(c), buildingVisibility(c.var.scope)),
  );

  api.get('/buildings/:id{[0-9]+}', async (c) => {
    const expansions = parseExpand(c.req.query('expand'));
    const row = await readBuilding(c);
    const [expanded] = await expand([row], expansions, c.var.scope, c.var.deps);
    return c.json({ data: expanded });
  });

  api.get('/buildings/:id{[0-9]+}/status', async (c) => {
    const row = await readBuilding(c);
    const [expanded] = await expand(
      [row],
      new Set<Expansion>(['active-building-license']),
      c.var.scope,
      c.var.deps,
    );
    return c.json({
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

  api.get('/buildings/:id{[0-9]+}/ras-folder-id', async (c) => {
    const scope = c.var.scope;
    if (scope.roleType !== 'SYS') requireModules(scope, ['moduleRas']);
    const row = await readBuilding(c);
    const [expanded] = await expand([row], new Set<Expansion>(['ras']), scope, c.var.deps);
    const ras = expanded?.ras as { folderId: string | null } | undefined;
    return c.json({ data: { rasFolderId: ras?.folderId ?? null } });
  });

  api.post('/buildings/create/createFromSupplier/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    const deps = c.var.deps;
    requireWrite(scope, BUILDINGS_APPLICATION, 'APP_NEW');
    requireRole(scope, ['ORG'], registryMessages.onlyOrganizations);
    const supplierId = pathId(c.req.param('id'), registryMessages.supplierNotFound);
    const body = await readJsonObject(c);
    const { rows } = await sql<{
      name1: string;
      street: string | null;
      zip: string | null;
      city: string | null;
      province: string | null;
      country: string;
    }>`select s.name1, s.street, s.zip, s.city, s.province, s.country
      from organization_suppliers os join suppliers s on s.id = os.supplier_id
      where os.organization_id = ${scope.companyId} and os.supplier_id = ${supplierId}`.execute(
      deps.db,
    );
    const supplier = rows[0];
    if (supplier === undefined) throw notFound(registryMessages.supplierNotFound);
    const values = columnValues(
      buildingSchema,
      {
        name: supplier.name1,
        street: supplier.street,
        zip: supplier.zip,
        city: supplier.city,
        province: supplier.province,
        country: supplier.country,
        isPrivate: true,
        ...body,
      },
      CREATE_FIELDS,
    );
    const errors = [
      ...values.errors,
      ...buildingRuleErrors(values.input, 'create'),
      ...(await parentErrors(values.input, scope, deps)),
    ];
    if (errors.length > 0) throw validationFailed(errors);
    values.columns.set('organization_id', scope.companyId);
    const id = await insertColumns(deps, 'buildings', values.columns);
    const row = await readWithin(buildingSchema, id, scope, deps, buildingVisibility(scope));
    if (row === undefined) throw notFound(registryMessages.buildingNotFound);
    return c.json({ data: row }, 201);
  });

  mountResource(api, {
    path: 'buildings',
    schema: buildingSchema,
    shape: 'data',
    application: BUILDINGS_APPLICATION,
    visible: buildingVisibility,
    writable: { create: CREATE_FIELDS, update: UPDATE_FIELDS },
    routes: { search: false, getOne: false, count: true, create: true, update: true },
    async validate(input, scope, mode) {
      return [...buildingRuleErrors(input, mode)];
    },
    async onCreate(input, scope, deps) {
      const errors = await parentErrors(input, scope, deps);
      if (errors.length > 0) throw validationFailed(errors);
      return { organization_id: scope.companyId };
    },
    async onUpdate(input, scope, deps) {
      const errors = await parentErrors(input, scope, deps);
      if (errors.length > 0) throw validationFailed(errors);
      return { updatedAt: deps.now() };
    },
  });
}
