/**
 * The data check's columns (002 §5.4 'Headers are normalised to camelCase'): each header of the
 * sheet beside the field it fills, by the registry's Italian label (domain's `importColumnLabel`,
 * the one the row errors use), or that it is ignored; and the key fields no header fills.
 */
import {
  importColumnLabel,
  importColumnMatches,
  missingImportKeyColumns,
  type ImportSchema,
} from '@portineria/domain';

/** One header of the sheet and the label of the field it fills; null when it is ignored. */
export interface ImportColumnRow {
  readonly header: string;
  readonly label: string | null;
}

/** The sheet's headers with the field each fills, and the labels of the key fields none fills. */
export function importColumnRows(
  headers: readonly string[],
  schema: ImportSchema,
): { rows: ImportColumnRow[]; missingKeys: string[] } {
  const matches = importColumnMatches(headers, schema);
  return {
    rows: matches.map((match) => ({
      header: match.header,
      label: match.column === null ? null : importColumnLabel(schema, match.column),
    })),
    missingKeys: missingImportKeyColumns(matches, schema).map((column) =>
      importColumnLabel(schema, column),
    ),
  };
}
