/**
 * Suppliers (002 §7.1 pickers: getMany / getOne read `data`; 002 §7.5 "Supplier company endpoint
 * /{companyId}: GET and save. Categories are joined by comma on save, and missing schema fields
 * are sent as null"; 001 §7 "Supplier admin tags").
 *
 * - `POST|GET suppliers/search`, `POST suppliers/search/count` (resource kit): an organisation's
 *   registry (domain `Supplier`: `status` is the organisation-side status, `systemStatus` and
 *   `certificationStatus` the company's). ORG its registry; SYS every registry row; SPL and USR
 *   none.
 * - `GET suppliers/{id}`: ORG a supplier of its registry; SPL its own company (the company editor
 *   'Anagrafica' data); SYS any company; otherwise 404.
 * - `PUT|PATCH suppliers/{id}`: an SPL saves its own company — level above 2 (domain
 *   `canSaveSupplierCompany`, 403 otherwise); only the extra emails and the categories are
 *   editable, the certified data are read-only and ignored when sent back (the editor sends every
 *   schema field, null when missing); categories may be a comma string or a list and are saved
 *   with domain's `joinSupplierCategories`. An ORG edits its registry entry (`code`, `status`,
 *   `tags`) with ORG_TAB_SUPPLIERS APP_UPDATE.
 * - `POST suppliers`: an ORG registers a new supplier company in its registry (APP_NEW);
 *   `DELETE suppliers/{id}` removes it from the registry (APP_DELETE), the company stays.
 * - `GET suppliers/admin-tags`: an SPL's admin qualification tags, `{ data: [{ id, name }] }`:
 *   the qualification ids the administrators assigned to the company (its `qualifications`), with
 *   their names — the ids a folder type's qualifications are compared with (001 §2.3). Needs the
 *   `qualifications` module (403 MODULE_DISABLED).
 */
import {
  SUPPLIER_COMPANY_FORM_SCHEMA,
  canSaveSupplierCompany,
  exactLengthRule,
  importSchemaFor,
  joinSupplierCategories,
  parseQualificationIds,
  parseSupplierCategories,
  qualificationNames,
  supplierBadge,
  validateForm,
} from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { queryMessages } from '../query/index.ts';
import { mountResource } from './kit.ts';
import {
  allOf,
  columnValues,
  equals,
  forbidden,
  insertColumns,
  listWithin,
  notFound,
  pathId,
  readJsonObject,
  readWithin,
  requireModules,
  requireRole,
  requireWrite,
  ruleErrors,
  updateColumns,
  validationFailed,
} from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { supplierCompanySchema, supplierSchema } from './registrySchemas.ts';

const APPLICATION = 'ORG_TAB_SUPPLIERS';

const CREATE_FIELDS = [
  'name1',
  'name2',
  'vat',
  'nin',
  'street',
  'zip',
  'city',
  'province',
  'country',
  'email',
  'landline',
  'mobile',
  'categories',
];

/** The tenant rule of the registry view. */
export function supplierVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'SYS':
      return () => true;
    case 'SPL':
    case 'USR':
      return () => false;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

/**
 * One supplier of the caller's registry by supplier id. The registry view's key is the registry
 * row (`registry_id`): a supplier id repeats once per organisation, the tenant rule picks one.
 */
async function readRegistryEntry(
  id: number,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<Record<string, unknown> | undefined> {
  const visible = supplierVisibility(scope);
  const rows = await listWithin(supplierSchema, { limit: 1 }, scope, deps, (alias) =>
    allOf(visible(alias), equals(alias, 'id', id)),
  );
  return rows[0];
}

/** The qualification catalogue (id, name). */
async function catalogue(deps: GatewayDeps): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`select id, name from qualifications
    order by id`.execute(deps.db);
  return rows;
}

/** A company row with the derived fields of domain: qualificationNames and its categories list. */
async function companyBody(
  row: Record<string, unknown>,
  deps: GatewayDeps,
): Promise<Record<string, unknown>> {
  const qualifications = typeof row.qualifications === 'string' ? row.qualifications : null;
  return {
    ...row,
    qualificationNames: qualificationNames(qualifications, await catalogue(deps)),
    categoryTags: parseSupplierCategories(
      typeof row.categories === 'string' ? row.categories : null,
    ),
  };
}

