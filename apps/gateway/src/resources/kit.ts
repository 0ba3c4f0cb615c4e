/**
 * The resource kit: one call, {@link mountResource}, gives a resource its `/api/v2` routes with
 * the tenant rule, the module and permission checks and the wire shapes of the contract.
 *
 * ## Contract between the kit and a resource owner
 *
 * The owner writes a {@link ResourceDefinition}; the kit guarantees, for every route it mounts:
 *
 * - **Authorisation first.** Nothing is read before the checks: the modules
 *   (`def.modules`, default `modulesOfApplication(def.application)`) must all be on in
 *   `scope.profile.moduli` (403 MODULE_DISABLED; a SYS profile may still read); writes are refused
 *   to `readOnlyFor` roles (default `['SYS']`, 403 FORBIDDEN) and need domain's
 *   `evaluatePermission(profile, { application: def.application, functionality })` to be
 *   `'allowed'` with APP_NEW (create), APP_UPDATE (update), APP_DELETE (remove) (403 FORBIDDEN).
 * - **Tenant rule.** `def.visible(scope)` returns the predicate over the SQL alias of the
 *   resource's table (`t0`): it is ANDed into every list, count, getOne, UPDATE and DELETE. A
 *   record outside it answers 404 NOT_FOUND, exactly like a missing one. It must use only
 *   `sql.ref(\`${alias}.column\`)` and bound values (Kysely `sql` template), never text concatenation.
 *   Return `true` for "every row" (SYS) and `false` for "no row". A subquery inside it must name
 *   its own tables with aliases other than `t<n>` (the engine's), e.g. `v_entitlements`. The
 *   list query applies it once, when choosing the page (see ../query/compile.ts).
 * - **Not done by the kit.** Business rules across tables (is the referenced building the
 *   caller's? may this status follow that one?) belong to `validate`; reads are not checked
 *   against the application permission (only the tenant rule and the modules), as in the brief.
 * - **Associations.** An association whose visibility is `'own'` (default for hasMany) shows only
 *   the target rows allowed by the `visible` rule of the resource mounted on the same API for the
 *   same schema object (else for the same table; several → any of them); with no such resource it
 *   shows none. belongsTo associations default to `'inherit'` (see ../query/index.ts).
 * - **Writes.** Only the wire fields listed in `writable.create` / `writable.update` are accepted
 *   (others → 400 VALIDATION_FAILED, `error: [{ field, message }]`); each value is type-checked
 *   against its FieldSpec; then `validate(input, scope, mode)` runs (its errors, in Italian, are
 *   returned as they are); then `onCreate` / `onUpdate` add server-set fields. Their keys are
 *   wire names of the schema or, for columns the wire does not show (`organization_id`), the
 *   column name itself. Database constraint errors become 409 CONFLICT (unique) or
 *   400 VALIDATION_FAILED (not null, foreign key, check).
 * - **Answers.** Lists: `{ data: rows }` (shape 'data') or `{ rows: { results, counter } }`
 *   (shape 'rows'); getOne, create, update and remove answer the record in the same shape
 *   (`{ data: row }` or `{ rows: { results: [row], counter: 1 } }`); counts answer
 *   `{ counter: [total, matching] }`. Create answers 201. A failing `afterWrite` is logged only.
 * - **Bodies.** List bodies are those of ../query (`where` or `criteria`, `include`, `order`,
 *   `attributes`, `limit` ≤ 1000, `offset`, `full_text`); count bodies
 *   `{ attributes, criteria | where, include, order, full_text }`; anything else is 400.
 *
 * Routes (paths relative to `/api/v2`): search `POST|GET {path}/search` (GET reads `where`,
 * `include`, `order`, `attributes` as JSON and `limit`, `offset`, `full_text` from the query
 * string), count `POST {path}/search/count`, getOne `GET {path}/{id}`, create `POST {path}`,
 * update `PATCH|PUT {path}/{id}`, remove `DELETE {path}/{id}`. Defaults: search, count and getOne
 * on; create / update on when `writable.create` / `writable.update` is given; remove off.
 */
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { evaluatePermission, hasModule, modulesOfApplication } from '@portineria/domain';
import type { FunctionalityId, ModuleKey, RoleType } from '@portineria/domain';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import {
  QueryError,
  checkStructure,
  checkWritable,
  countRows,
  isPlainObject,
  listRows,
  queryMessages,
} from '../query/index.ts';
import type { QueryOptions, ResourceSchema, TenantPredicate } from '../query/index.ts';

