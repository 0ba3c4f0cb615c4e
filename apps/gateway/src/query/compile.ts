/**
 * Criteria → SQL. A list or count body (the sequelize-like vocabulary of domain's `Criteria`) is
 * checked against a {@link ResourceSchema} allow-list and turned into Kysely `sql` fragments:
 * every identifier comes from the schema (columns through `sql.ref`, wire names through
 * `sql.id`) or is a generated alias (`t0`, `t1`…); every value is a bound parameter. Anything
 * else is refused with 400 INVALID_QUERY.
 *
 * Shape of the SQL:
 * - the resource's table is `t0`; a belongsTo association (included, or named by a
 *   `$association.field$` key or an order) is a LEFT JOIN with its own alias, its include `where`
 *   in the ON clause; `required` (default: true when the include has a `where`, as sequelize does)
 *   keeps only the rows whose joined row exists;
 * - a hasMany association is a correlated subquery: `json_agg` for the projection, `EXISTS` for
 *   `required` and for `$association.field$` conditions ("some associated row matches");
 * - inside an include's `where`, association references are `EXISTS` subqueries too (a JOIN may
 *   not refer to a table joined after it);
 * - the tenant predicate of the resource (`visible(t0)`) is ANDed with the whole criteria as a
 *   separate parenthesised term, so no `$or` can widen it; association targets whose visibility
 *   is `'own'` get their own rule (`visibleFor`) in their JOIN or subquery.
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { resolveCriteriaQuery, TEXT_LIMITS } from '@portineria/domain';
import type { Criteria, CriteriaInclude } from '@portineria/domain';
import { invalidQuery } from '../http/errors.ts';
import { queryMessages } from './messages.ts';
import type {
  AssociationSpec,
  FieldSpec,
  QueryOptions,
  ResourceSchema,
  TenantPredicate,
} from './types.ts';
import { checkScalar } from './values.ts';
import type { SqlCast } from './values.ts';
import { asDomainRecord } from '../db/domainRecords.ts';

/** An SQL fragment. */
export type Sql = RawBuilder<unknown>;

/** The limits of a body; above them the body is refused. */
export const QUERY_LIMITS = {
  /** Nesting of `$and`/`$or` and of includes. */
  depth: 8,
  /** Field conditions (one per operator) in the whole body. */
  conditions: 200,
  /** Items of any array. */
  items: 1000,
  /** Bound values in the whole body. */
  values: 5000,
  /** Table aliases (joins and subqueries). */
  aliases: 48,
  /** JSON nesting of the raw body, checked before anything else reads it. */
  structure: 40,
  /**
   * Bracket nesting of any request body's text, checked before a handler parses it: code that
   * walks a parsed body recursively can then never overflow the stack (see jsonNestingDepth).
   */
  bodyNesting: 64,
  /** Characters of `full_text`. */
  fullText: 200,
  /**
   * Characters of a string value: the longest text a field may hold (domain's TEXT_LIMITS), so
   * that a longer written value is refused by its own field's limit, which names the field.
   */
  text: Math.max(...Object.values(TEXT_LIMITS).map((limit) => limit.maxLength)),
  /** Largest offset. */
  offset: 1_000_000_000,
  /** Largest page (`limit`) when the resource sets none of its own. */
  limit: 1000,
} as const;

const DEFAULT_LIMIT = 50;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const BODY_KEYS = new Set([
  'where',
  'criteria',
  'include',
  'order',
  'attributes',
  'limit',
  'offset',
  'full_text',
]);
const INCLUDE_KEYS = new Set(['association', 'where', 'required', 'include', 'attributes']);
const OPERATORS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$like']);
const ASSOCIATION_KEY = /^\$([^$.]+(?:\.[^$.]+)*)\.([^$.]+)\$$/;

/** Whether a value is a plain object (JSON object), not an array, class instance or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The own value of a key, never reaching the prototype chain. */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The structural check of the raw body, before any other code reads it: plain objects and
 * arrays only, no `__proto__`/`constructor`/`prototype` key, bounded nesting, arrays and strings.
 */