/** A registry row with its badge (000 §4 supplier badge, computed by domain). */
function registryBody(row: Record<string, unknown>): Record<string, unknown> {
  const badge = supplierBadge({
    vat: (row.vat as string | null) ?? null,
    status: row.status as 'enabled' | 'disabled' | undefined,
    systemStatus: row.systemStatus as 'enabled' | 'disabled' | undefined,
    certificationStatus: (row.certificationStatus ?? undefined) as
      'under_evaluation' | 'validated' | undefined,
  });
  return { ...row, badge: badge ?? null };
}

/** The fields an SPL may change in its company editor: the form fields that are not read-only. */
const EDITABLE_COMPANY_FIELDS = (
  Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA) as (keyof typeof SUPPLIER_COMPANY_FORM_SCHEMA)[]
).filter((field) => SUPPLIER_COMPANY_FORM_SCHEMA[field].disabled !== true);

/** Read-only fields an editor sends back unchanged (002 §7.5 "missing schema fields … null"). */
const READ_ONLY_COMPANY_FIELDS = [
  ...Object.keys(supplierCompanySchema.fields).filter(
    (field) => !(EDITABLE_COMPANY_FIELDS as string[]).includes(field),
  ),
  'qualificationNames',
  'categoryTags',
];

async function saveOwnCompany(c: Context<AppEnv>, id: number) {
  const scope = c.var.scope;
  const deps = c.var.deps;
  if (id !== scope.companyId) throw notFound(registryMessages.supplierNotFound);
  if (!canSaveSupplierCompany(scope.profile)) throw forbidden(registryMessages.supplierSaveLevel);
  const body = await readJsonObject(c);
  if (Array.isArray(body.categories)) {
    if (!body.categories.every((tag) => typeof tag === 'string')) {
      throw validationFailed([{ field: 'categories', message: registryMessages.tagsInvalid }]);
    }
    body.categories = joinSupplierCategories(body.categories as string[]);
  } else if (typeof body.categories === 'string') {
    body.categories = joinSupplierCategories(parseSupplierCategories(body.categories));
  }
  const values = columnValues(
    supplierCompanySchema,
    body,
    EDITABLE_COMPANY_FIELDS,
    READ_ONLY_COMPANY_FIELDS,
  );
  const formErrors = Object.entries(validateForm(values.input, SUPPLIER_COMPANY_FORM_SCHEMA)).map(
    ([field, message]) => ({ field, message: message ?? '' }),
  );
  const errors = [...values.errors, ...formErrors];
  if (errors.length > 0) throw validationFailed(errors);
  if (values.columns.size > 0) {
    values.columns.set('updated_at', deps.now().toISOString());
    await updateColumns(deps, 'suppliers', values.columns, equals('t0', 'id', id));
  }
  const row = await readWithin(supplierCompanySchema, id, scope, deps, () => true);
  if (row === undefined) throw notFound(registryMessages.supplierNotFound);
  return c.json({ data: await companyBody(row, deps) });
}

function registryErrors(input: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (input.status !== undefined && input.status !== 'enabled' && input.status !== 'disabled') {
    errors.push({ field: 'status', message: registryMessages.statusInvalid });
  }
  if (
    input.tags !== undefined &&
    !(Array.isArray(input.tags) && input.tags.every((tag) => typeof tag === 'string'))
  ) {
    errors.push({ field: 'tags', message: registryMessages.tagsInvalid });
  }
  return errors;
}

async function saveRegistryEntry(c: Context<AppEnv>, id: number) {
  const scope = c.var.scope;
  const deps = c.var.deps;
  requireWrite(scope, APPLICATION, 'APP_UPDATE');
  const values = columnValues(supplierSchema, await readJsonObject(c), ['code', 'status', 'tags']);
  const errors = [...values.errors, ...registryErrors(values.input)];
  if (errors.length > 0) throw validationFailed(errors);
  values.columns.set('updated_at', deps.now().toISOString());
  const changed = await updateColumns(
    deps,
    'organization_suppliers',
    values.columns,
    allOf(equals('t0', 'organization_id', scope.companyId), equals('t0', 'supplier_id', id)),
  );
  if (changed === 0) throw notFound(registryMessages.supplierNotFound);
  const row = await readRegistryEntry(id, scope, deps);
  if (row === undefined) throw notFound(registryMessages.supplierNotFound);
  return c.json({ data: registryBody(row) });
}

/** Domain's supplier import columns, with the VAT number optional (occasional services, 000 §4). */
function createRuleErrors(input: Record<string, unknown>): FieldError[] {
  const columns = importSchemaFor('suppliers').columns.filter((column) => column.name !== 'vat');
  return ruleErrors(input, [...columns, { name: 'vat', rules: [exactLengthRule(11)] }], 'create');
}

