/**
 * A registry's spreadsheet import as one batch, and its undo (002 §4.5, §5.4, §7.4; domain
 * DECISIONS.md "Import batches and their undo"). Mounted by a registry beside its keeping
 * (./registryKeeping.ts), on its own path, authorised as its own writes:
 *
 * - `POST /{registry}/import/dry-run` `{ category, rows }` (create): every row checked here —
 *   domain's import schema, then the registry's own create rules — and looked up by its key in
 *   the records the caller may read; answers domain's plan per row, writes nothing.
 * - `POST /{registry}/import` `{ category, rows, batchId?, firstRow? }` (create): the same plan,
 *   then the rows to insert written in transactions of IMPORT_BATCH_CHUNK_SIZE, each record
 *   naming the batch and with its history row `create`; answers the batch id and each row's
 *   outcome. A call carries at most 1000 rows (the gateway's limit of any list in a body), so a
 *   longer sheet is sent in parts: the first part makes the batch, the next ones name it
 *   (`batchId`) and say where they start in the sheet (`firstRow`), and a part that committed
 *   stays written whatever happens to the next.
 * - `POST /{registry}/import/{batchId}/undo` (remove): in one transaction, deletes each record of
 *   the batch nobody edited since and nothing uses, keeps the others with domain's reason.
 *
 * A sheet over IMPORT_BATCH_MAX_ROWS rows is refused (400) before any check, counted across parts.
 */
import {
  IMPORT_BATCH_CHUNK_SIZE,
  IMPORT_FIRST_DATA_ROW_NUMBER,
  importBatchPlan,
  importBatchSizeRefusal,
  importCreatePayload,
  message,
  importSchemaFor,
  importUndoRefusal,
  prepareImportRows,
  primaryKeyFields,
} from '@portineria/domain';
import type {
  ImportBatchPlanRow,
  ImportCellValue,
  ImportRowStatus,
  ImportSchema,
  PreparedImportRow,
  RawImportRow,
} from '@portineria/domain';
import { sql } from 'kysely';
import { conflict, invalidQuery, isGatewayError, notFound } from '../http/errors.ts';
import { condition } from '../layer/predicates.ts';
import { checkedCreateColumns, insertCheckedColumns, runWrite } from '../layer/resource.ts';
import type { ExtraRoutes, ResourceRequest } from '../layer/resource.ts';
import { idOf } from '../layer/requests.ts';
import { columnOfWireName } from '../layer/writes.ts';
import { deleteRegistryRecord, recordUsage } from './registryKeeping.ts';
import type { RegistryKeeping } from './registryKeeping.ts';
import { resourceMessages } from './messages.ts';

/** The registries a batch can import into (the batch table's `entity`). */
export type BatchImportEntity = 'contacts' | 'buildings';

/** A row of the plan, with the columns its insert writes when it is one. */
interface CheckedRow extends ImportBatchPlanRow {
  readonly columns?: ReadonlyMap<string, unknown>;
}

/** The outcome of one row of a written batch. */
export interface ImportBatchRowOutcome {
  readonly row: number;
  readonly key: string;
  readonly status: Extract<ImportRowStatus, 'inserted' | 'ignored' | 'error'>;
  /** The new record's id, for an inserted row. */
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
  const { category = null, rows } = body;
  if (category !== null && typeof category !== 'string') {
    throw invalidQuery(resourceMessages.importBodyInvalid);
  }
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
  };
}

