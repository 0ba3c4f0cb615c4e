/**
 * A registry's spreadsheet import as one batch, and its undo (002 §4.5, §5.4, §7.4; domain
 * DECISIONS.md "Import batches and their undo"): `POST /{registry}/import/dry-run`,
 * `POST /{registry}/import`, `POST /{registry}/import/{batchId}/undo`, the registry's recent
 * imports `GET /{registry}/import/batches`, and the model of step 0
 * `GET /master/{registry}-{category}.xlsx` (002 §7.4). The gateway checks every row itself; the
 * rows travel as the sheet gave them (header → cell).
 */
import { importBatchModelPath } from '@portineria/domain';
import type { DryRunClass, ImportRowStatus, RawImportRow } from '@portineria/domain';
import { downloadFile } from '../http/fileCalls.ts';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { unwrapDataList, unwrapDataOne } from '../http/shapes.ts';

/** The registries a batch imports into. */
export type ImportRegistry = 'contacts' | 'buildings';

/** A sheet to import: the wizard's route category and the rows as parsed. */
export interface ImportRequest {
  registry: ImportRegistry;
  /** 'person' or 'client' for contacts, 'private' or 'condominium' for buildings; null for none. */
  category: string | null;
  /** Each row: header → cell (text, number, boolean or null). */
  rows: readonly RawImportRow[];
  /** A later part of a sheet (at most 1000 rows a call): the batch its first part made. */
  batchId?: number;
  /** The sheet row number of the part's first row (2, the default, for the first part). */
  firstRow?: number;
  /** 002 §4.5 update-existing: existing records are updated (the default) or ignored (false). */
  updateExisting?: boolean;
}

/** What the import would do with a row, and why (every reason of an invalid row). */
export interface ImportPlanRow {
  row: number;
  key: string;
  plan: DryRunClass;
  reasons: string[];
}

/** What the import did with a row; `id` is the record's for an inserted or updated row. */
export interface ImportBatchRow {
  row: number;
  key: string;
  status: Extract<ImportRowStatus, 'inserted' | 'updated' | 'ignored' | 'error'>;
  id: number | null;
  reasons: string[];
}

/** A written batch: its id (for the undo) and each row's outcome. */
export interface ImportBatchResult {
  batchId: number;
  rows: ImportBatchRow[];
}

/** An undone batch: the records it created, deleted, and those it updated, restored. */
export interface ImportUndoResult {
  batchId: number;
  deleted: number[];
  restored: number[];
}

/** One of the organisation's recent imports into a registry. */
export interface ImportBatchSummary {
  id: number;
  /** The wizard's route category ('person', 'condominium'…), or null. */
  category: string | null;
  /** When it was imported (ISO 8601). */
  createdAt: string;
  /** Who imported it, as the history names a writer. */
  user: string | null;
  rowCount: number;
  insertedCount: number;
  updatedCount: number;
  /** When it was undone (ISO 8601), or null. */
  undoneAt: string | null;
}

/** The import calls of the registries. */
export interface RegistryImportApi {
  dryRun(request: ImportRequest, options?: CallOptions): Promise<ImportPlanRow[]>;
  run(request: ImportRequest, options?: CallOptions): Promise<ImportBatchResult>;
  undo(registry: ImportRegistry, batchId: number, options?: CallOptions): Promise<ImportUndoResult>;
  /** The organisation's recent imports into the registry, newest first. */
  batches(
    registry: ImportRegistry,
    category: string | null,
    options?: CallOptions,
  ): Promise<ImportBatchSummary[]>;
  /** The .xlsx model of step 0 for the registry and the route category. */
  model(registry: ImportRegistry, category: string, options?: CallOptions): Promise<Blob>;
}

export function createRegistryImportApi(http: HttpClient): RegistryImportApi {
  const post = async <Data>(path: string, body: unknown, options?: CallOptions) =>
    unwrapDataOne<Data>(
      await http.request({
        method: 'POST',
        path,
        body,
        ...(options?.signal ? { signal: options.signal } : {}),
      }),
      { method: 'POST', path },
    );
  return {
    async dryRun({ registry, ...body }, options) {
      const data = await post<{ rows: ImportPlanRow[] }>(
        `${registry}/import/dry-run`,
        body,
        options,
      );
      return data.rows;
    },
    run: ({ registry, ...body }, options) =>
      post<ImportBatchResult>(`${registry}/import`, body, options),
    undo: (registry, batchId, options) =>
      post<ImportUndoResult>(
        `${registry}/import/${encodeURIComponent(String(batchId))}/undo`,
        {},
        options,
      ),
    async batches(registry, category, options) {
      const path = `${registry}/import/batches`;
      return unwrapDataList<ImportBatchSummary>(
        await http.request({
          method: 'GET',
          path,
          ...(category === null ? {} : { query: { category } }),
          ...(options?.signal ? { signal: options.signal } : {}),
        }),
        { method: 'GET', path },
      );
    },
    model: (registry, category, options) =>
      downloadFile(
        http,
        // The path is relative to the API base, as every call's.
        importBatchModelPath(registry, category).replace(/^\//, ''),
        options?.signal ? { signal: options.signal } : {},
      ),
  };
}