/** Registers the supplier routes. */
export function register(api: Hono<AppEnv>): void {
  api.get('/suppliers/admin-tags', async (c) => {
    const scope = c.var.scope;
    requireRole(scope, ['SPL'], registryMessages.onlySuppliers);
    requireModules(scope, ['qualifications']);
    const deps = c.var.deps;
    const { rows } = await sql<{ qualifications: string | null }>`select qualifications
      from suppliers where id = ${scope.companyId}`.execute(deps.db);
    const ids = parseQualificationIds(rows[0]?.qualifications ?? null);
    const names = new Map((await catalogue(deps)).map((entry) => [String(entry.id), entry.name]));
    return c.json({
      data: ids.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id: Number(id), name }];
      }),
    });
  });

  api.get('/suppliers/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    const deps = c.var.deps;
    const id = pathId(c.req.param('id'), registryMessages.supplierNotFound);
    if (scope.roleType === 'ORG') {
      const row = await readRegistryEntry(id, scope, deps);
      if (row === undefined) throw notFound(registryMessages.supplierNotFound);
      return c.json({ data: registryBody(row) });
    }
    const own = scope.roleType === 'SPL' && id === scope.companyId;
    if (!own && scope.roleType !== 'SYS') throw notFound(registryMessages.supplierNotFound);
    const row = await readWithin(supplierCompanySchema, id, scope, deps, () => true);
    if (row === undefined) throw notFound(registryMessages.supplierNotFound);
    return c.json({ data: await companyBody(row, deps) });
  });

  const save = async (c: Context<AppEnv>) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), registryMessages.supplierNotFound);
    if (scope.roleType === 'SPL') return saveOwnCompany(c, id);
    if (scope.roleType === 'ORG') return saveRegistryEntry(c, id);
    requireWrite(scope, APPLICATION, 'APP_UPDATE');
    throw forbidden();
  };
  api.put('/suppliers/:id{[0-9]+}', save);
  api.patch('/suppliers/:id{[0-9]+}', save);

  api.post('/suppliers', async (c) => {
    const scope = c.var.scope;
    const deps = c.var.deps;
    requireWrite(scope, APPLICATION, 'APP_NEW');
    requireRole(scope, ['ORG'], registryMessages.onlyOrganizations);
    const body = await readJsonObject(c);
    const code = body.code;
    delete body.code;
    if (code !== undefined && code !== null && typeof code !== 'string') {
      throw validationFailed([{ field: 'code', message: queryMessages.fieldNotWritable }]);
    }
    if (Array.isArray(body.categories)) {
      body.categories = joinSupplierCategories(
        body.categories.filter((tag): tag is string => typeof tag === 'string'),
      );
    }
    const values = columnValues(supplierCompanySchema, body, CREATE_FIELDS);
    const errors = [...values.errors, ...createRuleErrors(values.input)];
    if (errors.length > 0) throw validationFailed(errors);
    const id = await insertColumns(deps, 'suppliers', values.columns);
    await insertColumns(
      deps,
      'organization_suppliers',
      new Map<string, unknown>([
        ['organization_id', scope.companyId],
        ['supplier_id', id],
        ['code', code ?? null],
      ]),
    );
    const row = await readRegistryEntry(id, scope, deps);
    if (row === undefined) throw notFound(registryMessages.supplierNotFound);
    return c.json({ data: registryBody(row) }, 201);
  });

  api.delete('/suppliers/:id{[0-9]+}', async (c) => {
    const scope = c.var.scope;
    const deps = c.var.deps;
    requireWrite(scope, APPLICATION, 'APP_DELETE');
    requireRole(scope, ['ORG'], registryMessages.onlyOrganizations);
    const id = pathId(c.req.param('id'), registryMessages.supplierNotFound);
    const row = await readRegistryEntry(id, scope, deps);
    if (row === undefined) throw notFound(registryMessages.supplierNotFound);
    await sql`delete from organization_suppliers
      where organization_id = ${scope.companyId} and supplier_id = ${id}`.execute(deps.db);
    return c.json({ data: registryBody(row) });
  });

  mountResource(api, {
    path: 'suppliers',
    schema: supplierSchema,
    shape: 'data',
    application: APPLICATION,
    visible: supplierVisibility,
    routes: { search: true, count: true, getOne: false, create: false, update: false },
  });
}