/** The keys among `keys` that a record the caller may read already has. */
async function existingKeys(
  request: ResourceRequest,
  keyColumn: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const visible = request.resource.visible(request.scope);
  const { rows } = await sql<{ key: string }>`select ${sql.ref(`t0.${keyColumn}`)} as key
    from ${sql.table(request.resource.schema.table)} as ${sql.id('t0')}
    where ${condition(visible('t0'))}
      and ${sql.ref(`t0.${keyColumn}`)} in (${sql.join([...keys])})`.execute(request.deps.db);
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
  const plan = importBatchPlan(prepared, await existingKeys(request, column, keys));
  const checked: CheckedRow[] = [];
  for (const [index, planned] of plan.entries()) {
    if (planned.plan !== 'wouldInsert') {
      checked.push(planned);
      continue;
    }
    const values = (prepared[index] as PreparedImportRow).values;
    try {
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
      row_count: body.rows.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

function outcomeOf(row: CheckedRow, id: number | null): ImportBatchRowOutcome {
  const status =
    row.plan === 'wouldInsert' ? 'inserted' : row.plan === 'wouldIgnore' ? 'ignored' : 'error';
  return { row: row.row, key: row.key, status, id, reasons: row.reasons };
}

/** Writes the rows to insert into the batch, chunk by chunk, each chunk one transaction. */
async function writeBatch(
  request: ResourceRequest,
  batchId: number,
  rows: readonly CheckedRow[],
): Promise<ImportBatchRowOutcome[]> {
  const { deps } = request;
  const batch = { id: batchId };
  const ids = new Map<CheckedRow, number>();
  const failed = new Map<CheckedRow, string>();
  const toInsert = rows.filter((row) => row.columns !== undefined);
  for (let start = 0; start < toInsert.length; start += IMPORT_BATCH_CHUNK_SIZE) {
    const chunk = toInsert.slice(start, start + IMPORT_BATCH_CHUNK_SIZE);
    try {
      const written = await runWrite(request.resource.schema, () =>
        deps.db.transaction().execute(async (trx) => {
          const chunkIds: number[] = [];
          for (const row of chunk) {
            const columns = new Map(row.columns);
            columns.set('import_batch_id', batch.id);
            chunkIds.push(await insertCheckedColumns(request, trx, columns));
          }
          await trx
            .updateTable('import_batches')
            .set((eb) => ({ inserted_count: eb('inserted_count', '+', chunk.length) }))
            .where('id', '=', batch.id)
            .execute();
          return chunkIds;
        }),
      );
      chunk.forEach((row, index) => ids.set(row, written[index] as number));
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
    return outcomeOf(row, ids.get(row) ?? null);
  });
}

/** Undoes a batch of this registry in the caller's organisation (see the top of this file). */
async function undoBatch(
  request: ResourceRequest,
  entity: BatchImportEntity,
  keeping: RegistryKeeping,
): Promise<{ deleted: number[]; kept: { id: number; key: string; reason: string }[] }> {
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
        const { rows } = await sql<{ id: number; key: string | null; edited: boolean }>`
          select id, ${sql.ref(column)} as key, updated_at <> created_at as edited
          from ${sql.table(table)} where import_batch_id = ${batchId} order by id for update`.execute(
          trx,
        );
        const deleted: number[] = [];
        const kept: { id: number; key: string; reason: string }[] = [];
        for (const row of rows) {
          const usage = await recordUsage(trx, table, row.id, keeping.ownedTables);
          const reason = importUndoRefusal(row.edited, usage);
          if (reason === null) {
            await deleteRegistryRecord(keeping, trx, row.id, request);
            deleted.push(row.id);
          } else {
            kept.push({ id: row.id, key: row.key ?? '', reason });
          }
        }
        await trx
          .updateTable('import_batches')
          .set({ undone_at: request.deps.now() })
          .where('id', '=', batchId)
          .execute();
        return { deleted, kept };
      }),
    true,
  );
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
  routes.write('POST', `/${path}/import/dry-run`, 'create', 'APP_NEW', async (request) => {
    const { rows } = await checkedRows(request, entity);
    return request.c.json({
      data: { rows: rows.map(({ row, key, plan, reasons }) => ({ row, key, plan, reasons })) },
    });
  });
  routes.write('POST', `/${path}/import`, 'create', 'APP_NEW', async (request) => {
    const { body, rows } = await checkedRows(request, entity);
    const batchId = await batchOf(request, entity, body);
    const outcomes = await writeBatch(request, batchId, rows);
    return request.c.json({ data: { batchId, rows: outcomes } }, 201);
  });
  routes.write('POST', `/${path}/import/:id/undo`, 'remove', 'APP_DELETE', async (request) => {
    const { deleted, kept } = await undoBatch(request, entity, keeping);
    return request.c.json({ data: { batchId: request.id(), deleted, kept } });
  });
}
