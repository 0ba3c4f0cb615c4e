/**
 * The supplier company editor (002 §2.9 "Supplier company editor with tabs Anagrafica and
 * Informazioni (cover image)", §5.6, §7.5 "Supplier company endpoint /{companyId}: GET and save";
 * domain DECISIONS.md "Supplier company editor"): what a supplier's profile reads and saves of
 * its own company, mounted by ./suppliers.ts on `GET|PUT|PATCH suppliers/{id}` and by
 * ./attachments.ts for the cover (`POST attachments`, entity `supplierCovers`).
 *
 * - Read: the company with its derived fields (qualificationNames, categoryTags) and `version`
 *   (its `updatedAt`); the keywords only from level 2, the three extra e-mails only above level 1
 *   (domain `isSupplierCompanyFieldVisible`, declared on the allow-list's fields: what a level
 *   does not see is not sent, here or through any other read of the company).
 * - Save `{ version, ...fields }`: another company's id is 404; a level that may not save is 403
 *   with domain's `supplierEditorRefusal`; another version is 409 STALE_RECORD with the orders'
 *   message; then domain's `SUPPLIER_COMPANY_FORM_SCHEMA` (400 naming the fields). Only the
 *   supplier's own additions change — the extra e-mails, the categories and the keywords (a list
 *   of tags or a comma text, saved joined by comma); the certified data sent back are ignored.
 *   One history row (record kind 'supplierCompany', keyed by the company).
 * - History `GET suppliers/{id}/history`: the company's own timeline, for its own profiles only.
 * - Cover: level 1 is refused (403, `supplierEditorRefusal`); the uploaded image becomes the
 *   company's `cover` (its attachment id) in the same transaction, told in the same history.
 */
