/**
 * A registry's spreadsheet import as one batch, and its undo (002 §4.5, §5.4, §7.4; domain
 * DECISIONS.md "Import batches and their undo", "The import model, updates and the registry's
 * imports"). Mounted by a registry beside its keeping
 * (./registryKeeping.ts), on its own path, authorised as its own writes:
 *
 * - `GET /master/{registry}-{category}.xlsx` (read; 002 §7.4 'Model download from
 *   /master/{appCfg}.xlsx'): the model of step 0, an .xlsx whose one row is the headers the
 *   import reads (domain's `importModelHeaders`), made here with SheetJS.
 * - `GET /{registry}/import/batches?category=` (read, ORG only): the organisation's recent
 *   imports into the registry — when, who, the counts, undone or not — for the registry's
 *   'Importazioni recenti'.
 * - `POST /{registry}/import/dry-run` `{ category, rows, updateExisting? }` (create): every row
 *   checked here — domain's import schema, then the registry's own create rules (an update: its
 *   edit rules) — and looked up by its key in the records the caller may read; answers domain's
 *   plan per row, writes nothing. `updateExisting` (002 §4.5) is on unless sent false.
 * - `POST /{registry}/import` `{ category, rows, updateExisting?, batchId?, firstRow? }`
 *   (create): the same plan, then the rows written in transactions of IMPORT_BATCH_CHUNK_SIZE:
 *   an insert names the batch and has its history row `create`; an update keeps the values it
 *   overwrote and the version it left (`import_batch_updates`) and has its history row `update`.
 *   Answers the batch id and each row's outcome. A call carries at most 1000 rows (the
 *   gateway's limit of any list in a body), so a longer sheet is sent in parts: the first part
 *   makes the batch, the next ones name it (`batchId`) and say where they start in the sheet
 *   (`firstRow`), and a part that committed stays written whatever happens to the next.
 * - `POST /{registry}/import/{batchId}/undo` (remove): all or nothing, in one transaction —
 *   refused (409, domain's `importBatchUndoRefusal`) when a record the batch created or updated
 *   was edited, used or deleted since; otherwise the records it created are deleted and those
 *   it updated get back their values before it, each with its history row.
 *
 * A sheet over IMPORT_BATCH_MAX_ROWS rows is refused (400) before any check, counted across parts.
 */
import {
  IMPORT_BATCH_CATEGORIES,
  IMPORT_BATCH_CHUNK_SIZE,
  IMPORT_FIRST_DATA_ROW_NUMBER,
  effectiveChanges,
  importBatchModelPath,
  importBatchPlan,
  importBatchSizeRefusal,
  importBatchUndoRefusal,
  importCreatePayload,
  importModelFileName,
  importModelHeaders,
  importUpdatePayload,
  message,
  importSchemaFor,
  importUndoRefusal,
  prepareImportRows,
  primaryKeyFields,
} from '@portineria/domain';
import type {
  ImportBatchCategory,
  ImportBatchPlanRow,
  ImportUndoBlocker,
  ImportCellValue,
  ImportRowStatus,
  ImportSchema,
  PreparedImportRow,
  RawImportRow,
} from '@portineria/domain';
import { sql } from 'kysely';
import { requireRole } from '../authz/requirements.ts';
import { conflict, invalidQuery, isGatewayError, notFound } from '../http/errors.ts';
import { condition } from '../layer/predicates.ts';
import { checkedCreateColumns, insertCheckedRows, runWrite } from '../layer/resource.ts';
import type { ExtraRoutes, ResourceRequest } from '../layer/resource.ts';
import { idOf } from '../layer/requests.ts';
import { columnOfWireName } from '../layer/writes.ts';
import { lockRow, nextVersion, readStoredRecord, writeRecord } from './lifecycle.ts';
import { appendHistory } from './recordHistory.ts';
import { checkedRegistryEdit, deleteRegistryRecords, recordUsages } from './registryKeeping.ts';
import type { RegistryKeeping } from './registryKeeping.ts';
import { resourceMessages } from './messages.ts';

/** The registries a batch can import into (the batch table's `entity`). */
export type BatchImportEntity = 'contacts' | 'buildings';

/** A row of the plan, with the columns its insert writes, or the record and values it updates. */
interface CheckedRow extends ImportBatchPlanRow {
  readonly columns?: ReadonlyMap<string, unknown>;
  readonly update?: { readonly id: number; readonly values: Readonly<Record<string, unknown>> };
}

