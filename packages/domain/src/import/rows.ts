/**
 * From the parsed sheet to the rows the wizard shows and imports (002 §5.4): headers normalised,
 * cells converted, each row pre-validated for the data check (step 2).
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { ImportCellValue, ImportValue } from './cells.ts';
import { normalizeCell } from './cells.ts';
import { IMPORT_FIRST_DATA_ROW_NUMBER } from './constants.ts';
import type { EntitlementFlags } from './entitlements.ts';
import { normalizeEntitlement } from './entitlements.ts';
import { importColumnLabel, importColumnMatches } from './columns.ts';
import type { ImportSchema, ImportValues } from './schemas.ts';
import { primaryKeyFields } from './schemas.ts';

/** One parsed sheet row: header → cell, as the app's spreadsheet parser gives it. */
export type RawImportRow = Readonly<Record<string, ImportCellValue>>;

/** A row ready for the data check and the import. */
export interface PreparedImportRow {
  /** The spreadsheet row number (the first data row is 2: row 1 holds the headers). */
  readonly row: number;
  /** The primary key value, as text ('' when missing); composite keys joined by ' / '. */
  readonly key: string;
  /** The converted values of the schema's columns present in the sheet. */
  readonly values: ImportValues;
  /** Pre-validation messages; a row with any is not sent and ends as an error. */
  readonly errors: readonly string[];
}

/** Whether a prepared row passed the pre-validation. */
export function isValidImportRow(row: Pick<PreparedImportRow, 'errors'>): boolean {
  return row.errors.length === 0;
}

/** The key of a row as the error rows show it (002 §8 'with the row number and key'). */
export function importRowKey(
  values: ImportValues,
  schema: Pick<ImportSchema, 'primaryKey'>,
): string {
  return primaryKeyFields(schema)
    .map((field) => values[field])
    .filter((value) => value != null && value !== '')
    .map(String)
    .join(' / ');
}

/** Each sheet header, by the schema column it fills; headers that match no column are ignored. */
function columnHeaders(rows: readonly RawImportRow[], schema: ImportSchema): Map<string, string> {
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const byColumn = new Map<string, string>();
  for (const { header, column } of importColumnMatches(headers, schema)) {
    if (column !== null) byColumn.set(column, header);
  }
  return byColumn;
}

/** The entitlement flags of a row, defaulted and forced (002 §5.4). */
function entitlementFlagsOf(values: ImportValues, schema: ImportSchema): EntitlementFlags {
  const flag = (name: string): boolean | null => {
    const value = values[name];
    return typeof value === 'boolean' ? value : null;
  };
  return normalizeEntitlement(
    {
      isOwner: flag('isOwner'),
      isTennant: flag('isTennant'),
      isCouncilor: flag('isCouncilor'),
      isDoorkeeper: flag('isDoorkeeper'),
    },
    { isPrivateBuilding: schema.isPrivateBuilding },
  );
}

function prepareRow(
  raw: RawImportRow,
  index: number,
  schema: ImportSchema,
  headers: ReadonlyMap<string, string>,
): PreparedImportRow {
  const values: Record<string, ImportValue> = {};
  const errors: string[] = [];
  for (const column of schema.columns) {
    // Named as the registry names it ('Il campo CAP …'), never by its wire name.
    const label = importColumnLabel(schema, column.name);
    const header = headers.get(column.name);
    const present = header !== undefined;
    // A column of the sheet whose cell the parser left out (SheetJS skips empty cells) is empty.
    const cell = normalizeCell(present ? raw[header] : undefined, column.type);
    if (present) values[column.name] = cell.value;
    if (!cell.valid) {
      const key = column.type === 'number' ? 'import.cell.notANumber' : 'import.cell.notADate';
      errors.push(importMessage(key, { label }));
      continue;
    }
    for (const rule of column.rules ?? []) {
      const error = rule(label)(cell.value, values);
      if (error !== null) {
        errors.push(error);
        break;
      }
    }
  }
  const finalValues: ImportValues =
    schema.entity === 'entitlements'
      ? { ...values, ...entitlementFlagsOf(values, schema) }
      : values;
  return {
    row: index + IMPORT_FIRST_DATA_ROW_NUMBER,
    key: importRowKey(finalValues, schema),
    values: finalValues,
    errors,
  };
}

/**
 * The sheet's rows prepared for a schema (002 §5.4): headers normalised to camelCase and matched
 * to the columns (case-insensitive; unknown headers ignored), cells converted by column type,
 * each column's rules checked with the registry's Italian label of the column
 * (`importColumnLabel`), and — for entitlements — the
 * flags defaulted and forced (normalizeEntitlement). Rows with no cell at all are skipped, as a
 * spreadsheet's trailing blank lines are; row numbers still count them.
 */
export function prepareImportRows(
  rows: readonly RawImportRow[],
  schema: ImportSchema,
): PreparedImportRow[] {
  const headers = columnHeaders(rows, schema);
  return rows.flatMap((raw, index) =>
    Object.values(raw).every((cell) => normalizeCell(cell, 'string').value === null)
      ? []
      : [prepareRow(raw, index, schema, headers)],
  );
}