import {
  ROLE_TYPE,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  effectiveChanges,
  isStaleWrite,
  joinSupplierCategories,
  parseSupplierCategories,
  qualificationNames,
  staleWriteMessage,
  supplierEditorRefusal,
  validateForm,
} from '@portineria/domain';
import type { RecordVersion, SupplierCompanyFormField } from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { assertValid, forbidden, notFound, staleRecord, validationFailed } from '../http/errors.ts';
import { equals } from '../layer/predicates.ts';
import { runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { listRows } from '../query/index.ts';
import { lockRow, nextVersion, readStoredRecord, writeRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory, readRecordHistory } from './recordHistory.ts';
import type { HistoryEntry, HistoryEntryInput } from './recordHistory.ts';
import { supplierCompanySchema } from './schemas/registries.ts';

/** The qualification catalogue (id, name). */
export async function catalogue(deps: GatewayDeps): Promise<{ id: number; name: string }[]> {
  return deps.db.selectFrom('qualifications').select(['id', 'name']).orderBy('id').execute();
}

/** A company row with the derived fields of domain: qualificationNames and its categories list. */
export async function companyBody(row: Row, deps: GatewayDeps): Promise<Row> {
  const qualifications = typeof row.qualifications === 'string' ? row.qualifications : null;
  return {
    ...row,
    qualificationNames: qualificationNames(qualifications, await catalogue(deps)),
    categoryTags: parseSupplierCategories(
      typeof row.categories === 'string' ? row.categories : null,
    ),
  };
}

/** The supplier's extra e-mails (002 §3.9), saved trimmed. */
const EXTRA_EMAIL_FIELDS = ['emailAccounting', 'emailPlanning', 'emailSystem'] as const;

/** The company of the path with its derived fields, as its own profiles and the back office read it. */
export async function readCompany(request: ResourceRequest, id: number): Promise<Row> {
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

/**
 * The company as its own profile reads it, with the version its save must carry. What its level
 * does not see is not read at all (the allow-list's levelled fields, domain's
 * `isSupplierCompanyFieldVisible`).
 */
export async function readOwnCompany(request: ResourceRequest): Promise<Row> {
  const body = await readCompany(request, request.scope.companyId);
  return { ...body, version: body.updatedAt };
}

/**
 * `GET suppliers/{id}/history` of a supplier's profile: its own company's timeline, newest first,
 * as its level may see it (a field its level does not read is not told); another company's is
 * 404, as its read is.
 */
export async function readOwnCompanyHistory(
  request: ResourceRequest,
  id: number,
): Promise<HistoryEntry[]> {
  if (id !== request.scope.companyId) throw notFound(resourceMessages.supplierNotFound);
  return readRecordHistory(request.deps.db, 'supplierCompany', id, request);
}

/** The fields an SPL may change in its company editor: the form fields that are not read-only. */
const EDITABLE_COMPANY_FIELDS = (
  Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA) as SupplierCompanyFormField[]
).filter((field) => SUPPLIER_COMPANY_FORM_SCHEMA[field].disabled !== true);

/** Read-only fields an editor sends back unchanged (002 §7.5 "missing schema fields … null"). */
const READ_ONLY_COMPANY_FIELDS = [
  ...Object.keys(supplierCompanySchema.fields).filter(
    (field) => !(EDITABLE_COMPANY_FIELDS as string[]).includes(field),
  ),
  'qualificationNames',
  'categoryTags',
];

/** The fields kept as comma-joined tags (002 §7.5 categories; the keywords alike). */
const TAG_FIELDS = ['categories', 'keywords'] as const;

/**
 * Tags as a list or a comma text, saved joined (002 §7.5 "Categories are joined by comma on
 * save"); other texts trimmed, an emptied one null.
 */
export function joinedTags(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const joined: Record<string, unknown> = { ...body };
  for (const field of TAG_FIELDS) {
    const value = body[field];
    if (Array.isArray(value)) {
      if (!value.every((tag) => typeof tag === 'string')) {
        throw validationFailed([{ field, message: resourceMessages.tagsInvalid }]);
      }
      joined[field] = joinSupplierCategories(value as string[]);
    } else if (typeof value === 'string') {
      joined[field] = joinSupplierCategories(parseSupplierCategories(value));
    }
  }
  for (const field of EXTRA_EMAIL_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') joined[field] = value.trim() === '' ? null : value.trim();
  }
  return joined;
}

/** One history row of the company (its own kind: 'supplier' is an organisation's registry row). */
function companyHistory(
  id: number,
  action: string,
  changes: HistoryEntryInput['changes'],
): HistoryEntryInput {
  return { organizationId: null, recordKind: 'supplierCompany', recordId: id, action, changes };
}

/** `PUT|PATCH suppliers/{id}` of a supplier's profile: its company editor's save. */
export async function saveOwnCompany(request: ResourceRequest, id: number): Promise<Response> {
  const { scope, deps } = request;
  if (id !== scope.companyId) throw notFound(resourceMessages.supplierNotFound);
  const refusal = supplierEditorRefusal(scope.profile, 'save');
  if (refusal !== null) throw forbidden(refusal);
  const { version, ...rest } = await request.body();
  const body = joinedTags(rest);
  const values = writeValues(
    supplierCompanySchema,
    body,
    EDITABLE_COMPANY_FIELDS,
    READ_ONLY_COMPANY_FIELDS,
  );
  await runWrite(supplierCompanySchema, () =>
    deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'suppliers', id);
      const stored = await readStoredRecord(trx, supplierCompanySchema, id);
      if (stored === undefined) throw notFound(resourceMessages.supplierNotFound);
      if (isStaleWrite((version ?? null) as RecordVersion, stored.updatedAt as RecordVersion)) {
        throw staleRecord(staleWriteMessage());
      }
      const formErrors = Object.entries(
        validateForm(values.input, SUPPLIER_COMPANY_FORM_SCHEMA),
      ).map(([field, message]) => ({ field, message: message ?? '' }));
      assertValid([...values.errors, ...formErrors]);
      const { changes, history } = effectiveChanges(stored, values.input);
      if (history.length === 0) return;
      const now = deps.now();
      await writeRecord(trx, supplierCompanySchema, id, changes, {
        updated_at: nextVersion(stored.updatedAt, now),
      });
      await appendHistory(trx, companyHistory(id, 'update', history), request, now);
    }),
  );
  return request.c.json({ data: await readOwnCompany(request) });
}

/**
 * The cover image's upload (002 §5.6 "Cover edit is allowed above level 1"): 404 for another
 * company than the profile's own, 403 for a level that may not change it; allowed, the history
 * row the file is told in.
 */
export function assertCanChangeCover(
  scope: RequestScope,
  companyId: number,
): Omit<HistoryEntryInput, 'action' | 'changes'> {
  if (scope.roleType !== ROLE_TYPE.SPL || companyId !== scope.companyId) {
    throw notFound(resourceMessages.supplierNotFound);
  }
  const refusal = supplierEditorRefusal(scope.profile, 'cover');
  if (refusal !== null) throw forbidden(refusal);
  return { organizationId: null, recordKind: 'supplierCompany', recordId: companyId };
}

/** The uploaded cover becomes the company's, its version moved on (in the upload's transaction). */
export async function useAsCover(
  trx: Kysely<Database>,
  companyId: number,
  publicId: string,
  now: Date,
): Promise<void> {
  await lockRow(trx, 'suppliers', companyId);
  const stored = await trx
    .selectFrom('suppliers')
    .select('updated_at')
    .where('id', '=', companyId)
    .executeTakeFirst();
  await trx
    .updateTable('suppliers')
    .set({ cover_id: publicId, updated_at: nextVersion(stored?.updated_at, now) })
    .where('id', '=', companyId)
    .execute();
}

/** Whether the scope reads a company's cover: its own profiles and the back office. */
export function canReadCover(scope: RequestScope, companyId: number): boolean {
  return (
    scope.roleType === ROLE_TYPE.SYS ||
    (scope.roleType === ROLE_TYPE.SPL && companyId === scope.companyId)
  );
}
