/**
 * An allow-list ({@link ResourceSchema}) built from the one description of its table
 * (../db/tables): each wire field names a column of the table, and its value type comes from the
 * column's kind, so a field can neither name a column the table lacks nor disagree with its type.
 */
import type { ColumnKind, ColumnName, TableDescription } from '../db/tables/columns.ts';
import type { AssociationSpec, FieldSpec, FieldType, ResourceSchema } from './types.ts';

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
    if (type === undefined) {
      throw new Error(`${table.name}.${options.column} cannot be the wire field ${name}`);
    }
    fields[name] = {
      ...options,
      type,
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
