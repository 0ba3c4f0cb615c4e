/**
 * The resource layer: every `/api/v2` resource is a {@link ResourceDefinition} mounted with
 * {@link mountResource}. A resource declares its allow-list (built from its table's one
 * description), its tenant rule, who may write it, and hooks; the layer provides the routes,
 * the one authorisation check (../authz/requirements.ts), the one error contract
 * (../http/errors.ts) and the reads and writes.
 *
 * ## Routes (paths relative to `/api/v2`; each resource lists the ones it has, per path)
 * - `search`: `POST|GET {path}/search` → `{ data: rows }` or `{ rows: { results, counter } }`;
 * - `count`: `POST {path}/search/count` with `{ attributes, criteria, where, include, order,
 *   full_text }` → `{ counter: [total, matching] }` (criteria and where both apply);
 * - `proxyList`: `POST {path}` with `{ query_sequelize, count?, rows? }` → `{ rows }` (000 §7
 *   proxy endpoints); on a path that also creates, a body without `query_sequelize` or `count`
 *   is a create;
 * - `getOne`: `GET {path}/{id}` (`include` may come as JSON in the query string);
 * - `create`: `POST {path}` → 201; `update`: `PATCH|PUT {path}/{id}`; `remove`:
 *   `DELETE {path}/{id}` → the record as it was. Every write answers the record in the
 *   resource's shape.
 *
 * ## What every route guarantees
 * 1. **Authorisation first**, before anything is read: `callers` (403 FORBIDDEN), then for reads
 *    the modules (403 MODULE_DISABLED `{ modules }`, the back office reads without them), for
 *    writes the role's grant, the modules and domain's permission engine (403). SYS never writes.
 * 2. **One answer for what the caller may not see**: an id that cannot exist, a missing record
 *    and a record outside the tenant rule answer the same 404 NOT_FOUND with the resource's
 *    message, for reads and writes alike; then the record's own rules (`beforeChange`: ownership
 *    403, state 409); then the body (400).
 * 3. **Role visibility** is the query engine's (../query): hidden fields do not exist for the
 *    role, every association shows only what its table's rule allows; written links
 *    (`_order`, `_building`…) must name a record of the target's rule, else the same field error
 *    whether the target is missing or hidden.
 * 4. **Writes** accept only the declared wire fields, type-checked (400 VALIDATION_FAILED
 *    `[{ field, message }]`), then `validate`; constraint errors become 409 / 400; the write and
 *    its read-back run in one transaction; `afterWrite` runs after the commit and only logs a
 *    failure, so a client never retries a write that succeeded.
 */
import { modulesOfApplication } from '@portineria/domain';
import type { FunctionalityId, ModuleKey } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  refuseBackOfficeWrite,
  requireReadAccess,
  requireWriteAccess,
} from '../authz/requirements.ts';
import type { Requirement, RoleType } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { TableDescription } from '../db/tables/columns.ts';
import { checkedColumns } from '../db/tables/rows.ts';
import type { TableName } from '../db/tables/index.ts';
import { assertValid, forbidden, invalidQuery, notFound } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import {
  checkWritable,
  countRows,
  isPlainObject,
  listRows,
  queryMessages,
} from '../query/index.ts';
import type { QueryOptions, ResourceSchema } from '../query/index.ts';
import { fieldInvalid, linkUnavailable } from './fieldMessages.ts';
import { allOf, condition, equals } from './predicates.ts';
import type { Visible } from './predicates.ts';
import { queryOptions, registerTableRule, tableRule } from './registry.ts';
import { parseId, queryStringJson, queryStringListBody, readJsonObject } from './requests.ts';
import { columnOfWireName, databaseError, writeValues } from './writes.ts';

/** A record in wire shape. */
export type Row = Record<string, unknown>;

/** The routes a path of a resource may have (see the top of this file). */
export type Route = 'search' | 'count' | 'proxyList' | 'getOne' | 'create' | 'update' | 'remove';

/** A write: the standard ones and a resource's own actions (reject, readConfirmation…). */
export type WriteAction = 'create' | 'update' | 'remove' | (string & {});

/** What a role may write on a resource. */
export interface Writer {
  /** The application whose permission its writes need; `null`: none (the SPL calendar). */
  application: string | null;
  /** The writes it may make (default the standard ones: create, update, remove). */
  actions?: readonly WriteAction[];
  /** Another application for some actions (activities are created under ORG_OPR_ACTIVITIES). */
  applicationFor?: Readonly<Partial<Record<WriteAction, string | null>>>;
}