export type { FieldError } from '../http/errors.ts';

/** The routes a resource may have. */
export type ResourceRoute = 'search' | 'count' | 'getOne' | 'create' | 'update' | 'remove';

/** A write, for {@link ResourceDefinition.afterWrite}. */
export interface ResourceWrite {
  mode: 'create' | 'update' | 'remove';
  id: number;
  /** The record in wire shape (for remove: as it was before). */
  row: Record<string, unknown>;
}

/** What a resource module declares; see the contract at the top of this file. */
export interface ResourceDefinition {
  /** 'orders' → /api/v2/orders. */
  path: string;
  /** The allow-list of fields and associations. */
  schema: ResourceSchema;
  /** List body shape: `{ data }` or `{ rows: { results, counter } }`. */
  shape: 'data' | 'rows';
  /** Domain APPLICATION_CODES entry checked for writes. */
  application: string;
  /** Modules required for any access (default: `modulesOfApplication(application)`). */
  modules?: ModuleKey[];
  /** The tenant rule: a predicate over the SQL alias of the resource's table. */
  visible(scope: RequestScope): (alias: string) => Expression<SqlBool> | true | false;
  /** Wire fields accepted by create and update. */
  writable?: { create?: string[]; update?: string[] };
  /** Business validation of a write (Italian messages). */
  validate?(
    input: Record<string, unknown>,
    scope: RequestScope,
    mode: 'create' | 'update',
  ): FieldError[] | Promise<FieldError[]>;
  /** Server-set fields of a new record (organization_id, created_by…). */
  onCreate?(
    input: Record<string, unknown>,
    scope: RequestScope,
    deps: GatewayDeps,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Server-set fields of an update (updated_at…). */
  onUpdate?(
    input: Record<string, unknown>,
    scope: RequestScope,
    deps: GatewayDeps,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Called after a successful write (realtime events, changelog…); a failure is only logged. */
  afterWrite?(write: ResourceWrite, scope: RequestScope, deps: GatewayDeps): void | Promise<void>;
  /** Switches routes on or off (defaults above). */
  routes?: Partial<Record<ResourceRoute, boolean>>;
  /** Roles that may only read (default `['SYS']`). */
  readOnlyFor?: RoleType[];
  /** Associations getOne includes (the query string `include` of getOne overrides it). */
  getOneInclude?: readonly unknown[];
}

interface Registry {
  bySchema: Map<ResourceSchema, ResourceDefinition[]>;
  byTable: Map<string, ResourceDefinition[]>;
}

const registries = new WeakMap<object, Registry>();

function registryOf(api: object): Registry {
  let registry = registries.get(api);
  if (registry === undefined) {
    registry = { bySchema: new Map(), byTable: new Map() };
    registries.set(api, registry);
  }
  return registry;
}

function append<Key>(map: Map<Key, ResourceDefinition[]>, key: Key, def: ResourceDefinition): void {
  const list = map.get(key) ?? [];
  list.push(def);
  map.set(key, list);
}

/** Any of several tenant predicates. */
function anyOf(rules: TenantPredicate[]): TenantPredicate {
  if (rules.includes(true)) return true;
  const expressions = rules.filter((rule): rule is Expression<SqlBool> => rule !== false);
  if (expressions.length === 0) return false;
  if (expressions.length === 1) return expressions[0] as Expression<SqlBool>;
  return sql<SqlBool>`(${sql.join(
    expressions.map((rule) => sql`(${rule})`),
    sql` or `,
  )})`;
}

/** Both tenant predicates. */
function allOf(first: TenantPredicate, second: TenantPredicate): TenantPredicate {
  if (first === false || second === false) return false;
  if (first === true) return second;
  if (second === true) return first;
  return sql<SqlBool>`((${first}) and (${second}))`;
}

function routeOn(def: ResourceDefinition, route: ResourceRoute): boolean {
  const explicit = def.routes?.[route];
  if (explicit !== undefined) return explicit;
  if (route === 'create') return def.writable?.create !== undefined;
  if (route === 'update') return def.writable?.update !== undefined;
  if (route === 'remove') return false;
  return true;
}

function notFound(): GatewayError {
  return new GatewayError(404, 'NOT_FOUND', messages.notFound);
}

function forbidden(message: string = messages.forbidden): GatewayError {
  return new GatewayError(403, 'FORBIDDEN', message);
}

function validationFailed(errors: FieldError[]): GatewayError {
  return new GatewayError(400, 'VALIDATION_FAILED', queryMessages.validationFailed, errors);
}

function requiredModules(def: ResourceDefinition): ModuleKey[] {
  return def.modules ?? modulesOfApplication(def.application);
}

/** Modules: every access needs them, but a SYS (back-office) profile may read everything. */
function checkModules(def: ResourceDefinition, scope: RequestScope, write: boolean): void {
  if (!write && scope.roleType === 'SYS') return;
  const missing = requiredModules(def).filter((key) => !hasModule(scope.profile, key));
  if (missing.length > 0) {
    throw new GatewayError(403, 'MODULE_DISABLED', messages.moduleDisabled);
  }
}

function checkWrite(
  def: ResourceDefinition,
  scope: RequestScope,
  functionality: FunctionalityId,
): void {
  if ((def.readOnlyFor ?? ['SYS']).includes(scope.roleType)) {
    throw forbidden(queryMessages.readOnlyProfile);
  }
  checkModules(def, scope, true);
  const decision = evaluatePermission(scope.profile, {
    application: def.application,
    functionality,
  });
  if (decision.state !== 'allowed') throw forbidden();
}

/** The query options of a request: the resource's rule, the associations' rules, the context. */
function optionsFor(
  api: object,
  def: ResourceDefinition,
  scope: RequestScope,
  deps: GatewayDeps,
  visible: (alias: string) => TenantPredicate = def.visible(scope),
): QueryOptions {
  const registry = registryOf(api);
  return {
    visible,
    context: { activeUserId: scope.user.id, now: deps.now() },
    visibleFor(schema, alias) {
      const defs = registry.bySchema.get(schema) ?? registry.byTable.get(schema.table);
      if (defs === undefined || defs.length === 0) return undefined;
      return anyOf(defs.map((each) => each.visible(scope)(alias)));
    },
  };
}

function byId(def: ResourceDefinition, id: number): (alias: string) => TenantPredicate {
  return (alias) => sql<SqlBool>`${sql.ref(`${alias}.${def.schema.primaryKey}`)} = ${id}`;
}

function listBody(
  def: ResourceDefinition,
  rows: Record<string, unknown>[],
  total: number,
): unknown {
  return def.shape === 'data' ? { data: rows } : { rows: { results: rows, counter: total } };
}

function oneBody(def: ResourceDefinition, row: Record<string, unknown>): unknown {
  return def.shape === 'data' ? { data: row } : { rows: { results: [row], counter: 1 } };
}

function parseId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new GatewayError(400, 'INVALID_QUERY', queryMessages.idInvalid);
  }
  return id;
}

