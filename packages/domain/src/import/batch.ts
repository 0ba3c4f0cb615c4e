/**
 * An import written by the gateway as one batch, and its undo (ours, beyond 002 §4.5: none of the
 * peers undo an import; DECISIONS.md "Import batches and their undo"). The dry run and the write
 * classify each row the same way; the undo deletes what the batch created unless something
 * happened to it since.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import { recordUsageRefusal } from '../registries/recordUsage.ts';
import type { RecordUsage } from '../registries/recordUsage.ts';
import { IMPORT_FIRST_DATA_ROW_NUMBER } from './constants.ts';
import type { DryRunClass } from './dryRun.ts';
import type { PreparedImportRow } from './rows.ts';
import { isValidImportRow } from './rows.ts';

/**
 * The most data rows one import takes: an office's thousands of contacts fit in one file, and a
 * sheet of 100,000 rows is refused before anything is checked or written.
 */
export const IMPORT_BATCH_MAX_ROWS = 5000;

/**
 * The most bytes a spreadsheet file may declare once uncompressed (an .xlsx is a zip): 5,000 rows
 * of a registry take a few megabytes, so a file declaring more is refused before it is inflated
 * — a zip bomb never reaches the parser.
 */
export const IMPORT_FILE_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

/** Column headers a sheet may not use: they name an object's prototype, never a field. */
export const IMPORT_FORBIDDEN_HEADERS = ['__proto__', 'constructor', 'prototype'] as const;

/** The refusal of a header that names an object's prototype ('__proto__'), or null. */
export function importHeaderRefusal(header: string): string | null {
  return (IMPORT_FORBIDDEN_HEADERS as readonly string[]).includes(header.trim())
    ? importMessage('import.file.forbiddenHeader', { header: header.trim() })
    : null;
}

/** The refusal of a file declaring more uncompressed bytes than the limit, or null. */
export function importFileSizeRefusal(uncompressedBytes: number): string | null {
  return uncompressedBytes > IMPORT_FILE_MAX_UNCOMPRESSED_BYTES
    ? importMessage('import.file.tooLarge', {
        megabytes: IMPORT_FILE_MAX_UNCOMPRESSED_BYTES / (1024 * 1024),
      })
    : null;
}

/**
 * Rows written per transaction: a gateway stopped mid-import keeps every chunk it acknowledged,
 * and the outcome lists them.
 */
export const IMPORT_BATCH_CHUNK_SIZE = 100;

/** The refusal of a sheet over {@link IMPORT_BATCH_MAX_ROWS} rows, or null. */
export function importBatchSizeRefusal(rowCount: number): string | null {
  return rowCount > IMPORT_BATCH_MAX_ROWS
    ? importMessage('import.batch.tooManyRows', { rows: rowCount, max: IMPORT_BATCH_MAX_ROWS })
    : null;
}

/** What an import does with a row: its class and, for an ignored or invalid row, why. */
export interface ImportBatchPlanRow {
  readonly row: number;
  readonly key: string;
  readonly plan: DryRunClass;
  /** Every reason of an invalid row, the warning of an ignored one; empty otherwise. */
  readonly reasons: readonly string[];
}

/**
 * What an import would do with each prepared row, given the keys already in the registry (002
 * §4.5): an invalid row is an error with every reason; a row whose key is in the registry is
 * updated when update-existing is on (the spec's default) and ignored when it is off ('Elemento
 * già presente in anagrafica'); a key met higher in the same sheet, or already written by the
 * same batch (`writtenByBatch`), is ignored either way — a sheet never writes one record twice;
 * a key that belongs to a record of the other route category (`otherCategoryKeys`: a company
 * met in an import of persons) is an error, since an import never moves a record across
 * categories; any other row is inserted. The dry run shows this plan, and the write follows it.
 */