/** A list body after the resource's criteria rewriting, and the rule narrowed by it. */
export interface ListRewrite {
  body: Record<string, unknown>;
  /** ANDed with the tenant rule (a filter the engine cannot express, e.g. a jsonb containment). */
  narrow?: Visible;
}

/**
 * Adds a projection to rows the caller may read (see {@link ResourceDefinition.computedIncludes}).
 * `db` is the connection the read runs on: inside a write, its transaction. A projection reads
 * through it, never through `request.deps.db`: on PGlite's single connection a read outside the
 * open transaction waits for it forever (a ticket's create hung on its attachments include).
 */
export type ComputedInclude = (
  rows: Row[],
  request: ResourceRequest,
  db: Kysely<Database>,
) => Promise<Row[]>;

/** A write that happened, for `afterWrite`. */
export interface ResourceWrite {
  action: 'create' | 'update' | 'remove';
  id: number;
  /** The record in wire shape (for remove: as it was). */
  row: Row;
  /** The record before an update. */
  before?: Row;
}

/** What a resource declares; see the top of this file. */
export interface ResourceDefinition {
  /** Names the resource in logs. */
  name: string;
  /** The allow-list, built from the table's description. */
  schema: ResourceSchema;
  /** The answer shape: `{ data }` or `{ rows: { results, counter } }`. */
  shape: 'data' | 'rows';
  /** Paths (relative to /api/v2) and the routes mounted on each. */
  routes: Readonly<Record<string, readonly Route[]>>;
  /** The message of the 404 (missing, hidden and impossible ids alike). */
  notFound: string;
  /** The tenant rule: the records a scope may read (search, count, includes, links, writes). */
  visible(scope: RequestScope): Visible;
  /** A wider rule for `getOne` only (a property manager reads the buildings it manages). */
  visibleOne?(scope: RequestScope): Visible;
  /** Who may call the resource at all: undefined lets the scope through, a message is a 403. */
  callers?(scope: RequestScope): string | undefined;
  /** Modules every call needs (default: those of the role's write application). */
  modules?: readonly ModuleKey[] | ((scope: RequestScope) => readonly ModuleKey[]);
  /** Per role type, what it may write; a role absent may not write. */
  writers?: Readonly<Partial<Record<RoleType, string | Writer>>>;
  /** Rewrites a list or count body (codes to names, conditions the engine cannot express). */
  rewrite?(body: Record<string, unknown>, request: ResourceRequest): ListRewrite;
  /** Presents the rows of any answer (derived fields, expansions); default as they are. */
  present?(rows: Row[], request: ResourceRequest): Row[] | Promise<Row[]>;
  /** Associations a record is read with (getOne, write answers). */
  detailInclude?: readonly unknown[];
  /**
   * Projections a client asks for by name in a read's top-level `include` (`include:
   * ['relations']`) that the resource computes itself, after the engine, for the rows already
   * within the tenant rule (an order's relation names, 002 §2.2). They are not associations: the
   * engine never sees their names, so no `where`, `order`, `attributes` or count can reach them,
   * and nested in another include they are unknown (400).
   */
  computedIncludes?: Readonly<Record<string, ComputedInclude>>;
  /** The wire fields a create or an update accepts, per scope. */
  writable?: {
    create?: readonly string[] | ((scope: RequestScope) => readonly string[]);
    update?: readonly string[] | ((scope: RequestScope, current: Row) => readonly string[]);
  };
  /** Associations the current record is read with before a change (its order's state…). */
  changeInclude?: readonly unknown[];
  /** Rewrites a write body before its fields are checked (codes to names, lists to text). */
  normalize?(
    body: Record<string, unknown>,
    request: ResourceRequest,
    current?: Row,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Business validation of a write (Italian messages); `current` on update. */
  validate?(
    input: Record<string, unknown>,
    request: ResourceRequest,
    current?: Row,
  ): FieldError[] | Promise<FieldError[]>;
  /** Server-set fields of a new record (wire names, or columns the wire does not show). */
  onCreate?(
    input: Record<string, unknown>,
    request: ResourceRequest,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Server-set fields of an update. */
  onUpdate?(
    input: Record<string, unknown>,
    request: ResourceRequest,
    current: Row,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Work inside the create's transaction, after the insert (a code derived from the id…). */
  onInserted?(id: number, db: Kysely<Database>, request: ResourceRequest): Promise<void>;
  /**
   * The same work for many rows inserted at once ({@link insertCheckedRows}: an import's chunk),
   * in a few statements rather than a few per row; without it `onInserted` runs for each row.
   */
  onInsertedRows?(
    ids: readonly number[],
    db: Kysely<Database>,
    request: ResourceRequest,
  ): Promise<void>;
  /** Work inside the update's transaction, after the update. */
  onUpdated?(current: Row, db: Kysely<Database>, request: ResourceRequest): Promise<void>;
  /** The record's own rules before a change (ownership 403, state 409). */
  beforeChange?(current: Row, request: ResourceRequest, action: WriteAction): void | Promise<void>;
  /** After a committed write (notifications, realtime): a failure is only logged. */
  afterWrite?(write: ResourceWrite, request: ResourceRequest): void | Promise<void>;
  /** Routes whose work is the resource's own; the layer still authorises and finds the record. */
  handlers?: {
    search?(request: ResourceRequest): Promise<Response>;
    create?(request: ResourceRequest): Promise<Response>;
    update?(request: ResourceRequest, current: Row): Promise<Response>;
    remove?(request: ResourceRequest, current: Row): Promise<Response>;
  };
  /** Extra routes of the resource (mounted before the standard ones). */
  extend?(routes: ExtraRoutes): void;
}

/** How extra routes are mounted: the layer authorises them as reads or as a write action. */
export interface ExtraRoutes {
  /** A route authorised as a read (callers and modules checked). */
  read(
    method: 'GET' | 'POST',
    path: string,
    handler: (request: ResourceRequest) => Promise<Response>,
  ): void;
  /** A write route (callers, the role's grant for `action`, modules and permission checked). */
  write(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    action: WriteAction,
    functionality: FunctionalityId | undefined,
    handler: (request: ResourceRequest) => Promise<Response>,
  ): void;
}

/** The rules of a list or count: another rule instead of the resource's, and a narrowing. */
export interface ListRules {
  visible?: Visible;
  narrow?: Visible;
}

/** Options of {@link ResourceRequest.find}. */
export interface FindOptions {
  include?: readonly unknown[];
  /** The rule (default the resource's). */
  visible?: Visible;
  /** The transaction of a write. */
  db?: Kysely<Database>;
}

/** One request to a resource, as the layer gives it to hooks and handlers. */
export interface ResourceRequest {
  readonly c: Context<AppEnv>;
  readonly scope: RequestScope;
  readonly deps: GatewayDeps;
  readonly resource: ResourceDefinition;
  /** The list body the client sent, for `present` (undefined outside lists). */
  readonly sent: Record<string, unknown> | undefined;
  /** The id of the path (404 when it cannot exist). */
  id(): number;
  /** The JSON body as a plain object, structurally checked (read once). */
  body(): Promise<Record<string, unknown>>;
  /** The query options over a rule (default the resource's). */
  options(visible?: Visible): QueryOptions;
  /** The read rule of a table for this scope (undefined: no record of it is readable). */
  rule(table: string): Visible | undefined;
  /** A page of records within the resource's rule (or `visible`), narrowed, presented. */
  list(body: unknown, rules?: ListRules): Promise<{ rows: Row[]; total: number }>;
  /** The counter of a count body within the resource's rule (or `visible`), after `rewrite`. */
  count(body: Record<string, unknown>, rules?: ListRules): Promise<[number, number]>;
  /** The standard create with this body: checks, insert, read-back, `afterWrite`; answers 201. */
  create(body: Record<string, unknown>): Promise<Response>;
  /** The standard update of the current record with this body. */
  update(current: Row, body: Record<string, unknown>): Promise<Response>;
  /** One record the caller may read, presented; else 404 NOT_FOUND. */
  find(id: number, options?: FindOptions): Promise<Row>;
  /** The answer with one record in the resource's shape. */
  one(row: Row, status?: 200 | 201): Response;
  /** The answer with a page of records in the resource's shape. */
  many(rows: Row[], total: number, status?: 200 | 201): Response;
  /** 403 unless the scope may make this write (see ../authz/requirements.ts). */
  authorizeWrite(action: WriteAction, functionality?: FunctionalityId): void;
  /** Field errors for written links that name no record the caller may read. */
  linkErrors(input: Record<string, unknown>): Promise<FieldError[]>;
}

/** The writes a role given only an application may make: a resource's own actions are named. */
const STANDARD_WRITES: readonly WriteAction[] = ['create', 'update', 'remove'];

function writerOf(def: ResourceDefinition, scope: RequestScope): Writer | undefined {
  const writer = def.writers?.[scope.roleType];
  if (writer === undefined) return undefined;
  return typeof writer === 'string' ? { application: writer } : writer;
}

/** The modules of every call of the resource for a scope. */
function modulesFor(def: ResourceDefinition, scope: RequestScope): readonly ModuleKey[] {
  if (typeof def.modules === 'function') return def.modules(scope);
  if (def.modules !== undefined) return def.modules;
  const application = writerOf(def, scope)?.application;
  return application ? modulesOfApplication(application) : [];
}

/** The requirement of a write action for a scope; undefined when the role may not make it. */
export function writeRequirement(
  def: ResourceDefinition,
  scope: RequestScope,
  action: WriteAction,
  functionality?: FunctionalityId,
): Requirement | undefined {
  const writer = writerOf(def, scope);
  if (writer === undefined) return undefined;
  if (!(writer.actions ?? STANDARD_WRITES).includes(action)) return undefined;
  const application = Object.hasOwn(writer.applicationFor ?? {}, action)
    ? (writer.applicationFor?.[action] ?? null)
    : writer.application;
  const modules = typeof def.modules === 'function' ? def.modules(scope) : (def.modules ?? []);
  return { application, ...(functionality ? { functionality } : {}), modules };
}

function checkCallers(def: ResourceDefinition, scope: RequestScope): void {
  const refusal = def.callers?.(scope);
  if (refusal !== undefined) throw forbidden(refusal);
}

function byId(def: ResourceDefinition, id: number): Visible {
  return (alias) => equals(alias, def.schema.primaryKey, id);
}

/** The description of the resource's table: its writes are checked against it. */
function tableOf(def: ResourceDefinition): TableDescription {
  const description = def.schema.description;
  if (description === undefined) throw new Error(`${def.name}: its table is not described`);
  return description;
}

const COUNT_KEYS = ['attributes', 'criteria', 'where', 'include', 'order', 'full_text'];

/** A count body as a list body (criteria and where both apply). */
function countAsList(body: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(body)) {
    if (!COUNT_KEYS.includes(key)) throw invalidQuery(queryMessages.unknownKey(key));
  }
  return body;
}

/** The name a top-level include entry asks for (`'name'` or `{ association: 'name' }`). */
function includeName(item: unknown): unknown {
  return isPlainObject(item) ? item.association : item;
}

/**
 * A read's includes split into those the engine answers and the resource's computed ones. A
 * computed one is asked by its bare name: `{ association, where… }` around it is refused (400),
 * since it cannot be filtered, shaped or nested.
 */
function splitIncludes(
  def: ResourceDefinition,
  include: unknown,
): { engine: unknown; computed: ComputedInclude[] } {
  const computedIncludes = def.computedIncludes ?? {};
  if (!Array.isArray(include)) return { engine: include, computed: [] };
  const engine: unknown[] = [];
  const computed = new Set<ComputedInclude>();
  for (const item of include) {
    const name = includeName(item);
    if (typeof name !== 'string' || !Object.hasOwn(computedIncludes, name)) {
      engine.push(item);
      continue;
    }
    if (typeof item !== 'string') throw invalidQuery(fieldInvalid('include'));
    const projection = computedIncludes[name];
    if (projection) computed.add(projection);
  }
  return { engine, computed: [...computed] };
}

/** A list body without its computed includes, and those to apply to its rows. */
function engineBody(
  def: ResourceDefinition,
  body: unknown,
): { body: unknown; computed: ComputedInclude[] } {
  if (!isPlainObject(body) || !Array.isArray(body.include)) return { body, computed: [] };
  const { engine, computed } = splitIncludes(def, body.include);
  return { body: { ...body, include: engine }, computed };
}

async function applyComputed(
  rows: Row[],
  computed: readonly ComputedInclude[],
  request: ResourceRequest,
  db: Kysely<Database>,
): Promise<Row[]> {
  let result = rows;
  for (const projection of computed) result = await projection(result, request, db);
  return result;
}

function createRequest(
  api: object,
  def: ResourceDefinition,
  c: Context<AppEnv>,
  sent?: Record<string, unknown>,
): ResourceRequest {
  const scope = c.var.scope;
  const deps = c.var.deps;
  const tenant = def.visible(scope);
  let body: Promise<Record<string, unknown>> | undefined;
  const request: ResourceRequest = {
    c,
    scope,
    deps,
    resource: def,
    sent,
    id: () => parseId(c.req.param('id'), def.notFound),
    body: () => (body ??= readJsonObject(c)),
    options: (visible = tenant) => queryOptions(api, scope, deps, visible),
    rule: (table) => tableRule(api, table, scope),
    async list(listBody, rules = {}) {
      const base = rules.visible ?? tenant;
      const narrow = rules.narrow;
      const visible: Visible = narrow ? (alias) => allOf(base(alias), narrow(alias)) : base;
      const { body: engine, computed } = engineBody(def, listBody);
      const result = await listRows(deps.db, def.schema, engine, request.options(visible));
      const rows = await applyComputed(await present(result.rows), computed, request, deps.db);
      return { rows, total: result.total };
    },
    async count(countBody, rules = {}) {
      const listed = countAsList(countBody);
      const rewritten = def.rewrite?.(listed, request) ?? { body: listed };
      const base = rules.visible ?? tenant;
      const narrows = [rules.narrow, rewritten.narrow].filter(
        (rule): rule is Visible => rule !== undefined,
      );
      const visible: Visible = (alias) => allOf(base(alias), ...narrows.map((rule) => rule(alias)));
      // A count answers no rows: a computed include changes nothing in it.
      const { where, ...extra } = engineBody(def, rewritten.body).body as Record<string, unknown>;
      const counter = await countRows(deps.db, def.schema, where, request.options(visible), extra);
      return [counter.total, counter.matching];
    },
    create: (createBody) => standardCreate(def, request, createBody),
    update: (current, updateBody) => standardUpdate(def, request, current, updateBody),
    async find(id, options = {}) {
      const rule = options.visible ?? tenant;
      const findBody: Record<string, unknown> = { limit: 1 };
      const { engine, computed } = splitIncludes(def, options.include ?? []);
      if (Array.isArray(engine) && engine.length > 0) findBody.include = engine;
      const db = options.db ?? deps.db;
      const { rows } = await listRows(
        db,
        def.schema,
        findBody,
        request.options((alias) => allOf(rule(alias), byId(def, id)(alias))),
      );
      const [row] = rows;
      if (row === undefined) throw notFound(def.notFound);
      const [presented] = await applyComputed(await present([row]), computed, request, db);
      return presented ?? row;
    },
    one: (row, status = 200) =>
      c.json(
        def.shape === 'data' ? { data: row } : { rows: { results: [row], counter: 1 } },
        status,
      ),
    many: (rows, total, status = 200) =>
      c.json(
        def.shape === 'data' ? { data: rows } : { rows: { results: rows, counter: total } },
        status,
      ),
    authorizeWrite(action, functionality) {
      refuseBackOfficeWrite(scope);
      checkCallers(def, scope);
      requireWriteAccess(scope, writeRequirement(def, scope, action, functionality));
    },
    linkErrors: (input) => linkErrors(api, def, scope, deps, input),
  };
  const present = async (rows: Row[]): Promise<Row[]> =>
    def.present ? await def.present(rows, request) : rows;
  return request;
}

/**
 * Field errors for the written links of an input: each field whose column is the local column of
 * a belongsTo association must name a record of the target table's read rule for the scope. A
 * missing record and a hidden one get the same error.
 */
async function linkErrors(
  api: object,
  def: ResourceDefinition,
  scope: RequestScope,
  deps: GatewayDeps,
  input: Record<string, unknown>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
    const spec = Object.hasOwn(def.schema.fields, field) ? def.schema.fields[field] : undefined;
    if (spec === undefined) continue;
    const association = Object.values(def.schema.associations ?? {}).find(
      (candidate) => candidate.kind === 'belongsTo' && candidate.localColumn === spec.column,
    );
    if (association === undefined) continue;
    const target = association.target();
    const rule = tableRule(api, target.table, scope);
    const visible = rule === undefined ? false : rule('t0');
    const { rows } = await sql<{ found: number }>`select 1 as found
      from ${sql.table(target.table)} as ${sql.id('t0')}
      where ${sql.ref(`t0.${association.targetColumn}`)} = ${value} and ${condition(visible)}
      limit 1`.execute(deps.db);
    if (rows.length === 0) errors.push({ field, message: linkUnavailable(field) });
  }
  return errors;
}

/** The columns and values of the server-set fields of a write. */
function serverColumns(
  def: ResourceDefinition,
  server: Record<string, unknown>,
): Map<string, unknown> {
  const columns = new Map<string, unknown>();
  for (const [key, value] of Object.entries(server)) {
    if (value === undefined) continue;
    const column = columnOfWireName(def.schema, key);
    if (column === undefined) throw new Error(`Server-set field unknown to ${def.name}: ${key}`);
    const spec = Object.hasOwn(def.schema.fields, key) ? def.schema.fields[key] : undefined;
    if (spec === undefined || value === null) {
      columns.set(column, value);
      continue;
    }
    const checked = checkWritable(key, spec, value instanceof Date ? value.toISOString() : value);
    if (!checked.ok) throw new Error(`Server-set field ${key} of ${def.name}: ${checked.message}`);
    columns.set(column, checked.value);
  }
  return columns;
}

function writableFields(
  def: ResourceDefinition,
  scope: RequestScope,
  current: Row | undefined,
): readonly string[] {
  if (current === undefined) {
    const create = def.writable?.create;
    return typeof create === 'function' ? create(scope) : (create ?? []);
  }
  const update = def.writable?.update;
  return typeof update === 'function' ? update(scope, current) : (update ?? []);
}

/** The checked values of a standard write, with every field error at once. */
async function checkedWrite(
  def: ResourceDefinition,
  request: ResourceRequest,
  current: Row | undefined,
  sent: Record<string, unknown>,
): Promise<{ input: Record<string, unknown>; columns: Map<string, unknown> }> {
  const body = def.normalize ? await def.normalize(sent, request, current) : sent;
  const values = writeValues(def.schema, body, writableFields(def, request.scope, current));
  assertValid(values.errors);
  const errors = (await def.validate?.(values.input, request, current)) ?? [];
  // One error per field: a link the rules already refused is not refused twice.
  for (const error of await request.linkErrors(values.input)) {
    if (!errors.some((found) => found.field === error.field)) errors.push(error);
  }
  assertValid(errors);
  const server =
    current === undefined
      ? await def.onCreate?.(values.input, request)
      : await def.onUpdate?.(values.input, request, current);
  for (const [column, value] of serverColumns(def, server ?? {})) values.columns.set(column, value);
  return { input: values.input, columns: values.columns };
}

async function notifyWritten(
  def: ResourceDefinition,
  write: ResourceWrite,
  request: ResourceRequest,
): Promise<void> {
  try {
    await def.afterWrite?.(write, request);
  } catch (error) {
    request.deps.log.error('afterWrite failed', {
      resource: def.name,
      action: write.action,
      id: write.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** Runs a write, turning the database's constraint errors into contract errors. */
export async function runWrite<Result>(
  schema: ResourceSchema,
  write: () => Promise<Result>,
  removing = false,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    throw databaseError(schema, error, removing);
  }
}

/**
 * The checks of a standard create without its write — allow-list, `normalize`, `validate`,
 * links, `onCreate` — for a create written elsewhere: an import batch checks every row first,
 * outside any transaction (on PGlite's one connection a check inside would wait forever), then
 * writes them in transactions of its own. Throws the create's 400 as the route would.
 */
export async function checkedCreateColumns(
  request: ResourceRequest,
  body: Record<string, unknown>,
): Promise<Map<string, unknown>> {
  return (await checkedWrite(request.resource, request, undefined, body)).columns;
}

/**
 * The insert of a standard create, inside the caller's transaction, with the resource's
 * `onInserted`: columns from {@link checkedCreateColumns}, plus any the caller sets itself (an
 * import batch's id). Returns the new id.
 */
export async function insertCheckedColumns(
  request: ResourceRequest,
  trx: Kysely<Database>,
  columns: ReadonlyMap<string, unknown>,
): Promise<number> {
  const def = request.resource;
  const row = Object.entries(checkedColumns(tableOf(def), columns));
  const inserted = await sql<{ id: number }>`insert into ${sql.table(tableOf(def).name)} ${
    row.length === 0
      ? sql`default values`
      : sql`(${sql.join(row.map(([name]) => sql.id(name)))}) values (${sql.join(
          row.map(([, value]) => sql`${value}`),
        )})`
  } returning ${sql.ref(def.schema.primaryKey)} as ${sql.id('id')}`.execute(trx);
  const newId = Number(inserted.rows[0]?.id);
  await def.onInserted?.(newId, trx, request);
  return newId;
}

/**
 * The inserts of many standard creates at once, inside the caller's transaction: columns from
 * {@link checkedCreateColumns} (plus any the caller sets), in one multi-row insert per set of
 * columns, then the resource's `onInsertedRows` (else `onInserted` per row). Returns the new ids
 * in the rows' order. Why: on PGlite every statement costs about a millisecond of engine
 * overhead whatever it does, and an import wrote three per row (insert, read back, history) —
 * 5,000 persons took 49 s; one insert of 100 rows costs about what one row did. The ids come
 * from the table's identity sequence first, so that each row's id is known without relying on
 * the order of RETURNING, which PostgreSQL does not promise.
 */
export async function insertCheckedRows(
  request: ResourceRequest,
  trx: Kysely<Database>,
  rows: readonly ReadonlyMap<string, unknown>[],
): Promise<number[]> {
  const def = request.resource;
  const table = tableOf(def);
  const key = def.schema.primaryKey;
  const checked = rows.map((columns) => Object.entries(checkedColumns(table, columns)));
  if (rows.length === 0) return [];
  if (checked.some((row) => row.length === 0 || row.some(([name]) => name === key))) {
    // A row of defaults only, or one naming its own id: one insert each, as a single create.
    const ids: number[] = [];
    for (const columns of rows) ids.push(await insertCheckedColumns(request, trx, columns));
    return ids;
  }
  const { rows: allocated } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${
    table.name
  }, ${key}))::integer as id from generate_series(1, ${rows.length})`.execute(trx);
  const ids = allocated.map((row) => Number(row.id));
  if (!ids.every(Number.isInteger)) {
    throw new Error(
      `${table.name}.${key} has no identity sequence to draw the ids of a batch from`,
    );
  }
  // Rows naming the same columns share a statement (an import's rows all do).
  const groups = new Map<string, number[]>();
  checked.forEach((row, index) => {
    const names = row.map(([name]) => name).join('\u0000');
    groups.set(names, [...(groups.get(names) ?? []), index]);
  });
  for (const indexes of groups.values()) {
    const names = (checked[indexes[0] as number] as [string, unknown][]).map(([name]) => name);
    await sql`insert into ${sql.table(table.name)} (${sql.join([key, ...names].map((name) => sql.id(name)))}) values ${sql.join(
      indexes.map(
        (index) =>
          sql`(${sql.join([ids[index], ...(checked[index] as [string, unknown][]).map(([, value]) => value)].map((value) => sql`${value}`))})`,
      ),
    )}`.execute(trx);
  }
  if (def.onInsertedRows) await def.onInsertedRows(ids, trx, request);
  else for (const id of ids) await def.onInserted?.(id, trx, request);
  return ids;
}

async function standardCreate(
  def: ResourceDefinition,
  request: ResourceRequest,
  body: Record<string, unknown>,
): Promise<Response> {
  const { columns } = await checkedWrite(def, request, undefined, body);
  const { id, stored } = await runWrite(def.schema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      const newId = await insertCheckedColumns(request, trx, columns);
      return {
        id: newId,
        stored: await request.find(newId, { include: def.detailInclude, db: trx }),
      };
    }),
  );
  await notifyWritten(def, { action: 'create', id, row: stored }, request);
  return request.one(stored, 201);
}

async function standardUpdate(
  def: ResourceDefinition,
  request: ResourceRequest,
  current: Row,
  body: Record<string, unknown>,
): Promise<Response> {
  const { columns } = await checkedWrite(def, request, current, body);
  const id = request.id();
  const table = tableOf(def);
  const tenant = def.visible(request.scope);
  const row = await runWrite(def.schema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      if (columns.size > 0) {
        const where = allOf(tenant('t0'), byId(def, id)('t0'));
        const assignments = checkedColumns(table, columns);
        const updated = await sql<{ id: number }>`update ${sql.table(table.name)} as ${sql.id('t0')}
          set ${sql.join(Object.entries(assignments).map(([name, value]) => sql`${sql.id(name)} = ${value}`))}
          where ${condition(where)} returning ${sql.ref(`t0.${def.schema.primaryKey}`)} as ${sql.id('id')}`.execute(
          trx,
        );
        if (updated.rows.length === 0) throw notFound(def.notFound);
      }
      await def.onUpdated?.(current, trx, request);
      return request.find(id, { include: def.detailInclude, db: trx });
    }),
  );
  await notifyWritten(def, { action: 'update', id, row, before: current }, request);
  return request.one(row);
}

async function standardRemove(
  def: ResourceDefinition,
  request: ResourceRequest,
  current: Row,
): Promise<Response> {
  const id = request.id();
  const table = tableOf(def);
  const tenant = def.visible(request.scope);
  await runWrite(
    def.schema,
    async () => {
      const deleted = await sql<{
        id: number;
      }>`delete from ${sql.table(table.name)} as ${sql.id('t0')}
        where ${condition(allOf(tenant('t0'), byId(def, id)('t0')))}
        returning ${sql.ref(`t0.${def.schema.primaryKey}`)} as ${sql.id('id')}`.execute(
        request.deps.db,
      );
      if (deleted.rows.length === 0) throw notFound(def.notFound);
    },
    true,
  );
  await notifyWritten(def, { action: 'remove', id, row: current }, request);
  return request.one(current);
}

/** The proxy list body: `{ query_sequelize, count?, rows? }` (000 §7 proxy endpoints). */
function isProxyList(body: Record<string, unknown>): boolean {
  return Object.hasOwn(body, 'query_sequelize') || Object.hasOwn(body, 'count');
}

/** Mounts a resource's routes on the `/api/v2` app (see the top of this file). */
export function mountResource(api: Hono<AppEnv>, def: ResourceDefinition): void {
  registerTableRule(api, def.schema.table, def.visible);
  const request = (c: Context<AppEnv>, sent?: Record<string, unknown>) =>
    createRequest(api, def, c, sent);

  const authorizeRead = (scope: RequestScope) => {
    checkCallers(def, scope);
    requireReadAccess(scope, modulesFor(def, scope));
  };

  const search = async (c: Context<AppEnv>, raw: Record<string, unknown>) => {
    authorizeRead(c.var.scope);
    const sent = request(c, raw);
    if (def.handlers?.search) return def.handlers.search(sent);
    const { body, narrow } = def.rewrite?.(raw, sent) ?? { body: raw };
    const { rows, total } = await sent.list(body, narrow ? { narrow } : {});
    return sent.many(rows, total);
  };

  const count = async (c: Context<AppEnv>) => {
    authorizeRead(c.var.scope);
    const sent = request(c);
    return c.json({ counter: await sent.count(await sent.body()) });
  };

  const proxyList = async (c: Context<AppEnv>, raw: Record<string, unknown>) => {
    authorizeRead(c.var.scope);
    const query = raw.query_sequelize ?? {};
    if (!isPlainObject(query)) throw invalidQuery(fieldInvalid('query_sequelize'));
    const countOnly = (raw.count === true && query.limit === 0) || raw.rows === false;
    const sent = request(c, query);
    const { body, narrow } = def.rewrite?.(query, sent) ?? { body: query };
    const { rows, total } = await sent.list(body, narrow ? { narrow } : {});
    return sent.many(countOnly ? [] : rows, total);
  };

  const getOne = async (c: Context<AppEnv>) => {
    authorizeRead(c.var.scope);
    const asked = queryStringJson(c, 'include');
    const sent = request(c, asked === undefined ? undefined : { include: asked });
    const id = sent.id();
    const include = asked === undefined ? def.detailInclude : (asked as readonly unknown[]);
    const visible = def.visibleOne?.(c.var.scope) ?? def.visible(c.var.scope);
    return sent.one(await sent.find(id, { ...(include ? { include } : {}), visible }));
  };

  const create = async (c: Context<AppEnv>) => {
    const sent = request(c);
    sent.authorizeWrite('create', 'APP_NEW');
    return def.handlers?.create
      ? def.handlers.create(sent)
      : standardCreate(def, sent, await sent.body());
  };

  const change = (action: 'update' | 'remove') => async (c: Context<AppEnv>) => {
    const sent = request(c);
    sent.authorizeWrite(action, action === 'update' ? 'APP_UPDATE' : 'APP_DELETE');
    const current = await sent.find(sent.id(), { include: def.changeInclude });
    await def.beforeChange?.(current, sent, action);
    if (action === 'update') {
      return def.handlers?.update
        ? def.handlers.update(sent, current)
        : standardUpdate(def, sent, current, await sent.body());
    }
    return def.handlers?.remove
      ? def.handlers.remove(sent, current)
      : standardRemove(def, sent, current);
  };

  // The resource's own routes first: a more specific path than `{path}/{id}` must match first.
  def.extend?.({
    read(method, path, handler) {
      const route = async (c: Context<AppEnv>) => {
        authorizeRead(c.var.scope);
        return handler(request(c));
      };
      api.on(method, path, route);
    },
    write(method, path, action, functionality, handler) {
      api.on(method, path, async (c) => {
        const sent = request(c);
        sent.authorizeWrite(action, functionality);
        return handler(sent);
      });
    },
  });

  for (const [path, routes] of Object.entries(def.routes)) {
    const base = `/${path}`;
    if (routes.includes('search')) {
      api.post(`${base}/search`, async (c) => search(c, await readJsonObject(c)));
      api.get(`${base}/search`, async (c) => search(c, queryStringListBody(c)));
    }
    if (routes.includes('count')) api.post(`${base}/search/count`, count);
    if (routes.includes('proxyList')) {
      const creates = routes.includes('create');
      api.post(base, async (c) => {
        const body = await readJsonObject(c);
        if (isProxyList(body)) return proxyList(c, body);
        // A proxy POST without a query creates where the path creates, else it is still a list.
        return creates ? create(c) : proxyList(c, { query_sequelize: body });
      });
    } else if (routes.includes('create')) {
      api.post(base, create);
    }
    if (routes.includes('getOne')) api.get(`${base}/:id`, getOne);
    if (routes.includes('update')) {
      api.patch(`${base}/:id`, change('update'));
      api.put(`${base}/:id`, change('update'));
    }
    if (routes.includes('remove')) api.delete(`${base}/:id`, change('remove'));
  }
}

/** Registers the read rule of a table no resource is mounted over (an included summary). */
export function mountTableRule(
  api: Hono<AppEnv>,
  table: TableName,
  rule: (scope: RequestScope) => Visible,
): void {
  registerTableRule(api, table, rule);
}