/** The JSON body, `{}` when empty; invalid JSON is a 400. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new QueryError(queryMessages.invalidJson);
  }
}

const JSON_PARAMETERS = ['where', 'include', 'order', 'attributes'] as const;

/** The list body of `GET {path}/search`, from the query string. */
function queryStringBody(c: Context<AppEnv>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of JSON_PARAMETERS) {
    const value = c.req.query(name);
    if (value === undefined || value === '') continue;
    try {
      body[name] = JSON.parse(value) as unknown;
    } catch {
      throw new QueryError(queryMessages.invalidJson);
    }
  }
  for (const name of ['limit', 'offset'] as const) {
    const value = c.req.query(name);
    if (value === undefined || value === '') continue;
    body[name] = /^\d{1,10}$/.test(value) ? Number(value) : value;
  }
  const fullText = c.req.query('full_text');
  if (fullText !== undefined && fullText !== '') body.full_text = fullText;
  return body;
}

/**
 * Reads one record within the given predicate (the tenant rule, or just the id after a write),
 * on `db` — the transaction of a write when inside one (PGlite has a single connection: a query
 * on `deps.db` inside a transaction would wait for itself).
 */
async function readOne(
  api: object,
  def: ResourceDefinition,
  scope: RequestScope,
  deps: GatewayDeps,
  visible: (alias: string) => TenantPredicate,
  include?: unknown,
  db: Kysely<Database> = deps.db,
): Promise<Record<string, unknown> | undefined> {
  const body: Record<string, unknown> = { limit: 1 };
  if (include !== undefined) body.include = include;
  const result = await listRows(db, def.schema, body, optionsFor(api, def, scope, deps, visible));
  return result.rows[0];
}

