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
 * Routes: `POST|GET folders/search`, `POST folders/search/count` (the folder type included as
 * `folderType` when asked; `folderView: 'empty'|'expired'|'expiring'` in the criteria keeps the
 * folders of that dashboard view, with the `filters` of its many-available call below — domain
 * DECISIONS.md "Folder views in the folders list"; another value is 400); `GET folders/{id}` (with `folderType`); `POST folders/many-available`
 * — the supplier company id as `sysSplId` in the query string or in the body's `query` (domain
 * `FolderCountQuery`), optional `filters`: `status: 'empty'` (no attachment yet, or for a FORM
 * folder no submitted form: domain `FOLDER_EMPTY_CONTENT`),
 * `status: 'expired'` (expiry before today), `isExpiring` (expiry within the next 30 days),
 * `isRequired`, `uploadableBySpl` → `{ data: [folder] }`; `GET folders/one?sysSplId=&type=&subType=`
 * — the folder of a supplier for a folder type id and sub-type (default: the type's current
 * sub-type) → `{ data: folder }`.
 *
 * The lifecycle (domain DECISIONS.md "Qualification folder lifecycle"): `POST
 * folders/{id}/transitions` `{ event: { type: 'SUBMIT', expiresOn, form? } | { type: 'APPROVE' } |
 * { type: 'SEND_BACK', reason }, version }` asks domain's folder machine through the shared
 * transition route (./transitions.ts): 404 for a folder the caller cannot read, 403 for an SPL
 * whose tags miss the folder type's (001 §2.3) or for the other side's step, 409 STALE_RECORD for
 * another version, 409 CONFLICT for a step the state (or a consultant's folder, or a folder with
 * no document) refuses, 400 for a missing expiry or reason. A folder whose type is a FORM is
 * submitted with its `form` instead of documents (DECISIONS.md "Qualification folder forms"):
 * 400 on `form` and `form.<field>` for an incomplete one; the accepted form is the folder's
 * `formData`. Every step appends a `record_history`
 * row; the timeline is `GET folders/{id}/history`. The detail lists the folder's documents
 * (`documents: [{ id, name, size, mimeType }]`, the computed include 'documents'), uploaded with
 * `POST attachments` (./attachments.ts).
 */
