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
 * - `PUT|PATCH suppliers/{id}`: an SPL saves its own company, versioned, per domain's
 *   `supplierEditorAbilities` (./supplierCompany.ts: the company editor's read and save).
 * - An ORG keeps its registry as the other registries are kept (./registryKeeping.ts; domain
 *   DECISIONS.md "Suppliers kept as a registry"), with ORG_TAB_SUPPLIERS APP_NEW / APP_UPDATE /
 *   APP_DELETE: `POST suppliers` registers a new company in its registry; `PUT|PATCH
 *   suppliers/{id}` `{ version, ...fields }` edits the form's fields (domain's
 *   `registryFormColumns('suppliers')`, checked on every write), the access `status` and the
 *   `tags` — a certified company's data are not its customers' to change (400), another version
 *   is 409 STALE_RECORD; `DELETE suppliers/{id}` removes it from the registry (the company stays)
 *   unless the organisation's records name it (409 'Usato da …'); `GET suppliers/{id}/history`
 *   is its history (record kind 'supplier', keyed by the registry row). For an SPL the same path
 *   is its own company's history (record kind 'supplierCompany'); another company's is 404.
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
  SUPPLIER_COMPANY_FIELDS,
  effectiveChanges,
  isStaleWrite,
  joinSupplierCategories,
  parseQualificationIds,
  parseSupplierCategories,
  recordUsageRefusal,
  registryFormColumns,
  registryIdentityFields,
  staleWriteMessage,
  supplierBadge,
} from '@portineria/domain';
import type { FieldChange, RecordVersion, SupplierAccessStatus } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { requireModules, requireRole } from '../authz/requirements.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { changes, newRow } from '../db/tables/rows.ts';
import { assertValid, conflict, notFound, staleRecord, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { anyOf, byRole, equals, existsIn, ownOrganization, ref } from '../layer/predicates.ts';
import type { RoleRule } from '../layer/predicates.ts';
import { mountResource, mountTableRule, runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { queryMessages } from '../query/index.ts';
import { lockRow, nextVersion, writeRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory, creationChanges, readRecordHistory } from './recordHistory.ts';
import { recordUsage, registryRuleErrors } from './registryKeeping.ts';
import { supplierCompanySchema, supplierSchema } from './schemas/registries.ts';
import {
  catalogue,
  readCompany,
  readOwnCompany,
  readOwnCompanyHistory,
  saveOwnCompany,
} from './supplierCompany.ts';

const APPLICATION = 'ORG_TAB_SUPPLIERS';

/** The company fields a new supplier is created with (domain's form, less the registry's code). */
const CREATE_FIELDS = SUPPLIER_COMPANY_FIELDS;

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

/** The organisation's own fields of a registry entry (the rest are the company's). */
const REGISTRY_OWN_FIELDS = ['code', 'status', 'tags'];

/** The fields the registry form creates and edits (domain's `registryFormColumns('suppliers')`). */
const FORM_FIELDS = registryFormColumns('suppliers').map((column) => column.name);

/** What an organisation's edit may send: the form's fields, the access status and its tags. */
const EDIT_FIELDS = [...new Set([...FORM_FIELDS, ...REGISTRY_OWN_FIELDS])];

/** Domain's supplier form rules over a write (every write, 000 §5, 002 §5.5). */
const supplierRules = registryRuleErrors('suppliers');

/**
 * The supplier of an organisation's registry as stored, every field in wire shape, read inside
 * a write's transaction (the view's `updatedAt` is the later of the company's and the entry's).
 */
async function storedEntry(
  db: Kysely<Database>,
  organizationId: number,
  supplierId: number,
): Promise<Row | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from organization_supplier_list
    where id = ${supplierId} and organization_id = ${organizationId}`.execute(db);
  const [stored] = rows;
  if (stored === undefined) return undefined;
  const record: Row = { registry_id: stored.registry_id };
  for (const [name, field] of Object.entries(supplierSchema.fields)) {
    record[name] = stored[field.column];
  }
  return record;
}

/** The history of a supplier: its organisation's registry row, so each reads its own. */
function supplierHistory(
  organizationId: number,
  registryId: number,
  action: 'create' | 'update' | 'delete',
  changes: readonly FieldChange[],
) {
  return { organizationId, recordKind: 'supplier' as const, recordId: registryId, action, changes };
}

/**
 * `PUT|PATCH suppliers/{id}` of an organisation (DECISIONS.md "Suppliers kept as a registry"):
 * 404 outside its registry → 400 (domain's rules, a certified company's data not writable) →
 * 409 STALE_RECORD for another version; the company's changes on the company, the code, status
 * and tags on the registry entry, the entry's version moved past both, one history row.
 */
async function saveRegistryEntry(request: ResourceRequest, id: number): Promise<Response> {
  const { scope, deps } = request;
  await registryEntry(request, id);
  const current = await storedEntry(deps.db, scope.companyId, id);
  if (current === undefined) throw notFound(resourceMessages.supplierNotFound);
  const { version, ...body } = joinedCategories(await request.body());
  const values = writeValues(supplierSchema, body, EDIT_FIELDS);
  const locked = registryIdentityFields('suppliers', current);
  const lockedErrors = Object.keys(
    effectiveChanges(current, pick(values.input, locked)).changes,
  ).map((field) => ({ field, message: resourceMessages.supplierCertifiedData }));
  assertValid([
    ...values.errors,
    ...lockedErrors,
    ...supplierRules(values.input, 'update'),
    ...registryErrors(values.input),
  ]);
  await runWrite(supplierSchema, () =>
    deps.db.transaction().execute(async (trx) => {
      const registryId = current.registry_id as number;
      await lockRow(trx, 'organization_suppliers', registryId);
      await lockRow(trx, 'suppliers', id);
      const stored = await storedEntry(trx, scope.companyId, id);
      if (stored === undefined) throw notFound(resourceMessages.supplierNotFound);
      if (isStaleWrite((version ?? null) as RecordVersion, stored.updatedAt as RecordVersion)) {
        throw staleRecord(staleWriteMessage());
      }
      // Tags are a list: the same list again is no change.
      const input = { ...values.input };
      if (JSON.stringify(input.tags) === JSON.stringify(stored.tags)) delete input.tags;
      const { changes: changed, history } = effectiveChanges(stored, input);
      if (history.length === 0) return;
      const now = deps.now();
      const next = nextVersion(stored.updatedAt, now);
      const fields = Object.keys(changed);
      const company = fields.filter((field) => !REGISTRY_OWN_FIELDS.includes(field));
      if (company.length > 0) {
        await writeRecord(trx, supplierCompanySchema, id, pick(changed, company), {
          updated_at: next,
        });
      }
      const own = new Map<string, unknown>(
        fields
          .filter((field) => REGISTRY_OWN_FIELDS.includes(field))
          .map((field) => {
            const column = supplierSchema.fields[field]?.column ?? field;
            return [column, values.columns.get(column)];
          }),
      );
      own.set('updated_at', next);
      await trx
        .updateTable('organization_suppliers')
        .set(changes('organization_suppliers', own))
        .where('id', '=', registryId)
        .execute();
      await appendHistory(
        trx,
        supplierHistory(scope.companyId, registryId, 'update', history),
        request,
        now,
      );
    }),
  );
  return request.one(await registryEntry(request, id));
}

/** The named fields of a record that it has. */
function pick(record: Readonly<Record<string, unknown>>, fields: readonly string[]) {
  return Object.fromEntries(
    fields.filter((field) => Object.hasOwn(record, field)).map((field) => [field, record[field]]),
  );
}

/** `POST suppliers`: a new company in the organisation's registry, told in its history. */
async function createRegistryEntry(request: ResourceRequest): Promise<Response> {
  const { scope, deps } = request;
  const body = joinedCategories(await request.body());
  const { code, status, ...rest } = body;
  if (code !== undefined && code !== null && typeof code !== 'string') {
    throw validationFailed([{ field: 'code', message: queryMessages.fieldNotWritable }]);
  }
  // A field the form left empty (null) is not given: the company's defaults apply (country 'IT').
  const given = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  const values = writeValues(supplierCompanySchema, given, CREATE_FIELDS);
  const own = { code, ...(status === undefined || status === null ? {} : { status }) };
  assertValid([
    ...values.errors,
    ...supplierRules({ ...values.input, ...own }, 'create'),
    ...registryErrors(own),
  ]);
  const id = await runWrite(supplierCompanySchema, () =>
    deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('suppliers')
        .values(newRow('suppliers', values.columns))
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = await trx
        .insertInto('organization_suppliers')
        .values({
          organization_id: scope.companyId,
          supplier_id: inserted.id,
          code: (code as string | null | undefined) ?? null,
          // A new supplier is enabled unless the form says otherwise.
          status:
            (own.status as SupplierAccessStatus | undefined) ?? SUPPLIER_ACCESS_STATUS.ENABLED,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = await storedEntry(trx, scope.companyId, inserted.id);
      const created = Object.fromEntries(FORM_FIELDS.map((field) => [field, stored?.[field]]));
      await appendHistory(
        trx,
        supplierHistory(scope.companyId, entry.id, 'create', creationChanges(created)),
        request,
        deps.now(),
      );
      return inserted.id;
    }),
  );
  return request.one(await registryEntry(request, id), 201);
}

/**
 * `DELETE suppliers/{id}`: the supplier leaves the organisation's registry (the company stays on
 * the platform) unless one of the organisation's records names it — 409 CONFLICT 'Usato da …'
 * (domain's `recordUsageRefusal`; DECISIONS.md "Deleting a registry record in use").
 */
async function removeRegistryEntry(request: ResourceRequest, id: number): Promise<Response> {
  const { scope, deps } = request;
  const row = await registryEntry(request, id);
  await runWrite(
    supplierSchema,
    () =>
      deps.db.transaction().execute(async (trx) => {
        const entry = await storedEntry(trx, scope.companyId, id);
        const registryId = entry?.registry_id as number | undefined;
        if (
          registryId === undefined ||
          !(await lockRow(trx, 'organization_suppliers', registryId))
        ) {
          throw notFound(resourceMessages.supplierNotFound);
        }
        const refusal = recordUsageRefusal(
          await recordUsage(trx, 'suppliers', id, SUPPLIER_OWN_TABLES, scope.companyId),
        );
        if (refusal !== null) throw conflict(refusal);
        const stored = entry;
        await trx.deleteFrom('organization_suppliers').where('id', '=', registryId).execute();
        const removed = Object.fromEntries(FORM_FIELDS.map((field) => [field, stored?.[field]]));
        await appendHistory(
          trx,
          supplierHistory(
            scope.companyId,
            registryId,
            'delete',
            creationChanges(removed).map((change) => ({
              field: change.field,
              from: change.to,
              to: null,
            })),
          ),
          request,
          deps.now(),
        );
      }),
    true,
  );
  return request.one(row);
}

/**
 * The tables naming a supplier company that are the company's own or the registries' entries,
 * not an organisation's use of it: the registries, the company's profiles and employees.
 */
const SUPPLIER_OWN_TABLES = ['organization_suppliers', 'profiles', 'employees'];

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
      // The company editor: its level decides (domain supplierEditorAbilities), no grant.
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
        // The company editor's read (./supplierCompany.ts): what the profile's level sees.
        if (own) return request.one(await readOwnCompany(request));
        if (scope.roleType !== ROLE_TYPE.SYS) throw notFound(resourceMessages.supplierNotFound);
        return request.one(await readCompany(request, id));
      });

      const save = async (request: ResourceRequest) => {
        const id = request.id();
        return request.scope.roleType === ROLE_TYPE.SPL
          ? saveOwnCompany(request, id)
          : saveRegistryEntry(request, id);
      };
      routes.write('PUT', '/suppliers/:id', 'update', 'APP_UPDATE', save);
      routes.write('PATCH', '/suppliers/:id', 'update', 'APP_UPDATE', save);

      routes.write('POST', '/suppliers', 'create', 'APP_NEW', createRegistryEntry);

      routes.write('DELETE', '/suppliers/:id', 'remove', 'APP_DELETE', (request) =>
        removeRegistryEntry(request, request.id()),
      );

      // The history of a supplier of the caller's registry (its registry row's); for a supplier's
      // profile, its own company's (the company editor's timeline, ./supplierCompany.ts).
      routes.read('GET', '/suppliers/:id/history', async (request) => {
        const id = request.id();
        if (request.scope.roleType === ROLE_TYPE.SPL) {
          return request.c.json({ data: await readOwnCompanyHistory(request, id) });
        }
        requireRole(request.scope, ['ORG'], resourceMessages.roleForbidden);
        await registryEntry(request, id);
        const entry = await storedEntry(request.deps.db, request.scope.companyId, id);
        if (entry === undefined) throw notFound(resourceMessages.supplierNotFound);
        return request.c.json({
          data: await readRecordHistory(
            request.deps.db,
            'supplier',
            entry.registry_id as number,
            request,
          ),
        });
      });
    },
  });
}
