/**
 * Which columns of a sheet the import reads (002 §5.4 'Headers are normalised to camelCase'):
 * the data check shows each header beside the field it fills, or that it is ignored, so the user
 * sees a misspelt header before anything is sent.
 */
import { registryFieldLabel } from '../registries/registryForm.ts';
import { matchesColumnName, normalizeHeader } from './headers.ts';
import type { ImportSchema } from './schemas.ts';
import { primaryKeyFields } from './schemas.ts';

/** A header of the sheet and the field it fills; null when no column of the schema matches it. */
export interface ImportColumnMatch {
  readonly header: string;
  readonly column: string | null;
}

/**
 * Each header of the sheet, in order, with the schema column it fills (DECISIONS.md "Import
 * (rules and machine)" 1: matched after normalisation, ignoring case; when two headers match one
 * column, the first wins and the second is ignored).
 */
export function importColumnMatches(
  headers: readonly string[],
  schema: Pick<ImportSchema, 'columns'>,
): ImportColumnMatch[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const normalized = normalizeHeader(header);
    const column = schema.columns.find((candidate) =>
      matchesColumnName(normalized, candidate.name),
    );
    if (column === undefined || taken.has(column.name)) return { header, column: null };
    taken.add(column.name);
    return { header, column: column.name };
  });
}

/** The key fields of the schema no header fills: without them no row can be imported. */
export function missingImportKeyColumns(
  matches: readonly ImportColumnMatch[],
  schema: Pick<ImportSchema, 'primaryKey'>,
): string[] {
  const filled = new Set(matches.map((match) => match.column));
  return primaryKeyFields(schema).filter((field) => !filled.has(field));
}

/**
 * The Italian label of a column of a registry's import ('zip' → 'CAP', an entitlement's
 * '_contact' → 'Nominativo'): the registry's own label (`registryFieldLabel`, the one the form
 * and the gateway's field errors use), so a row's error, the data check's columns and the form
 * name a field alike. The model's headers stay the field names (`importModelHeaders`), which a
 * filled-in model is read by.
 */
export function importColumnLabel(schema: Pick<ImportSchema, 'entity'>, column: string): string {
  return registryFieldLabel(schema.entity, column);
}
