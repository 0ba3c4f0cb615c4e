export { IMPORT_FIRST_DATA_ROW_NUMBER, IMPORT_MODEL_PATH_TEMPLATE } from './constants.ts';
export { matchesColumnName, normalizeHeader } from './headers.ts';
export { normalizeCell } from './cells.ts';
export type { ImportCellValue, ImportColumnType, ImportValue, NormalizedCell } from './cells.ts';
export {
  IMPORT_ENTITIES,
  filterPayload,
  importCreatePayload,
  importSchemaFor,
  importUpdatePayload,
  isPrivateBuildingCategory,
  primaryKeyFields,
} from './schemas.ts';
export type {
  ImportColumn,
  ImportEntity,
  ImportSchema,
  ImportSchemaOptions,
  ImportValues,
} from './schemas.ts';
export { importRowKey, isValidImportRow, prepareImportRows } from './rows.ts';
export type { PreparedImportRow, RawImportRow } from './rows.ts';
export {
  entitlementDefaults,
  entitlementFieldsShown,
  normalizeEntitlement,
} from './entitlements.ts';
export type { EntitlementFlag, EntitlementFlags, EntitlementFlagsInput } from './entitlements.ts';
export { IMPORT_FILE_INPUT_ACCEPT, importModelPath, isAcceptedImportFile } from './files.ts';
export { IMPORT_STEPS, importStepTitle } from './steps.ts';
export type { ImportStep, ImportStepDefinition } from './steps.ts';
export { describeImportFailure, importRowStatusLabel, progressPercent } from './outcomes.ts';
export type { ImportFailure, ImportRowStatus } from './outcomes.ts';
export { dryRunClassLabel } from './dryRun.ts';
export type { DryRunClass } from './dryRun.ts';
export { importColumnLabel, importColumnMatches, missingImportKeyColumns } from './columns.ts';
export type { ImportColumnMatch } from './columns.ts';
export {
  importBatchMachine,
  importBatchNotInsertedRows,
  importBatchOutcomeCounts,
  importPlanHasInserts,
  importPlanRefusedRows,
} from './importBatch.machine.ts';
export type {
  ImportBatchMachineContext,
  ImportBatchMachineEvent,
  ImportBatchMachineInput,
  ParseFileInput,
  ImportBatchOutcomeRow,
  ImportPartInput,
  ImportSheetReading,
  ImportUndoOutcome,
  ImportWrittenPart,
} from './importBatch.machine.ts';
export {
  IMPORT_BATCH_CHUNK_SIZE,
  IMPORT_BATCH_MAX_ROWS,
  IMPORT_BATCH_PART_ROWS,
  importBatchPlanCounts,
  importPlanAfterParts,
  importUnsentPlanRows,
  IMPORT_FILE_MAX_UNCOMPRESSED_BYTES,
  IMPORT_FORBIDDEN_HEADERS,
  importBatchPlan,
  importFileSizeRefusal,
  importHeaderRefusal,
  importBatchSizeRefusal,
  importUndoRefusal,
  importBatchUndoRefusal,
} from './batch.ts';
export type { ImportBatchPlanRow, ImportUndoBlocker } from './batch.ts';
export {
  IMPORT_BATCH_CATEGORIES,
  importBatchModelPath,
  importModelAppConfig,
  importModelFileName,
  importModelHeaders,
  isImportBatchCategory,
} from './model.ts';
export type { ImportBatchCategory, ImportBatchEntity } from './model.ts';