export function importBatchPlan(
  rows: readonly PreparedImportRow[],
  existingKeys: ReadonlySet<string>,
  updateExisting: boolean,
  writtenByBatch: ReadonlySet<string> = new Set(),
  otherCategoryKeys: ReadonlySet<string> = new Set(),
): ImportBatchPlanRow[] {
  const seen = new Set<string>(writtenByBatch);
  return rows.map((row) => {
    if (!isValidImportRow(row)) {
      return { row: row.row, key: row.key, plan: 'invalid', reasons: row.errors };
    }
    if (otherCategoryKeys.has(row.key)) {
      return {
        row: row.row,
        key: row.key,
        plan: 'invalid',
        reasons: [importMessage('import.warning.otherCategory')],
      };
    }
    const repeated = seen.has(row.key);
    seen.add(row.key);
    if (!repeated && existingKeys.has(row.key) && updateExisting) {
      return { row: row.row, key: row.key, plan: 'wouldUpdate', reasons: [] };
    }
    return repeated || existingKeys.has(row.key)
      ? {
          row: row.row,
          key: row.key,
          plan: 'wouldIgnore',
          reasons: [importMessage('import.warning.alreadyPresent')],
        }
      : { row: row.row, key: row.key, plan: 'wouldInsert', reasons: [] };
  });
}

/**
 * Why a record an import created cannot be deleted by its undo, or null: edited since the
 * import ('Modificato dopo l’importazione'), or used by other records ('Usato da 2 ordini').
 */
export function importUndoRefusal(editedSinceImport: boolean, usage: RecordUsage): string | null {
  if (editedSinceImport) return importMessage('import.undo.editedSinceImport');
  return recordUsageRefusal(usage);
}

/** A record of a batch its undo cannot touch, and why ({@link importUndoRefusal}). */
export interface ImportUndoBlocker {
  readonly key: string;
  readonly reason: string;
}

/** How many blocking records the refusal names before '…'. */
const UNDO_BLOCKERS_NAMED = 5;

/**
 * The refusal of a whole batch's undo, or null (DECISIONS.md "The import model, updates and the
 * registry's imports"): the undo is all or nothing, so one record created or updated by the batch
 * and edited or used since refuses it, naming the first records and why.
 */
export function importBatchUndoRefusal(blockers: readonly ImportUndoBlocker[]): string | null {
  if (blockers.length === 0) return null;
  const named = blockers
    .slice(0, UNDO_BLOCKERS_NAMED)
    .map((blocker) =>
      importMessage('import.undo.refusedRecord', { key: blocker.key, reason: blocker.reason }),
    );
  if (blockers.length > UNDO_BLOCKERS_NAMED) named.push('…');
  return importMessage('import.undo.refused', {
    count: blockers.length,
    records: named.join('; '),
  });
}

/**
 * Sheet rows the wizard sends to the gateway per call, for the dry run and for the write: well
 * under the gateway's 1 MiB body and 1000-row list limits for a registry row, and a 5,000-row sheet
 * moves its progress bar ten times. Each part is written in transactions of
 * {@link IMPORT_BATCH_CHUNK_SIZE}.
 */
export const IMPORT_BATCH_PART_ROWS = 500;

/** The dry run's counts by class. */
export function importBatchPlanCounts(
  plan: readonly Pick<ImportBatchPlanRow, 'plan'>[],
): Readonly<Record<DryRunClass, number>> {
  const counts = { wouldInsert: 0, wouldUpdate: 0, wouldIgnore: 0, invalid: 0, error: 0 };
  for (const row of plan) counts[row.plan] += 1;
  return counts;
}

/**
 * The rows of the plan the write never sent — after a CANCEL or a part the gateway could not
 * write — given how many sheet rows were sent: none of them was written.
 */
export function importUnsentPlanRows<Row extends Pick<ImportBatchPlanRow, 'row'>>(
  plan: readonly Row[],
  sentSheetRows: number,
): Row[] {
  return plan.filter((row) => row.row >= IMPORT_FIRST_DATA_ROW_NUMBER + sentSheetRows);
}

/**
 * A part's dry-run plan after the parts before it: the gateway checks each part on its own, but
 * writes them in order, so a key a row higher in the sheet inserts (or finds in the registry) is
 * already there when a later part is written. Such a row is shown as ignored ('Elemento già
 * presente in anagrafica'), as the write will treat it — the rule of {@link importBatchPlan}
 * carried across parts.
 */
export function importPlanAfterParts(
  earlier: readonly ImportBatchPlanRow[],
  part: readonly ImportBatchPlanRow[],
): ImportBatchPlanRow[] {
  const present = new Set(
    earlier.filter((row) => row.plan !== 'invalid' && row.key !== '').map((row) => row.key),
  );
  return part.map((row) =>
    (row.plan === 'wouldInsert' || row.plan === 'wouldUpdate') &&
    row.key !== '' &&
    present.has(row.key)
      ? { ...row, plan: 'wouldIgnore', reasons: [importMessage('import.warning.alreadyPresent')] }
      : row,
  );
}
