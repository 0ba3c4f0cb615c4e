import {
  resolveCriteria,
  type Criteria,
  type CriteriaContext,
  type CriteriaInclude,
  type OrderEntityId,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from './client.ts';
import { apiClientMessage } from '../messages.ts';
import {
  unwrapCounter,
  unwrapDataList,
  unwrapDataOne,
  unwrapRows,
  unwrapRowsOne,
  unwrapWritten,
  type RowsPage,
} from './shapes.ts';

/** An id on the wire: integers in the contract; some domain types carry them as strings. */
export type EntityId = number | string;

/** `order` of a list query: `[["field", "ASC" | "DESC"], ...]`. */
export type ListOrder = readonly (readonly [string, 'ASC' | 'DESC'])[];

/**
 * A list body (brief "List/count request body"; the spec's sequelize-like vocabulary). `where`
 * may hold placeholders ('@activeUser', '@today'…) which the client fills before sending.
 */
export interface ListQuery {
  where?: Criteria;
  include?: readonly (CriteriaInclude | string)[];
  order?: ListOrder;
  attributes?: readonly string[];
  /** Default 50 on the server, at most 1000. */
  limit?: number;
  offset?: number;
  /** Free-text search over the resource's text fields (claim pickers, 002 §7.1). */
  full_text?: string;
}

/** Options of a call whose criteria may hold placeholders. */
export interface CriteriaCallOptions extends CallOptions {
  /** The user id for '@activeUser'; default the client's `getActiveUserId()`. */
  activeUserId?: OrderEntityId;
  /** The instant for '@now', '@today'…; default the client's clock. */
  now?: Date;
}

/**
 * The criteria with every placeholder filled by domain's `resolveCriteria` (000 §7 "'@activeUser'
 * in criteria replaced by the active user id"). Throws when '@activeUser' is used and no user is
 * known, rather than sending the literal to the server.
 */
export function resolveCallCriteria(
  http: HttpClient,
  criteria: Criteria,
  options: CriteriaCallOptions = {},
): Criteria {
  const activeUserId = options.activeUserId ?? http.options.getActiveUserId?.() ?? undefined;
  const now = options.now ?? http.options.now?.() ?? new Date();
  if (activeUserId === undefined || activeUserId === null) {
    if (JSON.stringify(criteria).includes('"@activeUser"')) {
      throw new Error(apiClientMessage('apiClient.error.activeUserMissing'));
    }
    // No '@activeUser' in the criteria: the id is never read, the other placeholders are filled.
    return resolveCriteria(criteria, { activeUserId: 0, now });
  }
  const context: CriteriaContext = { activeUserId, now };
  return resolveCriteria(criteria, context);
}

/** The list body with its where (and the where of its includes) resolved. */
export function resolveListQuery(
  http: HttpClient,
  query: ListQuery,
  options: CriteriaCallOptions = {},
): ListQuery {
  const resolved: ListQuery = { ...query };
  if (query.where) resolved.where = resolveCallCriteria(http, query.where, options);
  if (query.include) {
    resolved.include = query.include.map((include) => resolveInclude(http, include, options));
  }
  return resolved;
}

function resolveInclude(
  http: HttpClient,
  include: CriteriaInclude | string,
  options: CriteriaCallOptions,
): CriteriaInclude | string {
  if (typeof include === 'string') return include;
  const resolved: CriteriaInclude = { ...include };
  if (include.where) resolved.where = resolveCallCriteria(http, include.where, options);
  if (include.include) {
    resolved.include = include.include.map(
      (nested) => resolveInclude(http, nested, options) as CriteriaInclude,
    );
  }
  return resolved;
}

/**
 * Options of a count: besides the criteria's placeholders, the free-text search of the list it
 * totals, so that a searched list's total counts the rows the search finds.
 */
export interface CountCallOptions extends CriteriaCallOptions {
  /** The list's `full_text`. */
  fullText?: string;
}

/** The body of `POST {endpoint}/search/count` (000 §7, 002 §7.6). */
export function countBody(criteria: Criteria): {
  attributes: [];
  criteria: Criteria;
  include: [];
  order: [];
} {
  return { attributes: [], criteria, include: [], order: [] };
}

/** The standard calls of a resource answering `{ data }` (buildings, tickets, claims…). */
export interface DataFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>> {
  /** The path under /api/v2, e.g. `tickets`. */
  readonly path: string;
  /** `POST {path}/search` → `data`. */
  getMany(query?: ListQuery, options?: CriteriaCallOptions): Promise<Row[]>;
  /** `GET {path}/{id}` → `data`. */
  getOne(id: EntityId, options?: CallOptions): Promise<Row>;
  /** `POST {path}/search/count` → `counter[1]`. */
  count(criteria?: Criteria, options?: CountCallOptions): Promise<number>;
  /** `POST {path}` → the created record. */
  create(input: CreateInput, options?: CallOptions): Promise<Row>;
  /** `PATCH {path}/{id}` with the changed fields → the updated record. */
  update(id: EntityId, changes: UpdateInput, options?: CallOptions): Promise<Row>;
  /** `DELETE {path}/{id}`. */
  remove(id: EntityId, options?: CallOptions): Promise<void>;
}

/** The standard calls of a resource answering `{ rows: { results, counter } }` (orders…). */
export interface RowsFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>> {
  readonly path: string;
  /** `POST {path}/search` → `{ results, counter }`. */
  getMany(query?: ListQuery, options?: CriteriaCallOptions): Promise<RowsPage<Row>>;
  /** `GET {path}/{id}` → `rows.results[0]`. */
  getOne(id: EntityId, options?: CallOptions): Promise<Row>;
  /** `POST {path}/search/count` → `counter[1]`. */
  count(criteria?: Criteria, options?: CountCallOptions): Promise<number>;
  create(input: CreateInput, options?: CallOptions): Promise<Row>;
  update(id: EntityId, changes: UpdateInput, options?: CallOptions): Promise<Row>;
  remove(id: EntityId, options?: CallOptions): Promise<void>;
}

/** The calls of a `proxy/<name>` resource: lists wrap the body in `query_sequelize`. */
export interface ProxyFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>> {
  readonly path: string;
  /** `POST proxy/<name>` with `{ query_sequelize }` → `{ results, counter }`. */
  getMany(query?: ListQuery, options?: CriteriaCallOptions): Promise<RowsPage<Row>>;
  /** `GET proxy/<name>/{id}` → the record. */
  getOne(id: EntityId, options?: CallOptions): Promise<Row>;
  /**
   * `POST proxy/<name>` with `{ count: true, query_sequelize: { where, limit: 0 } }` →
   * `rows.counter` (000 §7: search/count is "omitted for proxy endpoints").
   */
  count(criteria?: Criteria, options?: CriteriaCallOptions): Promise<number>;
  create(input: CreateInput, options?: CallOptions): Promise<Row>;
  update(id: EntityId, changes: UpdateInput, options?: CallOptions): Promise<Row>;
  remove(id: EntityId, options?: CallOptions): Promise<void>;
}

function signalOnly(options: CallOptions | undefined): CallOptions {
  return options?.signal ? { signal: options.signal } : {};
}

function writes<Row, CreateInput, UpdateInput>(http: HttpClient, path: string) {
  return {
    async create(input: CreateInput, options?: CallOptions): Promise<Row> {
      const body = await http.request({
        method: 'POST',
        path,
        body: input,
        ...signalOnly(options),
      });
      return unwrapWritten<Row>(body, { method: 'POST', path });
    },
    async update(id: EntityId, changes: UpdateInput, options?: CallOptions): Promise<Row> {
      const target = `${path}/${encodeURIComponent(String(id))}`;
      const body = await http.request({
        method: 'PATCH',
        path: target,
        body: changes,
        ...signalOnly(options),
      });
      return unwrapWritten<Row>(body, { method: 'PATCH', path: target });
    },
    async remove(id: EntityId, options?: CallOptions): Promise<void> {
      const target = `${path}/${encodeURIComponent(String(id))}`;
      await http.request({ method: 'DELETE', path: target, ...signalOnly(options) });
    },
  };
}

async function countAt(
  http: HttpClient,
  path: string,
  criteria: Criteria,
  options: CountCallOptions | undefined,
): Promise<number> {
  const target = `${path}/search/count`;
  const body = await http.request({
    method: 'POST',
    path: target,
    body: {
      ...countBody(resolveCallCriteria(http, criteria, options)),
      ...(options?.fullText ? { full_text: options.fullText } : {}),
    },
    ...signalOnly(options),
  });
  return unwrapCounter(body, { method: 'POST', path: target });
}

/** The standard calls of a `{ data }` resource at `path`. */
export function dataFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>>(
  http: HttpClient,
  path: string,
): DataFamily<Row, CreateInput, UpdateInput> {
  return {
    path,
    async getMany(query = {}, options) {
      const target = `${path}/search`;
      const body = await http.request({
        method: 'POST',
        path: target,
        body: resolveListQuery(http, query, options),
        ...signalOnly(options),
      });
      return unwrapDataList<Row>(body, { method: 'POST', path: target });
    },
    async getOne(id, options) {
      const target = `${path}/${encodeURIComponent(String(id))}`;
      const body = await http.request({ method: 'GET', path: target, ...signalOnly(options) });
      return unwrapDataOne<Row>(body, { method: 'GET', path: target });
    },
    count: (criteria = {}, options) => countAt(http, path, criteria, options),
    ...writes<Row, CreateInput, UpdateInput>(http, path),
  };
}

/** The standard calls of a `{ rows }` resource at `path`. */
export function rowsFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>>(
  http: HttpClient,
  path: string,
): RowsFamily<Row, CreateInput, UpdateInput> {
  return {
    path,
    async getMany(query = {}, options) {
      const target = `${path}/search`;
      const body = await http.request({
        method: 'POST',
        path: target,
        body: resolveListQuery(http, query, options),
        ...signalOnly(options),
      });
      return unwrapRows<Row>(body, { method: 'POST', path: target });
    },
    async getOne(id, options) {
      const target = `${path}/${encodeURIComponent(String(id))}`;
      const body = await http.request({ method: 'GET', path: target, ...signalOnly(options) });
      return unwrapRowsOne<Row>(body, { method: 'GET', path: target });
    },
    count: (criteria = {}, options) => countAt(http, path, criteria, options),
    ...writes<Row, CreateInput, UpdateInput>(http, path),
  };
}

/** The calls of `proxy/<name>` (activities, tasks, tokens, quotes, chats). */
export function proxyFamily<Row, CreateInput = Partial<Row>, UpdateInput = Partial<Row>>(
  http: HttpClient,
  name: string,
): ProxyFamily<Row, CreateInput, UpdateInput> {
  const path = `proxy/${name}`;
  return {
    path,
    async getMany(query = {}, options) {
      const body = await http.request({
        method: 'POST',
        path,
        body: { query_sequelize: resolveListQuery(http, query, options) },
        ...signalOnly(options),
      });
      return unwrapRows<Row>(body, { method: 'POST', path });
    },
    async getOne(id, options) {
      const target = `${path}/${encodeURIComponent(String(id))}`;
      const body = await http.request({ method: 'GET', path: target, ...signalOnly(options) });
      return unwrapWritten<Row>(body, { method: 'GET', path: target });
    },
    async count(criteria = {}, options) {
      const body = await http.request({
        method: 'POST',
        path,
        body: {
          count: true,
          query_sequelize: { where: resolveCallCriteria(http, criteria, options), limit: 0 },
        },
        ...signalOnly(options),
      });
      return unwrapRows<Row>(body, { method: 'POST', path }).counter;
    },
    // A create is a POST to the same path with the record itself (no `query_sequelize` key):
    // 001 §7 "Tasks: POST api/v2/proxy/tasks with status, isSigned and _activity".
    ...writes<Row, CreateInput, UpdateInput>(http, path),
  };
}

export { signalOnly };