import {
  FOLDER_EMPTY_CONTENT,
  FOLDER_VIEW_CRITERIA_KEY,
  ROLE_TYPE,
  applyFolderTransition,
  folderDashboardViewOf,
  folderQualificationsMatch,
  parseQualificationIds,
} from '@portineria/domain';
import type {
  FolderEmptyContent,
  FolderKind,
  FolderLifecycleRecord,
  FolderTransitionEvent,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { forbidden, invalidQuery, notFound } from '../http/errors.ts';
import type { AppEnv } from '../context.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import type { Database } from '../db/schema.ts';
import {
  allOf,
  anyOf,
  byRole,
  equals,
  existsIn,
  ownOrganization,
  ownSupplier,
  ref,
} from '../layer/predicates.ts';
import type { RoleRule, Visible } from '../layer/predicates.ts';
import { parseId } from '../layer/requests.ts';
import { mountResource, mountTableRule } from '../layer/resource.ts';
import type { ListRewrite, ResourceRequest, Row } from '../layer/resource.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { isPlainObject } from '../query/index.ts';
import type { TenantPredicate } from '../query/index.ts';
import { FOLDER_DOCUMENT_ENTITIES } from './attachments.ts';
import { filesInclude } from './attachmentStore.ts';
import { resourceMessages } from './messages.ts';
import { registerHistoryRoute } from './recordHistory.ts';
import { folderSchema } from './schemas/registries.ts';
import { transitionRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';

/** Days ahead in which a folder counts as expiring (the seed's "within the next 30 days"). */
export const FOLDER_EXPIRING_DAYS = 30;

const WITH_TYPE = [{ association: 'folderType' }];

/** The detail's include: the folder type and the documents. */
const DETAIL_INCLUDE = [...WITH_TYPE, 'documents'];

/** The tenant rule of folders (see the top of this file). */
export const folderVisibility = byRole({
  SPL: ownSupplier,
  ORG: (scope) => (alias) =>
    allOf(
      existsIn(
        'organization_suppliers',
        'v_registry',
        (inner) => sql<SqlBool>`${ref(inner, 'supplier_id')} = ${ref(alias, 'supplier_id')}`,
        equals('v_registry', 'organization_id', scope.companyId),
      ),
      sql<SqlBool>`(${ref(alias, 'organization_id')} is null or ${ref(alias, 'organization_id')} = ${scope.companyId})`,
    ),
});

const systemFolderTypes: RoleRule = () => (alias) =>
  sql<SqlBool>`${ref(alias, 'organization_id')} is null`;

/** The folder types a profile reads: the platform's and its organisation's, or those of its folders. */
const folderTypeVisibility = byRole({
  ORG: (scope) => (alias) => anyOf(systemFolderTypes(scope)(alias), ownOrganization(scope)(alias)),
  SPL: (scope) => (alias) =>
    anyOf(
      systemFolderTypes(scope)(alias),
      existsIn(
        'certification_folders',
        'v_type_folders',
        (inner) => sql<SqlBool>`${ref(inner, 'folder_type_id')} = ${ref(alias, 'id')}`,
        folderVisibility(scope)('v_type_folders'),
      ),
    ),
});

function today(request: ResourceRequest): string {
  return request.deps.now().toISOString().slice(0, 10);
}

/** A folder that still lacks this content: no document item, or no submitted form. */
const LACKS: Record<FolderEmptyContent, (alias: string) => TenantPredicate> = {
  documents: (alias) => sql<SqlBool>`jsonb_array_length(${ref(alias, 'items')}) = 0`,
  form: (alias) =>
    sql<SqlBool>`coalesce(jsonb_typeof(${ref(alias, 'form_data')}), 'null') = 'null'`,
};

/**
 * `status: 'empty'` (000 §7): a folder that lacks what its type's kind waits for (domain
 * `FOLDER_EMPTY_CONTENT`, `isEmptyFolder`: a FINAL_DOC folder its documents, a FORM folder its
 * submitted form).
 */
function emptyFolder(alias: string): TenantPredicate {
  const kinds = Object.entries(FOLDER_EMPTY_CONTENT) as [FolderKind, FolderEmptyContent][];
  return existsIn(
    'folder_types',
    'v_empty_type',
    (inner) => sql<SqlBool>`${ref(inner, 'id')} = ${ref(alias, 'folder_type_id')}`,
    anyOf(
      ...kinds.map(([kind, content]) =>
        allOf(equals('v_empty_type', 'kind', kind), LACKS[content](alias)),
      ),
    ),
  );
}

/** The predicates of the `filters` of a many-available call (see the top of this file). */
function filterPredicates(filters: unknown, day: string): Visible {
  if (filters === undefined || filters === null) return () => true;
  if (!isPlainObject(filters)) throw invalidQuery(resourceMessages.filtersInvalid);
  const parts: ((alias: string) => TenantPredicate)[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'status' && value === 'empty') {
      parts.push(emptyFolder);
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
      throw invalidQuery(resourceMessages.filtersInvalid);
    }
  }
  return (alias) => allOf(...parts.map((part) => part(alias)));
}

/** The criteria without its top-level `folderView`, and the dashboard view it names. */
function splitFolderView(criteria: unknown) {
  if (!isPlainObject(criteria) || !Object.hasOwn(criteria, FOLDER_VIEW_CRITERIA_KEY)) {
    return { criteria, view: null };
  }
  const { [FOLDER_VIEW_CRITERIA_KEY]: value, ...rest } = criteria;
  const view = folderDashboardViewOf(typeof value === 'string' ? value : null);
  if (view === null) throw invalidQuery(fieldInvalid(FOLDER_VIEW_CRITERIA_KEY));
  return { criteria: rest, view };
}

/**
 * A list or count body: a dashboard view named in its criteria (`folderView`, domain
 * DECISIONS.md "Folder views in the folders list") narrows the rule by the filters of that view's
 * 'many available' call, so the list holds what the dashboard counted.
 */
function rewriteFolders(body: Record<string, unknown>, request: ResourceRequest): ListRewrite {
  const where = splitFolderView(body.where ?? {});
  const criteria = splitFolderView(body.criteria);
  const views = [where.view, criteria.view].filter((view) => view !== null);
  if (views.length === 0) return { body };
  const rewritten: Record<string, unknown> = { ...body, where: where.criteria };
  if (body.criteria !== undefined) rewritten.criteria = criteria.criteria;
  const day = today(request);
  const narrows = views.map((view) => filterPredicates(view.filters, day));
  return {
    body: rewritten,
    narrow: (alias) => allOf(...narrows.map((narrow) => narrow(alias))),
  };
}

/** The supplier company id of a call: it must be a company whose folders the scope may see. */
async function supplierIdOf(request: ResourceRequest, raw: unknown): Promise<number> {
  const scope = request.scope;
  const id = parseId(
    typeof raw === 'number' || typeof raw === 'string' ? raw : undefined,
    resourceMessages.supplierNotFound,
  );
  if (scope.roleType === ROLE_TYPE.SPL && id !== scope.companyId) {
    throw notFound(resourceMessages.supplierNotFound);
  }
  if (scope.roleType === ROLE_TYPE.USR) throw notFound(resourceMessages.supplierNotFound);
  if (scope.roleType === ROLE_TYPE.ORG) {
    const registry = await request.deps.db
      .selectFrom('organization_suppliers')
      .select('supplier_id')
      .where('organization_id', '=', scope.companyId)
      .where('supplier_id', '=', id)
      .executeTakeFirst();
    if (registry === undefined) throw notFound(resourceMessages.supplierNotFound);
  }
  return id;
}

/** 001 §2.3: an SPL opens (and works) a folder only when its admin tags match the folder type's. */
export async function checkDetailAccess(request: ResourceRequest, folder: Row): Promise<void> {
  const scope = request.scope;
  if (scope.roleType !== ROLE_TYPE.SPL) return;
  const supplier = await request.deps.db
    .selectFrom('suppliers')
    .select('qualifications')
    .where('id', '=', scope.companyId)
    .executeTakeFirst();
  const adminTags = parseQualificationIds(supplier?.qualifications ?? null);
  const folderType = folder.folderType as { qualifications?: string | null } | null | undefined;
  if (!folderQualificationsMatch(adminTags, folderType?.qualifications ?? null)) {
    throw forbidden(resourceMessages.folderQualifications);
  }
}

/** How many documents a folder holds, read in the step's transaction. */
async function documentCount(db: Kysely<Database>, folderId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_attachments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('entity', 'in', [...FOLDER_DOCUMENT_ENTITIES])
    .where('entity_id', '=', folderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The kind of a folder's type (FORM or FINAL_DOC), read in the step's transaction. */
async function folderKind(db: Kysely<Database>, folderTypeId: number) {
  const row = await db
    .selectFrom('folder_types')
    .select('kind')
    .where('id', '=', folderTypeId)
    .executeTakeFirst();
  return row?.kind ?? null;
}

/** The fields each event carries besides its type. */
const FOLDER_EVENT_PAYLOADS = {
  SUBMIT: ['expiresOn', 'form'],
  APPROVE: [],
  SEND_BACK: ['reason'],
} as const satisfies Record<FolderTransitionEvent['type'], readonly string[]>;

/** A step of the folder's lifecycle: domain's machine decides, the layer writes (./transitions.ts). */
const FOLDER_TRANSITION: RecordTransition<FolderTransitionEvent['type'], FolderLifecycleRecord> = {
  schema: folderSchema,
  recordKind: 'folder',
  payloads: FOLDER_EVENT_PAYLOADS,
  apply: async ({ stored, event, scope, trx, request }) => ({
    result: applyFolderTransition(
      asDomainRecord<FolderLifecycleRecord>({
        ...stored,
        documentCount: await documentCount(trx, Number(stored.id)),
        kind: await folderKind(trx, Number(stored._folderType)),
      }),
      asDomainRecord<FolderTransitionEvent>(event),
      scope.profile,
      today(request),
    ),
  }),
  include: DETAIL_INCLUDE,
};

/** Registers the folder routes. */
export function register(api: Hono<AppEnv>): void {
  mountTableRule(api, 'folder_types', folderTypeVisibility);
  mountResource(api, {
    name: 'folders',
    schema: folderSchema,
    shape: 'data',
    routes: { folders: ['search', 'count'] },
    notFound: resourceMessages.folderNotFound,
    visible: folderVisibility,
    rewrite: rewriteFolders,
    // An organisation reads its suppliers' folders without the supplier's module.
    modules: (scope) => (scope.roleType === ROLE_TYPE.SPL ? ['qualifications'] : []),
    computedIncludes: { documents: filesInclude(FOLDER_DOCUMENT_ENTITIES, 'documents') },
    extend(routes) {
      routes.read('POST', '/folders/many-available', async (request) => {
        const body = await request.body();
        const query = isPlainObject(body.query) ? body.query : {};
        const supplierId = await supplierIdOf(
          request,
          request.c.req.query('sysSplId') ?? query.sysSplId,
        );
        const filters = filterPredicates(body.filters, today(request));
        const { rows } = await request.list(
          { include: WITH_TYPE, limit: 1000 },
          { narrow: (alias) => allOf(equals(alias, 'supplier_id', supplierId), filters(alias)) },
        );
        return request.c.json({ data: rows });
      });

      routes.read('GET', '/folders/one', async (request) => {
        const supplierId = await supplierIdOf(request, request.c.req.query('sysSplId'));
        const typeId = parseId(request.c.req.query('type'), resourceMessages.folderNotFound);
        const subType = request.c.req.query('subType');
        const { rows } = await request.list(
          { include: WITH_TYPE, limit: 1 },
          {
            narrow: (alias) =>
              allOf(
                equals(alias, 'supplier_id', supplierId),
                equals(alias, 'folder_type_id', typeId),
                subType !== undefined && subType !== ''
                  ? equals(alias, 'subtype', subType)
                  : sql<SqlBool>`${ref(alias, 'subtype')} is not distinct from (select current_subtype
                      from folder_types where folder_types.id = ${typeId})`,
              ),
          },
        );
        const [folder] = rows;
        if (folder === undefined) throw notFound(resourceMessages.folderNotFound);
        await checkDetailAccess(request, folder);
        return request.c.json({ data: folder });
      });

      routes.read('GET', '/folders/:id', async (request) => {
        const folder = await request.find(request.id(), { include: DETAIL_INCLUDE });
        await checkDetailAccess(request, folder);
        return request.one(folder);
      });

      // Mounted as a read so that a folder the caller cannot read answers 404 before any 403:
      // the tags of 001 §2.3, then domain's machine, refuse the rest with their Italian reason.
      routes.read('POST', '/folders/:id/transitions', async (request) => {
        await checkDetailAccess(request, await request.find(request.id(), { include: WITH_TYPE }));
        return transitionRoute(request, FOLDER_TRANSITION);
      });
      // The folder's timeline: whoever reads the folder (DECISIONS.md "Record history").
      registerHistoryRoute(routes, '/folders/:id/history', 'folder');
    },
  });
}