/** The outcome of one row of a written batch. */
export interface ImportBatchRowOutcome {
  readonly row: number;
  readonly key: string;
  readonly status: Extract<ImportRowStatus, 'inserted' | 'updated' | 'ignored' | 'error'>;
  /** The record's id, for an inserted or updated row. */
  readonly id: number | null;
  readonly reasons: readonly string[];
}

function isCell(value: unknown): value is ImportCellValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** What an import call sends: see the top of this file. */
interface ImportBody {
  readonly category: string | null;
  readonly rows: RawImportRow[];
  /** The batch a later part of the same sheet is added to; absent for the first part. */
  readonly batchId: number | null;
  /** The sheet row number of the part's first row (2 for the first part). */
  readonly firstRow: number;
  /** 002 §4.5 update-existing (the default): a row whose key is in the registry updates it. */
  readonly updateExisting: boolean;
}

/** A positive integer a database integer holds (an id, a row number), or the fallback. */
function optionalPositiveInteger(value: unknown, fallback: number | null): number | null {
  if (value === undefined || value === null) return fallback;
  const checked = idOf(value);
  if (checked === undefined) throw invalidQuery(resourceMessages.importBodyInvalid);
  return checked;
}

/** The body, structurally checked (400 otherwise); the sheet's row limit first. */
async function importBody(request: ResourceRequest): Promise<ImportBody> {
  const body = await request.body();
  const { category = null, rows, updateExisting = true } = body;
  if (category !== null && typeof category !== 'string') {
    throw invalidQuery(resourceMessages.importBodyInvalid);
  }
  if (typeof updateExisting !== 'boolean') throw invalidQuery(resourceMessages.importBodyInvalid);
  if (!Array.isArray(rows)) throw invalidQuery(resourceMessages.importBodyInvalid);
  const firstRow =
    optionalPositiveInteger(body.firstRow, IMPORT_FIRST_DATA_ROW_NUMBER) ??
    IMPORT_FIRST_DATA_ROW_NUMBER;
  // The rows before this part and this part's own count against the sheet's limit.
  const refusal = importBatchSizeRefusal(firstRow - IMPORT_FIRST_DATA_ROW_NUMBER + rows.length);
  if (refusal !== null) throw invalidQuery(refusal);
  const checked = rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
    const cells = Object.entries(row);
    return cells.every(([, value]) => isCell(value))
      ? (Object.fromEntries(cells) as RawImportRow)
      : undefined;
  });
  if (checked.some((row) => row === undefined)) {
    throw invalidQuery(resourceMessages.importBodyInvalid);
  }
  return {
    category,
    rows: checked as RawImportRow[],
    batchId: optionalPositiveInteger(body.batchId, null),
    firstRow,
    updateExisting,
  };
}

/**
 * The records the caller may read that have one of `keys`: those of the wizard's category
 * (key → id), and the keys of records of the other category (the schema's fixed values, a
 * contact's `isPerson` or a building's `isPrivate`, differ from the stored ones).
 */
async function existingRecords(
  request: ResourceRequest,
  schema: ImportSchema,
  keyColumn: string,
  keys: readonly string[],
): Promise<{ records: Map<string, number>; otherCategory: Set<string> }> {
  const records = new Map<string, number>();
  const otherCategory = new Set<string>();
  if (keys.length === 0) return { records, otherCategory };
  const visible = request.resource.visible(request.scope);
  const fixed = Object.entries(schema.fixedValues).map(([field, value]) => ({
    column: columnOfWireName(request.resource.schema, field) as string,
    value,
  }));
  const { rows } = await sql<Record<string, unknown> & { key: string; id: number }>`select
      ${sql.ref(`t0.${keyColumn}`)} as key, t0.id as id
      ${sql.join(
        fixed.map(({ column }) => sql`, ${sql.ref(`t0.${column}`)} as ${sql.id(column)}`),
        sql``,
      )}
    from ${sql.table(request.resource.schema.table)} as ${sql.id('t0')}
    where ${condition(visible('t0'))}
      and ${sql.ref(`t0.${keyColumn}`)} in (${sql.join([...keys])})
    order by t0.id`.execute(request.deps.db);
  for (const row of rows) {
    const sameCategory = fixed.every(({ column, value }) => (row[column] ?? false) === value);
    if (!sameCategory) otherCategory.add(row.key);
    else if (!records.has(row.key)) records.set(row.key, row.id);
  }
  return { records, otherCategory };
}

