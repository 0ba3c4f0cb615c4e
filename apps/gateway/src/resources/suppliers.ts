/**
 * Suppliers (002 §7.1 pickers: getMany / getOne read `data`; 002 §7.5 "Supplier company endpoint
 * /{companyId}: GET and save. Categories are joined by comma on save, and missing schema fields
 * are sent as null"; 001 §7 "Supplier admin tags").
 *
 * - `POST|GET suppliers/search`, `POST suppliers/search/count`: an organisation's registry
 *   (domain `Supplier`: `status` is the organisation-side status, `systemStatus` and
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
 *
 * A supplier company included in another record (an order's `org_suppliers`) is readable by an
 * ORG when it is in its registry or enabled on the platform (the `sys-suppliers` directory), by
 * a USR when enabled on the platform, by an SPL when it is its own company, by SYS always.
 */
import {
  ROLE_TYPE,
  SUPPLIER_ACCESS_STATUS,
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
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { requireModules, requireRole } from '../authz/requirements.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import { changes, newRow } from '../db/tables/rows.ts';
import { assertValid, forbidden, notFound, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { anyOf, byRole, equals, existsIn, ownOrganization, ref } from '../layer/predicates.ts';
import type { RoleRule } from '../layer/predicates.ts';
import { mountResource, mountTableRule, runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { ruleErrors } from '../layer/rules.ts';
import { writeValues } from '../layer/writes.ts';
import { listRows, queryMessages } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { supplierCompanySchema, supplierSchema } from './schemas/registries.ts';

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

/** The tenant rule of the registry view: an organisation's own registry. */
export const supplierVisibility = byRole({ ORG: ownOrganization });

const enabledCompany: RoleRule = () => (alias) =>
  sql<SqlBool>`${ref(alias, 'system_status')} = 'enabled'`;

/** Which supplier companies a profile reads (see the top of this file). */
export const supplierCompanyVisibility = byRole({
  ORG: (scope) => (alias) =>
    anyOf(
      enabledCompany(scope)(alias),
      existsIn(
        'organization_suppliers',
        'v_registry',
        (inner) => sql<SqlBool>`${ref(inner, 'supplier_id')} = ${ref(alias, 'id')}`,
        equals('v_registry', 'organization_id', scope.companyId),
      ),
    ),
  USR: enabledCompany,
  SPL: (scope) => (alias) => equals(alias, 'id', scope.companyId),
});

/** One supplier of the caller's registry by supplier id (the view's key is the registry row). */
async function registryEntry(request: ResourceRequest, id: number): Promise<Row> {
  const { rows } = await request.list({ limit: 1 }, { narrow: (alias) => equals(alias, 'id', id) });
  const [row] = rows;
  if (row === undefined) throw notFound(resourceMessages.supplierNotFound);
  return row;
}

/** The qualification catalogue (id, name). */
async function catalogue(deps: GatewayDeps): Promise<{ id: number; name: string }[]> {
  return deps.db.selectFrom('qualifications').select(['id', 'name']).orderBy('id').execute();
}

/** A company row with the derived fields of domain: qualificationNames and its categories list. */
async function companyBody(row: Row, deps: GatewayDeps): Promise<Row> {
  const qualifications = typeof row.qualifications === 'string' ? row.qualifications : null;
  return {
    ...row,
    qualificationNames: qualificationNames(qualifications, await catalogue(deps)),
    categoryTags: parseSupplierCategories(
      typeof row.categories === 'string' ? row.categories : null,
    ),
  };
}

/** The company of the path as its own profiles and the back office read it. */
async function company(request: ResourceRequest, id: number): Promise<Row> {
  const { rows } = await listRows(
    request.deps.db,
    supplierCompanySchema,
    { limit: 1 },
    request.options((alias) => equals(alias, 'id', id)),
  );
  const [row] = rows;
  if (row === undefined) throw notFound(resourceMessages.supplierNotFound);
  return companyBody(row, request.deps);
}

/** A registry row with its badge (000 §4 supplier badge, computed by domain). */
function registryBody(row: Row): Row {
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

/** Categories as a list or a comma text, saved joined (002 §7.5). */
function joinedCategories(body: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(body.categories)) {
    if (!body.categories.every((tag) => typeof tag === 'string')) {
      throw validationFailed([{ field: 'categories', message: resourceMessages.tagsInvalid }]);
    }
    return { ...body, categories: joinSupplierCategories(body.categories as string[]) };
  }
  if (typeof body.categories === 'string') {
    return {
      ...body,
      categories: joinSupplierCategories(parseSupplierCategories(body.categories)),
    };
  }
  return body;
}

async function saveOwnCompany(request: ResourceRequest, id: number): Promise<Response> {
  const { scope, deps } = request;
  if (id !== scope.companyId) throw notFound(resourceMessages.supplierNotFound);
  if (!canSaveSupplierCompany(scope.profile)) throw forbidden(resourceMessages.supplierSaveLevel);
  const body = joinedCategories(await request.body());
  const values = writeValues(
    supplierCompanySchema,
    body,
    EDITABLE_COMPANY_FIELDS,
    READ_ONLY_COMPANY_FIELDS,
  );
  const formErrors = Object.entries(validateForm(values.input, SUPPLIER_COMPANY_FORM_SCHEMA)).map(
    ([field, message]) => ({ field, message: message ?? '' }),
  );
  assertValid([...values.errors, ...formErrors]);
  if (values.columns.size > 0) {
    values.columns.set('updated_at', deps.now());
    await runWrite(supplierCompanySchema, () =>
      deps.db
        .updateTable('suppliers')
        .set(changes('suppliers', values.columns))
        .where('id', '=', id)
        .execute(),
    );
  }
  return request.c.json({ data: await company(request, id) });
}

function registryErrors(input: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  if (
    input.status !== undefined &&
    input.status !== SUPPLIER_ACCESS_STATUS.ENABLED &&
    input.status !== SUPPLIER_ACCESS_STATUS.DISABLED
  ) {
    errors.push({ field: 'status', message: resourceMessages.statusInvalid });
  }
  if (
    input.tags !== undefined &&
    !(Array.isArray(input.tags) && input.tags.every((tag) => typeof tag === 'string'))
  ) {
    errors.push({ field: 'tags', message: resourceMessages.tagsInvalid });
  }
  return errors;
}

async function saveRegistryEntry(request: ResourceRequest, id: number): Promise<Response> {
  const { scope, deps } = request;
  await registryEntry(request, id);
  const values = writeValues(supplierSchema, await request.body(), ['code', 'status', 'tags']);
  assertValid([...values.errors, ...registryErrors(values.input)]);
  values.columns.set('updated_at', deps.now());
  await runWrite(supplierSchema, () =>
    deps.db
      .updateTable('organization_suppliers')
      .set(changes('organization_suppliers', values.columns))
      .where('organization_id', '=', scope.companyId)
      .where('supplier_id', '=', id)
      .execute(),
  );
  return request.one(await registryEntry(request, id));
}

/** Domain's supplier import columns, with the VAT number optional (occasional services, 000 §4). */
function createRuleErrors(input: Record<string, unknown>): FieldError[] {
  const columns = importSchemaFor('suppliers').columns.filter((column) => column.name !== 'vat');
  return ruleErrors(input, [...columns, { name: 'vat', rules: [exactLengthRule(11)] }], 'create');
}

/** Registers the supplier routes. */
export function register(api: Hono<AppEnv>): void {
  mountTableRule(api, 'suppliers', supplierCompanyVisibility);
  mountResource(api, {
    name: 'suppliers',
    schema: supplierSchema,
    shape: 'data',
    routes: { suppliers: ['search', 'count'] },
    notFound: resourceMessages.supplierNotFound,
    visible: supplierVisibility,
    writers: {
      ORG: APPLICATION,
      // The company editor: its level decides (domain canSaveSupplierCompany), no grant.
      SPL: { application: null, actions: ['update'] },
    },
    present: (rows) => rows.map(registryBody),
    extend(routes) {
      routes.read('GET', '/suppliers/admin-tags', async (request) => {
        const scope = request.scope;
        requireRole(scope, ['SPL'], resourceMessages.onlySuppliers);
        requireModules(scope, ['qualifications']);
        const row = await request.deps.db
          .selectFrom('suppliers')
          .select('qualifications')
          .where('id', '=', scope.companyId)
          .executeTakeFirst();
        const ids = parseQualificationIds(row?.qualifications ?? null);
        const names = new Map(
          (await catalogue(request.deps)).map((entry) => [String(entry.id), entry.name]),
        );
        return request.c.json({
          data: ids.flatMap((id) => {
            const name = names.get(id);
            return name === undefined ? [] : [{ id: Number(id), name }];
          }),
        });
      });

      routes.read('GET', '/suppliers/:id', async (request) => {
        const scope = request.scope;
        const id = request.id();
        if (scope.roleType === ROLE_TYPE.ORG) return request.one(await registryEntry(request, id));
        const own = scope.roleType === ROLE_TYPE.SPL && id === scope.companyId;
        if (!own && scope.roleType !== ROLE_TYPE.SYS)
          throw notFound(resourceMessages.supplierNotFound);
        return request.one(await company(request, id));
      });

      const save = async (request: ResourceRequest) => {
        const id = request.id();
        return request.scope.roleType === ROLE_TYPE.SPL
          ? saveOwnCompany(request, id)
          : saveRegistryEntry(request, id);
      };
      routes.write('PUT', '/suppliers/:id', 'update', 'APP_UPDATE', save);
      routes.write('PATCH', '/suppliers/:id', 'update', 'APP_UPDATE', save);

      routes.write('POST', '/suppliers', 'create', 'APP_NEW', async (request) => {
        const { scope, deps } = request;
        const { code, ...rest } = await request.body();
        if (code !== undefined && code !== null && typeof code !== 'string') {
          throw validationFailed([{ field: 'code', message: queryMessages.fieldNotWritable }]);
        }
        const values = writeValues(supplierCompanySchema, joinedCategories(rest), CREATE_FIELDS);
        assertValid([...values.errors, ...createRuleErrors(values.input)]);
        const id = await runWrite(supplierCompanySchema, () =>
          deps.db.transaction().execute(async (trx) => {
            const inserted = await trx
              .insertInto('suppliers')
              .values(newRow('suppliers', values.columns))
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('organization_suppliers')
              .values({
                organization_id: scope.companyId,
                supplier_id: inserted.id,
                code: (code as string | null | undefined) ?? null,
              })
              .execute();
            return inserted.id;
          }),
        );
        return request.one(await registryEntry(request, id), 201);
      });

      routes.write('DELETE', '/suppliers/:id', 'remove', 'APP_DELETE', async (request) => {
        const id = request.id();
        const row = await registryEntry(request, id);
        await request.deps.db
          .deleteFrom('organization_suppliers')
          .where('organization_id', '=', request.scope.companyId)
          .where('supplier_id', '=', id)
          .execute();
        return request.one(row);
      });
    },
  });
}