export function checkStructure(value: unknown, depth = 0): void {
  if (depth > QUERY_LIMITS.structure) throw invalidQuery(queryMessages.tooDeep(QUERY_LIMITS.depth));
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalidQuery(queryMessages.invalidValue);
    return;
  }
  if (typeof value === 'string') {
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    if (value.includes('\u0000')) throw invalidQuery(queryMessages.nulCharacter);
    if (value.length > QUERY_LIMITS.text)
      throw invalidQuery(queryMessages.textTooLong(QUERY_LIMITS.text));
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > QUERY_LIMITS.items)
      throw invalidQuery(queryMessages.tooManyItems(QUERY_LIMITS.items));
    for (const item of value) checkStructure(item, depth + 1);
    return;
  }
  if (!isPlainObject(value)) {
    throw invalidQuery(depth === 0 ? queryMessages.bodyNotObject : queryMessages.invalidValue);
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw invalidQuery(queryMessages.forbiddenKey(key));
    // A property set to undefined (JavaScript callers) is an absent one; JSON has none.
    if (value[key] !== undefined) checkStructure(value[key], depth + 1);
  }
}

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`. A linear scan of the text,
 * without parsing or recursion: brackets inside strings do not count. Text that is not JSON is
 * scanned the same way (its parser refuses it later).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \\ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/** A FROM clause with its joins and conditions: the main query, or one correlated subquery. */
interface Block {
  root: Node;
  joins: Sql[];
  where: Sql[];
}

/** A table occurrence: the resource itself, a joined belongsTo target, or a subquery's table. */
interface Node {
  schema: ResourceSchema;
  alias: string;
  block: Block;
  /** belongsTo targets joined in the same block, by association name. */
  joined: Map<string, Node>;
  /** Projected wire fields. */
  attributes: string[];
  /** Included associations, in the order asked, for the projection. */
  included: { name: string; node: Node; kind: 'belongsTo' | 'hasMany' }[];
}

/** A field reference resolved to a node. */
interface FieldTarget {
  node: Node;
  name: string;
  spec: FieldSpec;
}

/** The order of a list: SQL terms. */
type OrderTerm = Sql;

function predicate(rule: TenantPredicate | undefined): Sql {
  if (rule === true) return sql`true`;
  if (rule === false || rule === undefined) return sql`false`;
  return sql`(${rule})`;
}

function and(terms: Sql[]): Sql {
  if (terms.length === 0) return sql`true`;
  if (terms.length === 1) return sql`(${terms[0]})`;
  return sql`(${sql.join(terms, sql` and `)})`;
}

function or(terms: Sql[]): Sql {
  if (terms.length === 0) return sql`false`;
  if (terms.length === 1) return sql`(${terms[0]})`;
  return sql`(${sql.join(terms, sql` or `)})`;
}

function column(node: Node, name: string): Sql {
  return sql.ref(`${node.alias}.${name}`);
}

/** Who reads: the role and the profile level its fields' visibility is decided by. */
type Viewer = Pick<QueryOptions, 'viewer' | 'viewerLevel'>;

/** A field of the schema that exists for the viewer (hidden fields do not exist). */
function fieldSpec(schema: ResourceSchema, name: string, viewer: Viewer): FieldSpec | undefined {
  const spec = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
  if (spec === undefined) return undefined;
  return spec.visibleTo === undefined || spec.visibleTo(viewer.viewer, viewer.viewerLevel)
    ? spec
    : undefined;
}

function associationSpec(schema: ResourceSchema, name: string): AssociationSpec | undefined {
  const associations = schema.associations;
  return associations !== undefined && Object.hasOwn(associations, name)
    ? associations[name]
    : undefined;
}

/** Every field of the schema the viewer sees. */
function allFields(schema: ResourceSchema, viewer: Viewer): string[] {
  return Object.keys(schema.fields).filter((name) => fieldSpec(schema, name, viewer) !== undefined);
}

/** The parsed parts of a list body that do not depend on the SQL. */
export interface ParsedPaging {
  limit: number;
  offset: number;
}

/** The compiled SQL of a body. */
export interface CompiledBody {
  /** The page of rows, one JSON object per row in the column `row`. */
  list: Sql;
  /** `count(*)` with the same conditions, in the column `total`. */
  count: Sql;
  /** `count(*)` of the visible rows (`total`) and of those matching (`matching`). */
  counter: Sql;
  paging: ParsedPaging;
}

/** One compilation: the alias and budget counters of a body. */
class Compilation {
  #aliases = 0;
  #conditions = 0;
  #values = 0;

  constructor(readonly options: QueryOptions) {}

  alias(): string {
    if (this.#aliases >= QUERY_LIMITS.aliases) {
      throw invalidQuery(queryMessages.tooManyIncludes(QUERY_LIMITS.aliases));
    }
    const alias = `t${this.#aliases}`;
    this.#aliases += 1;
    return alias;
  }

  condition(): void {
    this.#conditions += 1;
    if (this.#conditions > QUERY_LIMITS.conditions) {
      throw invalidQuery(queryMessages.tooManyConditions(QUERY_LIMITS.conditions));
    }
  }

  bind(value: string | number | boolean, cast?: SqlCast): Sql {
    this.#values += 1;
    if (this.#values > QUERY_LIMITS.values) {
      throw invalidQuery(queryMessages.tooManyValues(QUERY_LIMITS.values));
    }
    if (cast === 'timestamptz') return sql`cast(${value} as timestamptz)`;
    if (cast === 'date') return sql`cast(${value} as date)`;
    if (cast === 'bigint') return sql`cast(${value} as bigint)`;
    if (cast === 'numeric') return sql`cast(${value} as numeric)`;
    return sql`${value}`;
  }

  node(schema: ResourceSchema, block?: Block): Node {
    const node: Node = {
      schema,
      alias: this.alias(),
      block: block ?? ({} as Block),
      joined: new Map(),
      attributes: allFields(schema, this.options),
      included: [],
    };
    if (block === undefined) node.block = { root: node, joins: [], where: [] };
    return node;
  }

  /** The target's own tenant rule, for every association at any depth (fail closed). */
  visibility(target: Node): Sql[] {
    return [predicate(this.options.visibleFor?.(target.schema, target.alias))];
  }

  correlation(parent: Node, spec: AssociationSpec, target: Node): Sql {
    return sql`${column(target, spec.targetColumn)} = ${column(parent, spec.localColumn)}`;
  }

  /** A LEFT JOIN of a belongsTo target in the parent's block (reused when already joined). */
  join(
    parent: Node,
    name: string,
    spec: AssociationSpec,
    on: (target: Node) => Sql[] = () => [],
  ): Node {
    const existing = parent.joined.get(name);
    if (existing !== undefined) return existing;
    const target = this.node(spec.target(), parent.block);
    const conditions = [
      this.correlation(parent, spec, target),
      ...this.visibility(target),
      ...on(target),
    ];
    parent.block.joins.push(
      sql`left join ${sql.table(target.schema.table)} as ${sql.id(target.alias)} on ${and(conditions)}`,
    );
    parent.joined.set(name, target);
    return target;
  }

  /** A correlated subquery block over an association target. */
  subquery(parent: Node, spec: AssociationSpec): Node {
    const target = this.node(spec.target());
    target.block.where.push(this.correlation(parent, spec, target), ...this.visibility(target));
    return target;
  }

  exists(block: Block): Sql {
    const root = block.root;
    return sql`exists (select 1 from ${sql.table(root.schema.table)} as ${sql.id(root.alias)} ${sql.join(block.joins, sql` `)} where ${and(block.where)})`;
  }

  /** `where`: a criteria object, ANDed; `joinable` is false inside a JOIN's ON clause. */
  criteria(node: Node, criteria: unknown, depth: number, joinable: boolean): Sql {
    if (depth > QUERY_LIMITS.depth) throw invalidQuery(queryMessages.tooDeep(QUERY_LIMITS.depth));
    if (criteria === undefined || criteria === null) return sql`true`;
    if (!isPlainObject(criteria)) throw invalidQuery(queryMessages.notPlainObject('where'));
    const terms: Sql[] = [];
    for (const key of Object.keys(criteria)) {
      const value = own(criteria, key);
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value)) throw invalidQuery(queryMessages.logicalNotList(key));
        const children = value.map((child: unknown) =>
          this.criteria(node, child, depth + 1, joinable),
        );
        terms.push(key === '$and' ? and(children) : or(children));
        continue;
      }
      if (value === undefined) continue;
      terms.push(this.leaf(node, key, value, depth, joinable));
    }
    return and(terms);
  }

  /** One `field: condition` or `$association.field$: condition`. */
  leaf(node: Node, key: string, condition: unknown, depth: number, joinable: boolean): Sql {
    const association = ASSOCIATION_KEY.exec(key);
    if (association === null) {
      if (key.startsWith('$')) throw invalidQuery(queryMessages.unknownOperator(key, key));
      return this.field(node, key, key, condition);
    }
    const path = (association[1] ?? '').split('.');
    const field = association[2] ?? '';
    return this.path(node, path, field, key, condition, depth, joinable);
  }

  path(
    node: Node,
    path: string[],
    field: string,
    key: string,
    condition: unknown,
    depth: number,
    joinable: boolean,
  ): Sql {
    const [name, ...rest] = path;
    if (name === undefined) return this.field(node, field, key, condition);
    if (depth > QUERY_LIMITS.depth) throw invalidQuery(queryMessages.tooDeep(QUERY_LIMITS.depth));
    const spec = associationSpec(node.schema, name);
    if (spec === undefined) throw invalidQuery(queryMessages.unknownAssociation(name));
    if (spec.kind === 'belongsTo' && joinable) {
      return this.path(this.join(node, name, spec), rest, field, key, condition, depth + 1, true);
    }
    const target = this.subquery(node, spec);
    target.block.where.push(this.path(target, rest, field, key, condition, depth + 1, true));
    return this.exists(target.block);
  }

  resolveField(node: Node, name: string, key: string): FieldTarget {
    const spec = fieldSpec(node.schema, name, this.options);
    if (spec === undefined) throw invalidQuery(queryMessages.unknownField(key));
    return { node, name, spec };
  }

  /** The condition on one field. */
  field(node: Node, name: string, key: string, condition: unknown): Sql {
    const target = this.resolveField(node, name, key);
    if (target.spec.filterable === false) throw invalidQuery(queryMessages.notFilterable(key));
    const ref = column(node, target.spec.column);
    if (Array.isArray(condition)) return this.operator(target, ref, key, '$in', condition);
    if (isPlainObject(condition)) {
      const terms = Object.keys(condition).map((operator) => {
        if (!OPERATORS.has(operator))
          throw invalidQuery(queryMessages.unknownOperator(operator, key));
        return this.operator(target, ref, key, operator, own(condition, operator));
      });
      return and(terms);
    }
    return this.operator(target, ref, key, '$eq', condition);
  }

  value(target: FieldTarget, key: string, value: unknown): Sql {
    const checked = checkScalar(key, target.spec.type, value);
    if (!checked.ok) throw invalidQuery(checked.message);
    return this.bind(checked.value, checked.cast);
  }

  operator(target: FieldTarget, ref: Sql, key: string, operator: string, value: unknown): Sql {
    this.condition();
    const type = target.spec.type;
    if (type === 'json' && !((operator === '$eq' || operator === '$ne') && value === null)) {
      throw invalidQuery(queryMessages.jsonNotComparable(key));
    }
    switch (operator) {
      case '$eq':
        return value === null
          ? sql`${ref} is null`
          : sql`${ref} = ${this.value(target, key, value)}`;
      case '$ne':
        return value === null
          ? sql`${ref} is not null`
          : sql`${ref} <> ${this.value(target, key, value)}`;
      case '$lt':
      case '$lte':
      case '$gt':
      case '$gte': {
        if (type === 'boolean') throw invalidQuery(queryMessages.unknownOperator(operator, key));
        const bound = this.value(target, key, value);
        if (operator === '$lt') return sql`${ref} < ${bound}`;
        if (operator === '$lte') return sql`${ref} <= ${bound}`;
        if (operator === '$gt') return sql`${ref} > ${bound}`;
        return sql`${ref} >= ${bound}`;
      }
      case '$in':
      case '$notIn': {
        if (!Array.isArray(value)) throw invalidQuery(queryMessages.listExpected(operator, key));
        if (value.length > QUERY_LIMITS.items)
          throw invalidQuery(queryMessages.tooManyItems(QUERY_LIMITS.items));
        const withNull = value.includes(null);
        const items = value
          .filter((item: unknown) => item !== null)
          .map((item: unknown) => this.value(target, key, item));
        const list = sql.join(items);
        if (operator === '$in') {
          const terms = items.length > 0 ? [sql`${ref} in (${list})`] : [];
          if (withNull) terms.push(sql`${ref} is null`);
          return or(terms);
        }
        const terms = items.length > 0 ? [sql`${ref} not in (${list})`] : [];
        if (withNull) terms.push(sql`${ref} is not null`);
        return and(terms);
      }
      case '$like':
        if (type !== 'text') throw invalidQuery(queryMessages.unknownOperator(operator, key));
        // A pattern may not end with a lone escape character (the database would refuse it).
        if (typeof value === 'string' && /(?:^|[^\\])(?:\\\\)*\\$/.test(value)) {
          throw invalidQuery(queryMessages.likeTrailingEscape(key));
        }
        return sql`${ref} ilike ${this.value(target, key, value)}`;
      default:
        throw invalidQuery(queryMessages.unknownOperator(operator, key));
    }
  }

  /** `attributes`: [] or absent means every field; `{ exclude: [...] }` every field but those. */
  attributes(schema: ResourceSchema, value: unknown): string[] {
    const viewer = this.options;
    if (value === undefined || value === null) return allFields(schema, viewer);
    let names: unknown[];
    let exclude = false;
    if (Array.isArray(value)) {
      names = value;
    } else if (isPlainObject(value) && Object.keys(value).every((key) => key === 'exclude')) {
      const excluded = own(value, 'exclude');
      if (!Array.isArray(excluded)) throw invalidQuery(queryMessages.attributesInvalid);
      names = excluded;
      exclude = true;
    } else {
      throw invalidQuery(queryMessages.attributesInvalid);
    }
    for (const name of names) {
      if (typeof name !== 'string') throw invalidQuery(queryMessages.attributesInvalid);
      if (fieldSpec(schema, name, viewer) === undefined)
        throw invalidQuery(queryMessages.unknownField(name));
    }
    const listed = new Set(names as string[]);
    if (exclude) return allFields(schema, viewer).filter((name) => !listed.has(name));
    return listed.size === 0 ? allFields(schema, viewer) : [...listed];
  }

  /** `include`: a list of association names or `{ association, where, required, include, attributes }`. */
  includes(parent: Node, value: unknown, depth: number): void {
    if (value === undefined || value === null) return;
    if (!Array.isArray(value)) throw invalidQuery(queryMessages.includeInvalid);
    if (depth > QUERY_LIMITS.depth) throw invalidQuery(queryMessages.tooDeep(QUERY_LIMITS.depth));
    const seen = new Set<string>();
    for (const item of value) {
      const include = typeof item === 'string' ? { association: item } : item;
      if (!isPlainObject(include)) throw invalidQuery(queryMessages.includeInvalid);
      for (const key of Object.keys(include)) {
        if (!INCLUDE_KEYS.has(key)) throw invalidQuery(queryMessages.unknownKey(key));
      }
      const name = own(include, 'association');
      if (typeof name !== 'string') throw invalidQuery(queryMessages.includeInvalid);
      const spec = associationSpec(parent.schema, name);
      if (spec === undefined) throw invalidQuery(queryMessages.unknownAssociation(name));
      if (seen.has(name)) throw invalidQuery(queryMessages.includeInvalid);
      seen.add(name);
      const where = own(include, 'where');
      const requiredValue = own(include, 'required');
      if (requiredValue !== undefined && typeof requiredValue !== 'boolean') {
        throw invalidQuery(queryMessages.includeInvalid);
      }
      const required = requiredValue ?? (where !== undefined && where !== null);
      const target =
        spec.kind === 'belongsTo'
          ? this.includeBelongsTo(parent, name, spec, where, depth)
          : this.includeHasMany(parent, spec, where, depth);
      target.attributes = this.attributes(target.schema, own(include, 'attributes'));
      this.includes(target, own(include, 'include'), depth + 1);
      parent.included.push({ name, node: target, kind: spec.kind });
      if (!required) continue;
      if (spec.kind === 'belongsTo') {
        parent.block.where.push(sql`${column(target, target.schema.primaryKey)} is not null`);
      } else {
        parent.block.where.push(this.exists(target.block));
      }
    }
  }

  includeBelongsTo(
    parent: Node,
    name: string,
    spec: AssociationSpec,
    where: unknown,
    depth: number,
  ): Node {
    if (parent.joined.has(name)) throw invalidQuery(queryMessages.includeInvalid);
    return this.join(parent, name, spec, (target) =>
      where === undefined || where === null ? [] : [this.criteria(target, where, depth + 1, false)],
    );
  }

  includeHasMany(parent: Node, spec: AssociationSpec, where: unknown, depth: number): Node {
    const target = this.subquery(parent, spec);
    if (where !== undefined && where !== null) {
      target.block.where.push(this.criteria(target, where, depth + 1, true));
    }
    return target;
  }

  /** `full_text`: every word in at least one of the schema's fullTextFields (ILIKE, escaped). */
  fullText(node: Node, value: unknown): Sql | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || value.length > QUERY_LIMITS.fullText) {
      throw invalidQuery(queryMessages.fullTextInvalid);
    }
    const words = value
      .trim()
      .split(/\s+/)
      .filter((word) => word.length > 0);
    if (words.length === 0) return undefined;
    // A field the viewer may not see is not searched: its text would answer letter by letter.
    const targets = (node.schema.fullTextFields ?? []).flatMap((name) => {
      const target = this.searchedField(node, name);
      return target === undefined ? [] : [target];
    });
    if (targets.length === 0) throw invalidQuery(queryMessages.fullTextUnavailable);
    const columns = targets.map(({ node: owner, spec }) => {
      const ref = column(owner, spec.column);
      return spec.type === 'text' ? ref : sql`cast(${ref} as text)`;
    });
    return and(
      words.map((word) => {
        const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        return or(columns.map((ref) => sql`${ref} ilike ${this.bind(pattern)}`));
      }),
    );
  }

  /**
   * One of the schema's fullTextFields: a field of its own, or `association.field` through
   * belongsTo associations (LEFT JOINed with the target's own tenant rule, as a
   * `$association.field$` condition is). `undefined` when the viewer may not see the field: it is
   * then neither searched nor joined.
   */
  searchedField(node: Node, name: string): FieldTarget | undefined {
    const path = name.split('.');
    const field = path.pop() ?? '';
    let schema = node.schema;
    const specs: [string, AssociationSpec][] = [];
    for (const association of path) {
      const spec = associationSpec(schema, association);
      if (spec?.kind !== 'belongsTo') {
        throw new Error(`fullTextFields names no belongsTo association: ${name}`);
      }
      specs.push([association, spec]);
      schema = spec.target();
    }
    if (!Object.hasOwn(schema.fields, field)) {
      throw new Error(`fullTextFields names an unknown field: ${name}`);
    }
    const spec = fieldSpec(schema, field, this.options);
    if (spec === undefined) return undefined;
    let owner = node;
    for (const [association, through] of specs) {
      owner = this.join(owner, association, through);
    }
    return { node: owner, name: field, spec };
  }

  /** `order`: `[["field" | "$association.field$", "ASC" | "DESC"], …]`; the primary key ends it. */
  order(node: Node, value: unknown): OrderTerm[] {
    const items: unknown[] =
      value === undefined || value === null || (Array.isArray(value) && value.length === 0)
        ? (node.schema.defaultOrder ?? [])
        : Array.isArray(value)
          ? value
          : [];
    if (value !== undefined && value !== null && !Array.isArray(value)) {
      throw invalidQuery(queryMessages.orderInvalid);
    }
    const terms: OrderTerm[] = [];
    for (const item of items) {
      const parts: unknown[] =
        typeof item === 'string' ? [item] : Array.isArray(item) ? [...item] : [];
      if (parts.length === 0 || !parts.every((part) => typeof part === 'string')) {
        throw invalidQuery(queryMessages.orderInvalid);
      }
      const words = parts as string[];
      let direction: 'asc' | 'desc' = 'asc';
      const last = words.at(-1)?.toUpperCase();
      if (words.length > 1 && (last === 'ASC' || last === 'DESC')) {
        direction = last === 'DESC' ? 'desc' : 'asc';
        words.pop();
      }
      let path: string[];
      let field: string;
      if (words.length === 1) {
        const key = words[0] ?? '';
        const association = ASSOCIATION_KEY.exec(key);
        path = association === null ? [] : (association[1] ?? '').split('.');
        field = association === null ? key : (association[2] ?? '');
        if (association === null && key.startsWith('$'))
          throw invalidQuery(queryMessages.orderInvalid);
      } else {
        path = words.slice(0, -1);
        field = words.at(-1) ?? '';
      }
      let target = node;
      for (const name of path) {
        const spec = associationSpec(target.schema, name);
        if (spec === undefined) throw invalidQuery(queryMessages.unknownAssociation(name));
        if (spec.kind !== 'belongsTo') throw invalidQuery(queryMessages.orderOnList(name));
        target = this.join(target, name, spec);
      }
      const spec = fieldSpec(target.schema, field, this.options);
      if (spec === undefined) throw invalidQuery(queryMessages.unknownField(field));
      if (spec.sortable === false || spec.type === 'json')
        throw invalidQuery(queryMessages.notSortable(field));
      const ref = column(target, spec.column);
      terms.push(direction === 'desc' ? sql`${ref} desc` : sql`${ref} asc`);
    }
    terms.push(sql`${column(node, node.schema.primaryKey)} asc`);
    return terms;
  }

  /** The JSON object of a node's row: its attributes and its included associations. */
  object(node: Node): Sql {
    const columns: Sql[] = node.attributes.map((name) => {
      const spec = node.schema.fields[name] as FieldSpec;
      return sql`${column(node, spec.column)} as ${sql.id(name)}`;
    });
    for (const included of node.included) {
      if (
        Object.hasOwn(node.schema.fields, included.name) &&
        node.attributes.includes(included.name)
      )
        continue;
      const value =
        included.kind === 'belongsTo'
          ? sql`case when ${column(included.node, included.node.schema.primaryKey)} is null then null else ${this.object(included.node)} end`
          : this.aggregate(included.node);
      columns.push(sql`${value} as ${sql.id(included.name)}`);
    }
    if (columns.length === 0) return sql`json_build_object()`;
    return sql`(select row_to_json(x) from (select ${sql.join(columns)}) as x)`;
  }

  /** The JSON array of a hasMany include, ordered by the target's primary key. */
  aggregate(node: Node): Sql {
    const block = node.block;
    return sql`(select coalesce(json_agg(x.o order by x.k), json_build_array()) from (select ${this.object(node)} as o, ${column(node, node.schema.primaryKey)} as k from ${sql.table(node.schema.table)} as ${sql.id(node.alias)} ${sql.join(block.joins, sql` `)} where ${and(block.where)}) as x)`;
  }
}