/** The keys of the records an earlier part of the batch created or updated. */
async function keysWrittenByBatch(
  request: ResourceRequest,
  keyColumn: string,
  batchId: number | null,
): Promise<Set<string>> {
  if (batchId === null) return new Set();
  const visible = request.resource.visible(request.scope);
  const { rows } = await sql<{ key: string }>`select ${sql.ref(`t0.${keyColumn}`)} as key
    from ${sql.table(request.resource.schema.table)} as ${sql.id('t0')}
    where ${condition(visible('t0'))}
      and (t0.import_batch_id = ${batchId}
        or t0.id in (select record_id from import_batch_updates where batch_id = ${batchId}))`.execute(
    request.deps.db,
  );
  return new Set(rows.map((row) => row.key));
}

/** The single key field of an import schema, and its column. */
function keyOf(schema: ImportSchema, request: ResourceRequest): { field: string; column: string } {
  const [field, ...others] = primaryKeyFields(schema);
  const column = field === undefined ? undefined : columnOfWireName(request.resource.schema, field);
  if (field === undefined || others.length > 0 || column === undefined) {
    throw new Error(`registryImport: ${schema.entity} needs a single key field`);
  }
  return { field, column };
}

/**
 * Every row through domain's plan and, for each row to insert, the registry's create checks:
 * a row those refuse becomes invalid with their messages.
 */
async function checkedRows(
  request: ResourceRequest,
  entity: BatchImportEntity,
  keeping: RegistryKeeping,
): Promise<{ body: ImportBody; rows: CheckedRow[] }> {
  const body = await importBody(request);
  const schema = importSchemaFor(entity, { category: body.category });
  // Numbered as the sheet numbers them, for a later part too.
  const prepared: PreparedImportRow[] = prepareImportRows(body.rows, schema).map((row) => ({
    ...row,
    row: row.row + body.firstRow - IMPORT_FIRST_DATA_ROW_NUMBER,
  }));
  const { column } = keyOf(schema, request);
  const keys = prepared.map((row) => row.key).filter((key) => key !== '');
  const { records: existing, otherCategory } = await existingRecords(request, schema, column, keys);
  const plan = importBatchPlan(
    prepared,
    new Set(existing.keys()),
    body.updateExisting,
    await keysWrittenByBatch(request, column, body.batchId),
    otherCategory,
  );
  const checked: CheckedRow[] = [];
  for (const [index, planned] of plan.entries()) {
    if (planned.plan !== 'wouldInsert' && planned.plan !== 'wouldUpdate') {
      checked.push(planned);
      continue;
    }
    const values = (prepared[index] as PreparedImportRow).values;
    try {
      if (planned.plan === 'wouldUpdate') {
        const id = existing.get(planned.key) as number;
        // A record that is no registry record to keep (the buildingless users' container).
        const stored = keeping.isKept
          ? await readStoredRecord(request.deps.db, keeping.schema, id)
          : undefined;
        if (stored !== undefined && keeping.isKept?.(stored) === false) {
          checked.push({ ...planned, plan: 'invalid', reasons: [request.resource.notFound] });
          continue;
        }
        const updated = await checkedRegistryEdit(
          keeping,
          request,
          importUpdatePayload(values, schema),
        );
        checked.push({
          ...planned,
          update: { id, values: updated },
        });
        continue;
      }
      const columns = await checkedCreateColumns(request, importCreatePayload(values, schema));
      checked.push({ ...planned, columns });
    } catch (error) {
      if (!isGatewayError(error) || error.code !== 'VALIDATION_FAILED') throw error;
      const reasons = Array.isArray(error.detail)
        ? (error.detail as { message: string }[]).map((entry) => entry.message)
        : [error.message];
      checked.push({ ...planned, plan: 'invalid', reasons });
    }
  }
  return { body, rows: checked };
}

/**
 * The batch a call writes into: a new one for the first part of a sheet, else the one it names,
 * of this registry in the caller's organisation (404) and not undone (409).
 */