function columnOf(schema: ResourceSchema, key: string): string | undefined {
  if (Object.hasOwn(schema.fields, key)) return schema.fields[key]?.column;
  return /^[a-z_][a-z0-9_]*$/.test(key) ? key : undefined;
}

function wireNameOfColumn(schema: ResourceSchema, column: string): string {
  return (
    Object.keys(schema.fields).find((name) => schema.fields[name]?.column === column) ?? column
  );
}

/**
 * The columns and values of a write: the accepted wire fields, type-checked, then the server-set
 * fields. Throws VALIDATION_FAILED with every field error at once.
 */
async function writeValues(
  def: ResourceDefinition,
  c: Context<AppEnv>,
  mode: 'create' | 'update',
): Promise<{ columns: string[]; values: unknown[] }> {
  const scope = c.var.scope;
  const deps = c.var.deps;
  const body = await jsonBody(c);
  if (!isPlainObject(body)) throw new QueryError(queryMessages.bodyNotObject);
  try {
    checkStructure(body);
  } catch (error) {
    if (error instanceof QueryError)
      throw validationFailed([{ field: '', message: error.message }]);
    throw error;
  }
  const accepted = new Set((mode === 'create' ? def.writable?.create : def.writable?.update) ?? []);
  const errors: FieldError[] = [];
  const input: Record<string, unknown> = {};
  const values = new Map<string, unknown>();
  for (const key of Object.keys(body)) {
    const spec = Object.hasOwn(def.schema.fields, key) ? def.schema.fields[key] : undefined;
    if (!accepted.has(key) || spec === undefined) {
      errors.push({ field: key, message: queryMessages.fieldNotWritable });
      continue;
    }
    const checked = checkWritable(key, spec.type, body[key]);
    if (!checked.ok) {
      errors.push({ field: key, message: checked.message });
      continue;
    }
    input[key] = body[key];
    values.set(spec.column, checked.value);
  }
  if (errors.length > 0) throw validationFailed(errors);
  const invalid = (await def.validate?.(input, scope, mode)) ?? [];
  if (invalid.length > 0) throw validationFailed(invalid);
  const server =
    (mode === 'create'
      ? await def.onCreate?.(input, scope, deps)
      : await def.onUpdate?.(input, scope, deps)) ?? {};
  for (const key of Object.keys(server)) {
    const column = columnOf(def.schema, key);
    if (column === undefined) throw new Error(`Server-set field unknown to ${def.path}: ${key}`);
    const spec = Object.hasOwn(def.schema.fields, key) ? def.schema.fields[key] : undefined;
    const value = server[key];
    if (spec === undefined) {
      values.set(column, value instanceof Date ? value.toISOString() : value);
      continue;
    }
    const checked = checkWritable(key, spec.type, value);
    if (!checked.ok) throw new Error(`Server-set field ${key} of ${def.path}: ${checked.message}`);
    values.set(column, checked.value);
  }
  return { columns: [...values.keys()], values: [...values.values()] };
}

/** Constraint violations of the database, as contract errors. */
function databaseError(def: ResourceDefinition, error: unknown, removing: boolean): unknown {
  if (error === null || typeof error !== 'object' || !('code' in error)) return error;
  const code = (error as { code?: unknown }).code;
  if (removing && code === '23503') return new GatewayError(409, 'CONFLICT', queryMessages.inUse);
  // not-null errors name the column; foreign-key errors only in their detail: "Key (col)=(…)".
  const column = (error as { column?: unknown }).column;
  const detail = (error as { detail?: unknown }).detail;
  const keyColumn =
    typeof detail === 'string' ? /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(detail)?.[1] : undefined;
  const named = typeof column === 'string' ? column : keyColumn;
  const field = named === undefined ? '' : wireNameOfColumn(def.schema, named);
  switch (code) {
    case '23505':
      return new GatewayError(409, 'CONFLICT', queryMessages.duplicate);
    case '23502':
      return validationFailed([{ field, message: queryMessages.fieldRequired }]);
    case '23503':
      return validationFailed([{ field, message: queryMessages.fieldReference }]);
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return validationFailed([{ field, message: queryMessages.validationFailed }]);
    default:
      return error;
  }
}

