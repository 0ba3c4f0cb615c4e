/**
 * The allow-list a resource module declares for the query engine: its table, the wire fields and
 * the SQL column behind each, and the associations a list call may include. Nothing outside this
 * declaration ever reaches the SQL text: a field, an association or an operator that is not here
 * is refused with 400 INVALID_QUERY.
 */
import type { Expression, SqlBool } from 'kysely';
import type { CriteriaContext } from '@portineria/domain';

/** How a field's values are checked and sent back on the wire. */
export type FieldType = 'integer' | 'number' | 'text' | 'boolean' | 'timestamp' | 'date' | 'json';

/** One wire field: its SQL column, its type, and whether criteria and ordering may use it. */
export interface FieldSpec {
  /** The snake_case column of the resource's table. */
  column: string;
  /** The value type, checked on every criteria value and every written value. */
  type: FieldType;
  /** Criteria may name it (default true). */
  filterable?: boolean;
  /** `order` may name it (default true). */
  sortable?: boolean;
}

/**
 * Who may see the rows of an association target (see {@link QueryOptions.visibleFor}):
 * - `'inherit'`: the rows are reached only through a visible parent row, which is enough;
 * - `'own'`: the target's own tenant rule is ANDed in (denied when there is none).
 */
export type AssociationVisibility = 'inherit' | 'own';

/** An association a list call may include by name, or reference as `$name.field$`. */
export interface AssociationSpec {
  /** The target schema (a function, so schemas may refer to each other). */
  target: () => ResourceSchema;
  /**
   * belongsTo: `parent.localColumn = target.targetColumn`, at most one target row (targetColumn
   * must be unique, usually the primary key); hasMany: any number of target rows.
   */
  kind: 'belongsTo' | 'hasMany';
  /** The column of the parent table. */
  localColumn: string;
  /** The column of the target table. */
  targetColumn: string;
  /** Default: `'inherit'` for belongsTo, `'own'` for hasMany. */
  visibility?: AssociationVisibility;
}

/** The whole allow-list of one resource. */
export interface ResourceSchema {
  /** The SQL table. */
  table: string;
  /** The primary key column (integer identity). */
  primaryKey: string;
  /** Wire name → column. */
  fields: Record<string, FieldSpec>;
  /** Association name → association. */
  associations?: Record<string, AssociationSpec>;
  /** Used when the body has no `order`; the primary key always ends the order, for stable pages. */
  defaultOrder?: [string, 'ASC' | 'DESC'][];
  /** Wire fields searched by `full_text` (ILIKE, each word in at least one of them). */
  fullTextFields?: string[];
}

/** A tenant predicate over a table alias: an SQL condition, or a constant. */
export type TenantPredicate = Expression<SqlBool> | true | false;

/** What every query of a request is bound to. */
export interface QueryOptions {
  /** The tenant rule of the resource, over the alias of its table (`t0`). ANDed into every query. */
  visible: (table: string /* SQL alias */) => TenantPredicate;
  /** Fills the criteria placeholders ('@activeUser', '@now', …) through domain's resolveCriteria. */
  context: CriteriaContext;
  /** Rows when the body has no limit (default 50). */
  defaultLimit?: number;
  /** Largest accepted limit (default 1000); above it the query is refused. */
  maxLimit?: number;
  /**
   * The tenant rule of an association target whose visibility is `'own'`, over its alias.
   * `undefined` (or no function) means the target has no rule: its rows are then not visible.
   * The resource kit fills it from the resources mounted on the same API.
   */
  visibleFor?: (schema: ResourceSchema, alias: string) => TenantPredicate | undefined;
}