async function batchOf(
  request: ResourceRequest,
  entity: BatchImportEntity,
  body: ImportBody,
): Promise<number> {
  const { scope, deps } = request;
  if (body.batchId !== null) {
    const batch = await deps.db
      .selectFrom('import_batches')
      .select(['id', 'undone_at'])
      .where('id', '=', body.batchId)
      .where('organization_id', '=', scope.companyId)
      .where('entity', '=', entity)
      .executeTakeFirst();
    if (batch === undefined) throw notFound(message('import.batch.notFound'));
    if (batch.undone_at !== null) throw conflict(message('import.undo.alreadyUndone'));
    await deps.db
      .updateTable('import_batches')
      .set((eb) => ({ row_count: eb('row_count', '+', body.rows.length) }))
      .where('id', '=', batch.id)
      .execute();
    return batch.id;
  }
  const profileId = Number(scope.profile.profile_id);
  const created = await deps.db
    .insertInto('import_batches')
    .values({
      organization_id: scope.companyId,
      entity,
      category: body.category,
      user_id: scope.user.id,
      profile_id: Number.isSafeInteger(profileId) ? profileId : null,
      user_fullname: scope.user.displayName,
      row_count: body.rows.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

function outcomeOf(row: CheckedRow, id: number | null): ImportBatchRowOutcome {
  const status =
    row.plan === 'wouldInsert'
      ? 'inserted'
      : row.plan === 'wouldUpdate'
        ? 'updated'
        : row.plan === 'wouldIgnore'
          ? 'ignored'
          : 'error';
  return { row: row.row, key: row.key, status, id, reasons: row.reasons };
}

/** What a row's write did: the record's id, or an update that changed nothing. */
type RowWrite = { readonly id: number } | { readonly unchanged: true };

/**
 * Updates one existing record for the batch inside its transaction: only the fields that differ
 * are written, with the history row `update`, and the values they had are kept for the undo.
 */
async function updateForBatch(
  request: ResourceRequest,
  keeping: RegistryKeeping,
  trx: Parameters<typeof lockRow>[0],
  batchId: number,
  update: NonNullable<CheckedRow['update']>,
): Promise<RowWrite> {
  const { schema } = keeping;
  await lockRow(trx, schema.table, update.id);
  const stored = await readStoredRecord(trx, schema, update.id);
  if (stored === undefined) throw notFound(request.resource.notFound);
  const { changes, history } = effectiveChanges(stored, update.values);
  if (history.length === 0) return { unchanged: true };
  const now = request.deps.now();
  const version = nextVersion(stored.updatedAt, now);
  const previous = Object.fromEntries(history.map((change) => [change.field, change.from]));
  // The version before the batch is copied by the database, before the write: read into a JS
  // Date it would lose PostgreSQL's microseconds, and a record the batch created (updated_at =
  // created_at) would look edited once this batch's undo put it back.
  await trx
    .insertInto('import_batch_updates')
    .values({
      batch_id: batchId,
      record_id: update.id,
      previous,
      version,
      previous_version: sql<Date>`(select updated_at from ${sql.table(schema.table)} where id = ${update.id})`,
    })
    .execute();
  await writeRecord(trx, schema, update.id, changes, {
    updated_at: version,
    ...keeping.extraColumns?.(changes),
  });
  await appendHistory(
    trx,
    {
      organizationId: stored.organization_id as number,
      recordKind: keeping.recordKind,
      recordId: update.id,
      action: 'update',
      changes: history,
    },
    request,
    now,
  );
  return { id: update.id };
}

/** Writes the rows to insert or update into the batch, chunk by chunk, each chunk one transaction. */
async function writeBatch(
  request: ResourceRequest,
  keeping: RegistryKeeping,
  batchId: number,
  rows: readonly CheckedRow[],
): Promise<ImportBatchRowOutcome[]> {
  const { deps } = request;
  const written = new Map<CheckedRow, RowWrite>();
  const failed = new Map<CheckedRow, string>();
  const toWrite = rows.filter((row) => row.columns !== undefined || row.update !== undefined);
  for (let start = 0; start < toWrite.length; start += IMPORT_BATCH_CHUNK_SIZE) {
    const chunk = toWrite.slice(start, start + IMPORT_BATCH_CHUNK_SIZE);
    try {
      const chunkWrites = await runWrite(request.resource.schema, () =>
        deps.db.transaction().execute(async (trx) => {
          const writes: RowWrite[] = [];
          const inserts: number[] = [];
          for (const [index, row] of chunk.entries()) {
            if (row.update === undefined) inserts.push(index);
            else writes[index] = await updateForBatch(request, keeping, trx, batchId, row.update);
          }
          // The chunk's new records in one insert (and their history in one more).
          const ids = await insertCheckedRows(
            request,
            trx,
            inserts.map((index) =>
              new Map((chunk[index] as CheckedRow).columns).set('import_batch_id', batchId),
            ),
          );
          inserts.forEach((index, position) => {
            writes[index] = { id: ids[position] as number };
          });
          const updates = writes.filter(
            (write, index) => 'id' in write && chunk[index]?.update !== undefined,
          ).length;
          await trx
            .updateTable('import_batches')
            .set((eb) => ({
              inserted_count: eb(
                'inserted_count',
                '+',
                chunk.filter((row) => row.update === undefined).length,
              ),
              updated_count: eb('updated_count', '+', updates),
            }))
            .where('id', '=', batchId)
            .execute();
          return writes;
        }),
      );
      chunk.forEach((row, index) => written.set(row, chunkWrites[index] as RowWrite));
    } catch (error) {
      // The chunk rolled back as a whole: its rows say why; the chunks before it stay written.
      const reason = isGatewayError(error) ? error.message : message('import.error.generic');
      for (const row of chunk) failed.set(row, reason);
    }
  }
  return rows.map((row) => {
    const reason = failed.get(row);
    if (reason !== undefined) {
      return { ...outcomeOf(row, null), status: 'error' as const, reasons: [reason] };
    }
    const write = written.get(row);
    if (write !== undefined && 'unchanged' in write) {
      return {
        ...outcomeOf(row, row.update?.id ?? null),
        status: 'ignored' as const,
        reasons: [message('import.warning.unchanged')],
      };
    }
    return outcomeOf(row, write?.id ?? null);
  });
}

/** What an undo did: the records it deleted and those it restored. */
interface UndoOutcome {
  readonly deleted: number[];
  readonly restored: number[];
}

/** Undoes a batch of this registry in the caller's organisation (see the top of this file). */
async function undoBatch(
  request: ResourceRequest,
  entity: BatchImportEntity,
  keeping: RegistryKeeping,
): Promise<UndoOutcome> {
  const batchId = request.id();
  const { db } = request.deps;
  const table = keeping.schema.table;
  return runWrite(
    keeping.schema,
    () =>
      db.transaction().execute(async (trx) => {
        const batch = await trx
          .selectFrom('import_batches')
          .select(['id', 'undone_at'])
          .where('id', '=', batchId)
          .where('organization_id', '=', request.scope.companyId)
          .where('entity', '=', entity)
          .forUpdate()
          .executeTakeFirst();
        if (batch === undefined) throw notFound(message('import.batch.notFound'));
        if (batch.undone_at !== null) throw conflict(message('import.undo.alreadyUndone'));
        const schema = importSchemaFor(entity);
        const { column } = keyOf(schema, request);
        const blockers: ImportUndoBlocker[] = [];

        // The records the batch created: deleted unless edited or used since.
        const { rows: created } = await sql<{ id: number; key: string | null; edited: boolean }>`
          select id, ${sql.ref(column)} as key, updated_at <> created_at as edited
          from ${sql.table(table)} where import_batch_id = ${batchId} order by id for update`.execute(
          trx,
        );
        const usages = await recordUsages(
          trx,
          table,
          created.map((row) => row.id),
          keeping.ownedTables,
        );
        for (const row of created) {
          const reason = importUndoRefusal(row.edited, usages.get(row.id) ?? {});
          if (reason !== null) blockers.push({ key: row.key ?? '', reason });
        }

        // The records the batch updated: restored unless edited (or deleted) since.
        const updates = await trx
          .selectFrom('import_batch_updates')
          .select(['record_id', 'previous', 'version'])
          .where('batch_id', '=', batchId)
          .orderBy('record_id')
          .execute();
        const restorable: {
          id: number;
          stored: Record<string, unknown>;
          previous: Record<string, unknown>;
        }[] = [];
        for (const update of updates) {
          await lockRow(trx, table, update.record_id);
          const stored = await readStoredRecord(trx, keeping.schema, update.record_id);
          if (stored === undefined) {
            blockers.push({
              key: String(update.record_id),
              reason: message('import.undo.deletedSinceImport'),
            });
            continue;
          }
          const version = stored.updatedAt instanceof Date ? stored.updatedAt.getTime() : NaN;
          if (version !== new Date(update.version).getTime()) {
            blockers.push({
              key: String(stored[keyFieldOf(schema)] ?? update.record_id),
              reason: importUndoRefusal(true, {}) as string,
            });
            continue;
          }
          restorable.push({
            id: update.record_id,
            stored,
            previous: update.previous,
          });
        }

        const refusal = importBatchUndoRefusal(blockers);
        if (refusal !== null) throw conflict(refusal);

        const deleted = created.map((row) => row.id);
        await deleteRegistryRecords(keeping, trx, deleted, request);
        const restored: number[] = [];
        for (const record of restorable) {
          const { changes, history } = effectiveChanges(record.stored, record.previous);
          if (history.length > 0) {
            const now = request.deps.now();
            await writeRecord(trx, keeping.schema, record.id, changes, {
              // The version before the batch, copied as stored (to the microsecond): the record
              // is as it was, not edited since.
              updated_at: sql`(select previous_version from import_batch_updates where batch_id = ${batchId} and record_id = ${record.id})`,
              ...keeping.extraColumns?.(changes),
            });
            await appendHistory(
              trx,
              {
                organizationId: record.stored.organization_id as number,
                recordKind: keeping.recordKind,
                recordId: record.id,
                action: 'update',
                changes: history,
              },
              request,
              now,
            );
          }
          restored.push(record.id);
        }
        await trx
          .updateTable('import_batches')
          .set({ undone_at: request.deps.now() })
          .where('id', '=', batchId)
          .execute();
        return { deleted, restored };
      }),
    true,
  );
}

/** The single key field of a schema (the wire name the stored record carries). */
function keyFieldOf(schema: ImportSchema): string {
  return primaryKeyFields(schema)[0] as string;
}

/** How many recent imports the registry lists. */
const RECENT_BATCHES = 20;

/** The organisation's recent imports into the registry (of `?category=` when sent), newest first. */
async function recentBatches(request: ResourceRequest, entity: BatchImportEntity) {
  const category = request.c.req.query('category');
  const rows = await request.deps.db
    .selectFrom('import_batches')
    .select([
      'id',
      'category',
      'created_at',
      'user_fullname',
      'row_count',
      'inserted_count',
      'updated_count',
      'undone_at',
    ])
    .where('organization_id', '=', request.scope.companyId)
    .where('entity', '=', entity)
    .$if(category !== undefined, (query) => query.where('category', '=', category as string))
    .orderBy('id', 'desc')
    .limit(RECENT_BATCHES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    createdAt: row.created_at.toISOString(),
    user: row.user_fullname,
    rowCount: row.row_count,
    insertedCount: row.inserted_count,
    updatedCount: row.updated_count,
    undoneAt: row.undone_at === null ? null : row.undone_at.toISOString(),
  }));
}

/** The model of step 0: an .xlsx whose first row is the headers the import reads. */
async function modelWorkbook(
  entity: BatchImportEntity,
  category: ImportBatchCategory,
): Promise<ArrayBuffer> {
  // SheetJS is loaded by the first model asked for, not by the gateway's start.
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  const headers = importModelHeaders(importSchemaFor(entity, { category }));
  utils.book_append_sheet(book, utils.aoa_to_sheet([headers]), message('import.model.sheetName'));
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/**
 * Mounts a registry's import routes on `/{path}/import…` (see the top of this file): the dry
 * run and the write as its creates (APP_NEW), the undo as its deletes (APP_DELETE).
 */
export function registerImportRoutes(
  routes: ExtraRoutes,
  path: string,
  entity: BatchImportEntity,
  keeping: RegistryKeeping,
): void {
  for (const category of IMPORT_BATCH_CATEGORIES[entity]) {
    routes.read('GET', importBatchModelPath(entity, category), async (request) => {
      const bytes = await modelWorkbook(entity, category);
      const fileName = importModelFileName(entity, category);
      return request.c.body(bytes, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${entity}-${category}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'Cache-Control': 'no-store',
      });
    });
  }
  routes.read('GET', `/${path}/import/batches`, async (request) => {
    // Batches belong to organisations: another role's company id could name one (403).
    requireRole(request.scope, ['ORG'], resourceMessages.onlyOrganizations);
    return request.c.json({ data: await recentBatches(request, entity) });
  });
  routes.write('POST', `/${path}/import/dry-run`, 'create', 'APP_NEW', async (request) => {
    const { rows } = await checkedRows(request, entity, keeping);
    return request.c.json({
      data: { rows: rows.map(({ row, key, plan, reasons }) => ({ row, key, plan, reasons })) },
    });
  });
  routes.write('POST', `/${path}/import`, 'create', 'APP_NEW', async (request) => {
    const { body, rows } = await checkedRows(request, entity, keeping);
    const batchId = await batchOf(request, entity, body);
    const outcomes = await writeBatch(request, keeping, batchId, rows);
    return request.c.json({ data: { batchId, rows: outcomes } }, 201);
  });
  routes.write('POST', `/${path}/import/:id/undo`, 'remove', 'APP_DELETE', async (request) => {
    const { deleted, restored } = await undoBatch(request, entity, keeping);
    return request.c.json({ data: { batchId: request.id(), deleted, restored } });
  });
}