async function runWrite<Result>(
  def: ResourceDefinition,
  write: () => Promise<Result>,
  removing = false,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    throw databaseError(def, error, removing);
  }
}

/**
 * Runs `afterWrite`. The write is already stored: a failure here is logged, not answered as an
 * error, so a client never retries (and duplicates) a write that succeeded.
 */
async function notifyWritten(
  def: ResourceDefinition,
  write: ResourceWrite,
  scope: RequestScope,
  deps: GatewayDeps,
): Promise<void> {
  try {
    await def.afterWrite?.(write, scope, deps);
  } catch (error) {
    deps.log.error('afterWrite failed', {
      resource: def.path,
      mode: write.mode,
      id: write.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/**
 * Mounts the routes of a resource on the `/api/v2` app (see the contract at the top of this file).
 */
export function mountResource(api: Hono<AppEnv>, def: ResourceDefinition): void {
  const registry = registryOf(api);
  append(registry.bySchema, def.schema, def);
  append(registry.byTable, def.schema.table, def);
  const base = `/${def.path}`;
  const table = sql.table(def.schema.table);
  const primaryKey = def.schema.primaryKey;

  const search = async (c: Context<AppEnv>, body: unknown) => {
    const scope = c.var.scope;
    const deps = c.var.deps;
    checkModules(def, scope, false);
    const result = await listRows(deps.db, def.schema, body, optionsFor(api, def, scope, deps));
    return c.json(listBody(def, result.rows, result.total));
  };

  if (routeOn(def, 'search')) {
    api.post(`${base}/search`, async (c) => search(c, await jsonBody(c)));
    api.get(`${base}/search`, async (c) => search(c, queryStringBody(c)));
  }

  if (routeOn(def, 'count')) {
    api.post(`${base}/search/count`, async (c) => {
      const scope = c.var.scope;
      const deps = c.var.deps;
      checkModules(def, scope, false);
      const body = await jsonBody(c);
      if (!isPlainObject(body)) throw new QueryError(queryMessages.bodyNotObject);
      for (const key of Object.keys(body)) {
        if (!['attributes', 'criteria', 'where', 'include', 'order', 'full_text'].includes(key)) {
          throw new QueryError(queryMessages.unknownKey(key));
        }
      }
      const criteria = Object.hasOwn(body, 'criteria') ? body.criteria : body.where;
      const counter = await countRows(
        deps.db,
        def.schema,
        criteria,
        optionsFor(api, def, scope, deps),
        {
          include: body.include,
          full_text: body.full_text,
        },
      );
      return c.json({ counter: [counter.total, counter.matching] });
    });
  }

  if (routeOn(def, 'getOne')) {
    api.get(`${base}/:id{[0-9]+}`, async (c) => {
      const scope = c.var.scope;
      const deps = c.var.deps;
      checkModules(def, scope, false);
      const id = parseId(c);
      let include: unknown = def.getOneInclude;
      const includeText = c.req.query('include');
      if (includeText !== undefined && includeText !== '') {
        try {
          include = JSON.parse(includeText) as unknown;
        } catch {
          throw new QueryError(queryMessages.invalidJson);
        }
      }
      const row = await readOne(
        api,
        def,
        scope,
        deps,
        (alias) => allOf(def.visible(scope)(alias), byId(def, id)(alias)),
        include,
      );
      if (row === undefined) throw notFound();
      return c.json(oneBody(def, row));
    });
  }

  if (routeOn(def, 'create')) {
    api.post(base, async (c) => {
      const scope = c.var.scope;
      const deps = c.var.deps;
      checkWrite(def, scope, 'APP_NEW');
      const { columns, values } = await writeValues(def, c, 'create');
      // Insert and read-back in one transaction: a read-back that fails leaves no row behind.
      const { id, row } = await runWrite(def, () =>
        deps.db.transaction().execute(async (trx) => {
          const inserted = await (
            columns.length === 0
              ? sql<{
                  id: number;
                }>`insert into ${table} default values returning ${sql.ref(primaryKey)} as ${sql.id('id')}`
              : sql<{
                  id: number;
                }>`insert into ${table} (${sql.join(columns.map((column) => sql.id(column)))}) values (${sql.join(values)}) returning ${sql.ref(primaryKey)} as ${sql.id('id')}`
          ).execute(trx);
          const newId = Number(inserted.rows[0]?.id);
          const stored = await readOne(
            api,
            def,
            scope,
            deps,
            byId(def, newId),
            def.getOneInclude,
            trx,
          );
          if (stored === undefined) throw notFound();
          return { id: newId, row: stored };
        }),
      );
      await notifyWritten(def, { mode: 'create', id, row }, scope, deps);
      return c.json(oneBody(def, row), 201);
    });
  }

  if (routeOn(def, 'update')) {
    const update = async (c: Context<AppEnv>) => {
      const scope = c.var.scope;
      const deps = c.var.deps;
      checkWrite(def, scope, 'APP_UPDATE');
      const id = parseId(c);
      const { columns, values } = await writeValues(def, c, 'update');
      const visible = allOf(def.visible(scope)('t0'), byId(def, id)('t0'));
      const condition =
        visible === true ? sql`true` : visible === false ? sql`false` : sql`${visible}`;
      const assignments = columns.map((column, index) => sql`${sql.id(column)} = ${values[index]}`);
      // Update and read-back in one transaction, like create.
      const row = await runWrite(def, () =>
        deps.db.transaction().execute(async (trx) => {
          const updated = await (
            assignments.length === 0
              ? sql<{
                  id: number;
                }>`select ${sql.ref(`t0.${primaryKey}`)} as ${sql.id('id')} from ${table} as ${sql.id('t0')} where ${condition}`
              : sql<{
                  id: number;
                }>`update ${table} as ${sql.id('t0')} set ${sql.join(assignments)} where ${condition} returning ${sql.ref(`t0.${primaryKey}`)} as ${sql.id('id')}`
          ).execute(trx);
          if (updated.rows.length === 0) throw notFound();
          const stored = await readOne(
            api,
            def,
            scope,
            deps,
            byId(def, id),
            def.getOneInclude,
            trx,
          );
          if (stored === undefined) throw notFound();
          return stored;
        }),
      );
      await notifyWritten(def, { mode: 'update', id, row }, scope, deps);
      return c.json(oneBody(def, row));
    };
    api.patch(`${base}/:id{[0-9]+}`, update);
    api.put(`${base}/:id{[0-9]+}`, update);
  }

  if (routeOn(def, 'remove')) {
    api.delete(`${base}/:id{[0-9]+}`, async (c) => {
      const scope = c.var.scope;
      const deps = c.var.deps;
      checkWrite(def, scope, 'APP_DELETE');
      const id = parseId(c);
      const visible = allOf(def.visible(scope)('t0'), byId(def, id)('t0'));
      if (visible === false) throw notFound();
      const condition = visible === true ? sql`true` : sql`${visible}`;
      // Read and delete in one transaction: the answer is the row that was deleted, never a
      // version another request changed in between.
      const row = await runWrite(
        def,
        () =>
          deps.db.transaction().execute(async (trx) => {
            const found = await readOne(
              api,
              def,
              scope,
              deps,
              (alias) => allOf(def.visible(scope)(alias), byId(def, id)(alias)),
              undefined,
              trx,
            );
            if (found === undefined) throw notFound();
            const deleted = await sql<{
              id: number;
            }>`delete from ${table} as ${sql.id('t0')} where ${condition} returning ${sql.ref(`t0.${primaryKey}`)} as ${sql.id('id')}`.execute(
              trx,
            );
            if (deleted.rows.length === 0) throw notFound();
            return found;
          }),
        true,
      );
      await notifyWritten(def, { mode: 'remove', id, row }, scope, deps);
      return c.json(oneBody(def, row));
    });
  }
}
