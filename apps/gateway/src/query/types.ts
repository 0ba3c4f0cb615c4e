/**
 * The allow-list a resource declares for the query engine (built from its table's description by
 * ./allowList.ts): its table, the wire fields and the SQL column behind each, which roles may see
 * each field, and the associations a list call may include. Nothing outside this declaration ever
 * reaches the SQL text: a field, an association or an operator that is not here — or a field the
 * caller's role may not see — is refused with 400 INVALID_QUERY.
 */
import type { Expression, SqlBool } from 'kysely';
import type { CriteriaContext, RoleType } from '@portineria/domain';
import type { TableDescription } from '../db/tables/columns.ts';

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
  /**
   * The readers that see the field, by their role and their profile's level (default every
   * reader). For any other reader the field does not exist: it is left out of every row (also
   * inside includes, at any depth), and naming it in `attributes`, a `where` (also as
   * `$association.field$`), an `order`, a count or `full_text` is refused exactly like an unknown
   * field (002 §6 "USR level sees no internal notes"; 002 §5.6 a supplier's keywords from level 2).
   */
  visibleTo?: (role: RoleType, level: number) => boolean;
  /**
   * What the column can store, derived by ./allowList.ts from the column's kind and domain's
   * storage limits of its field (TEXT_LIMITS, NUMBER_LIMITS): every written value is held to it.
   */
  storage?: FieldStorage;
}

/** The storage limits of a field's column (see {@link FieldSpec.storage}). */
export interface FieldStorage {
  /** Text: the most characters (Unicode code points), as the column's length CHECK holds them. */
  maxLength?: number;
  /** Text: only an absolute http(s) address is stored (it is shown as a link). */
  webAddress?: boolean;
  /** Numbers: the smallest and largest value the column and domain allow. */
  min?: number;
  max?: number;
}

/**
 * An association a list call may include by name, or reference as `$name.field$`. Its target
 * rows are filtered by the target's own tenant rule ({@link QueryOptions.visibleFor}) at any
 * depth, in includes, conditions and orders alike: an include shows only the records the
 * target's own endpoint would show the caller.
 */
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
}

/** The whole allow-list of one resource. */
export interface ResourceSchema {
  /** The SQL table. */
  table: string;
  /** The table's one description (../db/tables), which a write's columns are checked against. */
  description?: TableDescription;
  /** The primary key column (integer identity). */
  primaryKey: string;
  /** Wire name → column. */
  fields: Record<string, FieldSpec>;
  /** Association name → association. */
  associations?: Record<string, AssociationSpec>;
  /** Used when the body has no `order`; the primary key always ends the order, for stable pages. */
  defaultOrder?: [string, 'ASC' | 'DESC'][];
  /**
   * Wire fields searched by `full_text` (ILIKE, each word in at least one of them): own fields, or
   * `association.field` through belongsTo associations (the target's tenant rule and the field's
   * visibility apply, as for a `$association.field$` condition).
   */
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
  /** The caller's role: which fields exist for it (see {@link FieldSpec.visibleTo}). */
  viewer: RoleType;
  /** The caller's profile level, with its role deciding which fields exist for it. */
  viewerLevel: number;
  /** Rows when the body has no limit (default 50). */
  defaultLimit?: number;
  /** Largest accepted limit (default 1000); above it the query is refused. */
  maxLimit?: number;
  /**
   * The tenant rule of an association target, over its alias. `undefined` (or no function) means
   * the target has no rule: its rows are then not visible (fail closed). The resource layer fills
   * it from the rules registered for each table.
   */
  visibleFor?: (schema: ResourceSchema, alias: string) => TenantPredicate | undefined;
}