function integer(value: unknown, fallback: number, max: number, message: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw invalidQuery(message);
  }
  return value;
}

/**
 * Compiles a list body (`{ where | criteria, include, order, attributes, limit, offset, full_text }`)
 * into the page query, the count query and the counter query. Throws 400 INVALID_QUERY for any
 * body outside the vocabulary or the allow-list.
 */
export function compileBody(
  schema: ResourceSchema,
  body: unknown,
  options: QueryOptions,
): CompiledBody {
  const raw = body === undefined || body === null ? {} : body;
  if (!isPlainObject(raw)) throw invalidQuery(queryMessages.bodyNotObject);
  checkStructure(raw);
  for (const key of Object.keys(raw)) {
    if (!BODY_KEYS.has(key)) throw invalidQuery(queryMessages.unknownKey(key));
  }

  const maxLimit = options.maxLimit ?? QUERY_LIMITS.limit;
  const defaultLimit = options.defaultLimit ?? DEFAULT_LIMIT;
  const requestedLimit = integer(
    own(raw, 'limit'),
    defaultLimit,
    maxLimit,
    queryMessages.limitInvalid(maxLimit),
  );
  const paging: ParsedPaging = {
    // `limit: 0` asks for the default page (proxy endpoints answer count-only calls themselves).
    limit: requestedLimit === 0 ? defaultLimit : requestedLimit,
    offset: integer(own(raw, 'offset'), 0, QUERY_LIMITS.offset, queryMessages.offsetInvalid),
  };

  // Placeholders are filled by domain, over the where and every include's where.
  const include = own(raw, 'include');
  const where = own(raw, 'where');
  const criteria = own(raw, 'criteria');
  const resolved = resolveCriteriaQuery(
    {
      where: asDomainRecord<Criteria>({ $and: [where ?? {}, criteria ?? {}] }),
      include: (include ?? []) as CriteriaInclude[],
    },
    options.context,
  );

  const compilation = new Compilation(options);
  const root = compilation.node(schema);
  root.attributes = compilation.attributes(schema, own(raw, 'attributes'));
  compilation.includes(
    root,
    include === undefined || include === null ? undefined : resolved.include,
    1,
  );
  const matching: Sql[] = [...root.block.where];
  root.block.where.length = 0;
  const resolvedWhere = resolved.where.$and ?? [];
  for (const part of resolvedWhere) matching.push(compilation.criteria(root, part, 0, true));
  const fullText = compilation.fullText(root, own(raw, 'full_text'));
  if (fullText !== undefined) matching.push(fullText);
  const order = compilation.order(root, own(raw, 'order'));
  // Joins made by the criteria or the order may add their own required terms: none do today,
  // but keep whatever the block collected after the includes.
  matching.push(...root.block.where);

  const visible = predicate(options.visible(root.alias));
  const from = sql`from ${sql.table(schema.table)} as ${sql.id(root.alias)} ${sql.join(root.block.joins, sql` `)}`;
  const filtered = and([visible, and(matching)]);
  // The page's keys are chosen first, and only its rows are turned into JSON: the planner would
  // otherwise build the JSON of every matching row before sorting them. The outer query repeats
  // the same joins, so the same order terms apply to it (they end with the primary key).
  const key = sql.ref(`${root.alias}.${schema.primaryKey}`);
  const orderBy = sql.join(order);
  const page = sql`select ${key} as ${sql.id('k')} ${from} where ${filtered} order by ${orderBy} limit ${paging.limit} offset ${paging.offset}`;
  const list = sql`select ${compilation.object(root)} as ${sql.id('row')} from (${page}) as ${sql.id('page')} join ${sql.table(schema.table)} as ${sql.id(root.alias)} on ${key} = ${sql.ref('page.k')} ${sql.join(root.block.joins, sql` `)} order by ${orderBy}`;
  const count = sql`select count(*) as ${sql.id('total')} ${from} where ${filtered}`;
  const counter = sql`select count(*) as ${sql.id('total')}, count(*) filter (where ${and(matching)}) as ${sql.id('matching')} ${from} where ${visible}`;
  return { list, count, counter, paging };
}
