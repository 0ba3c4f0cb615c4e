/**
 * An allow-list ({@link ResourceSchema}) built from the one description of its table
 * (../db/tables): each wire field names a column of the table, and its value type comes from the
 * column's kind, so a field can neither name a column the table lacks nor disagree with its type.
 * Its storage limits come from the same place: the column's kind (a 16- or 32-bit integer) and
 * domain's limit of the column's field (TEXT_LIMITS, NUMBER_LIMITS, keyed by the camelCase of the
 * column, as the length CHECKs of migrations/0910_text_limits.sql are), so the write path and the
 * database refuse exactly the same values.
 */
import { numberRangeOf, textLimitOf } from '@portineria/domain';
import type { ColumnKind, ColumnName, TableDescription } from '../db/tables/columns.ts';
import type {
  AssociationSpec,
  FieldSpec,
  FieldStorage,
  FieldType,
  ResourceSchema,
} from './types.ts';

const FIELD_TYPES: Record<ColumnKind, FieldType | undefined> = {
  integer: 'integer',
  smallint: 'integer',
  double: 'number',
  numeric: 'number',
  text: 'text',
  uuid: 'text',
  boolean: 'boolean',
  timestamp: 'timestamp',
  date: 'date',
  json: 'json',
  // Binary content is never a wire field.
  bytes: undefined,
};

/** The whole numbers a column of each integer kind holds. */
const INTEGER_KINDS: Partial<Record<ColumnKind, { min: number; max: number }>> = {
  integer: { min: -2_147_483_648, max: 2_147_483_647 },
  smallint: { min: -32_768, max: 32_767 },
};

/** The field name domain's limits use for a column: its camelCase (`note_org` → `noteOrg`). */
export function columnFieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** What a column of a kind can store: domain's limit of its field, within the kind's range. */
export function columnStorage(column: string, kind: ColumnKind): FieldStorage | undefined {
  const field = columnFieldName(column);
  if (kind === 'text') {
    const limit = textLimitOf(field);
    return {
      maxLength: limit.maxLength,
      ...(limit.format === 'webAddress' ? { webAddress: true } : {}),
    };
  }
  const integer = INTEGER_KINDS[kind];
  if (integer !== undefined) {
    const range = numberRangeOf(field, 'integer');
    return { min: Math.max(range.min, integer.min), max: Math.min(range.max, integer.max) };
  }
  if (kind === 'numeric' || kind === 'double') {
    const range = numberRangeOf(field, 'number');
    return { min: range.min, max: range.max };
  }
  return undefined;
}

/** A wire field: its column, or its column with the options of a {@link FieldSpec}. */
export type FieldDeclaration<Column extends string> =
  Column | ({ column: Column } & Pick<FieldSpec, 'filterable' | 'sortable' | 'visibleTo'>);

/** What {@link allowList} reads besides the table. */
export interface AllowListSpec<Column extends string> {
  /** The primary key column (default `id`). */
  primaryKey?: Column;
  /** Wire name → column. */
  fields: Record<string, FieldDeclaration<Column>>;
  associations?: Record<string, AssociationSpec>;
  defaultOrder?: ResourceSchema['defaultOrder'];
  fullTextFields?: string[];
}

/** The allow-list of a resource over a described table or view. */
export function allowList<Table extends TableDescription>(
  table: Table,
  spec: AllowListSpec<ColumnName<Table>>,
): ResourceSchema {
  const fields: Record<string, FieldSpec> = {};
  for (const [name, declaration] of Object.entries(spec.fields)) {
    const options = typeof declaration === 'string' ? { column: declaration } : declaration;
    const column = table.columns[options.column];
    const type = column === undefined ? undefined : FIELD_TYPES[column.kind];
    if (column === undefined || type === undefined) {
      throw new Error(`${table.name}.${options.column} cannot be the wire field ${name}`);
    }
    const storage = columnStorage(options.column, column.kind);
    fields[name] = {
      ...options,
      type,
      ...(storage ? { storage } : {}),
      // A JSON value cannot be ordered.
      ...(type === 'json' ? { sortable: false } : {}),
    };
  }
  return {
    table: table.name,
    description: table,
    primaryKey: spec.primaryKey ?? 'id',
    fields,
    ...(spec.associations ? { associations: spec.associations } : {}),
    ...(spec.defaultOrder ? { defaultOrder: spec.defaultOrder } : {}),
    ...(spec.fullTextFields ? { fullTextFields: spec.fullTextFields } : {}),
  };
}

/** A belongsTo association: at most one target row, `parent.localColumn = target.targetColumn`. */
export function belongsTo(
  target: () => ResourceSchema,
  localColumn: string,
  targetColumn = 'id',
): AssociationSpec {
  return { target, kind: 'belongsTo', localColumn, targetColumn };
}

/** A hasMany association: the target rows whose `targetColumn` is the parent's `localColumn`. */
export function hasMany(
  target: () => ResourceSchema,
  localColumn: string,
  targetColumn: string,
): AssociationSpec {
  return { target, kind: 'hasMany', localColumn, targetColumn };
}
