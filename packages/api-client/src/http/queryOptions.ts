import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  CHANGELOG_CACHE_MS,
  FAVOURITES_CACHE_MS,
  QUALIFICATIONS_CACHE_MS,
  type Criteria,
} from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { CallOptions } from './client.ts';
import type { CountCallOptions, CriteriaCallOptions, EntityId, ListQuery } from './resource.ts';
import type { RowsPage } from './shapes.ts';
import { countKey, queryKeys, type QueryFamily } from '../queryKeys.ts';

/**
 * How long a read stays fresh. The spec fixes 60 s for qualifications, favourites (000 §9 Caches) and
 * the changelog (002 §7.3); other reads are fresh for 30 s, so that moving between pages does not refetch but
 * a dashboard left open catches up (`refetchOnWindowFocus` stays TanStack's default).
 */
export const STALE_TIMES = {
  default: 30_000,
  qualifications: QUALIFICATIONS_CACHE_MS,
  favourites: FAVOURITES_CACHE_MS,
  changelog: CHANGELOG_CACHE_MS,
} as const;

/** Options of a read built by the helpers below. */
export interface ReadOptions {
  staleTime?: number;
  /** The query's `meta`, e.g. {@link dependsOn} for a read showing several families. */
  meta?: Record<string, unknown>;
}

/** A cached read: the key and the call that fills it, given TanStack's abort signal. */
export function readQueryOptions<Data>(
  queryKey: QueryKey,
  read: (options: CallOptions) => Promise<Data>,
  { staleTime = STALE_TIMES.default, meta }: ReadOptions = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read({ signal }),
    staleTime,
    ...(meta ? { meta } : {}),
  });
}

type AnyFamily = { getMany(query: ListQuery, options?: CriteriaCallOptions): Promise<unknown> };
type ListOf<Family> = Family extends { getMany(...args: never[]): Promise<infer Result> }
  ? Result
  : never;

/** The list read of a family. */
export function listQueryOptions<Family extends AnyFamily>(
  client: ApiClient,
  family: QueryFamily,
  api: Family,
  query: ListQuery = {},
  readOptions?: ReadOptions,
) {
  return readQueryOptions<ListOf<Family>>(
    queryKeys[family].list(client.profileId(), query),
    (options) => api.getMany(query, options) as Promise<ListOf<Family>>,
    readOptions,
  );
}

/** The detail read of a family. */
export function detailQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: { getOne(id: EntityId, options?: CallOptions): Promise<Row> },
  id: EntityId,
  readOptions?: ReadOptions,
) {
  return readQueryOptions<Row>(
    queryKeys[family].detail(client.profileId(), id),
    (options) => api.getOne(id, options),
    readOptions,
  );
}

/** The count read of a family (`counter[1]`, or `rows.counter` for proxy families). */
export function countQueryOptions(
  client: ApiClient,
  api: { path: string; count(criteria?: Criteria, options?: CriteriaCallOptions): Promise<number> },
  criteria: Criteria = {},
  readOptions?: ReadOptions,
) {
  return readQueryOptions<number>(
    countKey(client.profileId(), api.path, criteria),
    (options) => api.count(criteria, options),
    readOptions,
  );
}

/** One page of a list screen and the number of records that match its criteria and search. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** What a page of a `{ data }` family needs: its search and its count. */
interface DataListApi {
  getMany(query: ListQuery, options?: CriteriaCallOptions): Promise<unknown[]>;
  count(criteria?: Criteria, options?: CountCallOptions): Promise<number>;
}

/** What a page of a `{ rows }` or proxy family needs: its search, which carries the total. */
interface RowsListApi {
  getMany(query: ListQuery, options?: CriteriaCallOptions): Promise<RowsPage<unknown>>;
}

/**
 * A page of a `{ data }` family with its total (000 §7: the rows from `search`, the total from
 * `search/count` with the same criteria and free-text search), read side by side under one key.
 * `Row` is the rows' shape with the associations the query includes embedded.
 */
export function dataPageQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: DataListApi,
  query: ListQuery = {},
  readOptions?: ReadOptions,
  /** What else the search sends besides the query (an `expand`): part of the key. */
  variant?: Record<string, unknown>,
) {
  return readQueryOptions<ListPage<Row>>(
    queryKeys[family].page(client.profileId(), variant ? { ...query, ...variant } : query),
    async (options) => {
      const [rows, total] = await Promise.all([
        api.getMany(query, options),
        api.count(query.where ?? {}, {
          ...options,
          ...(query.full_text ? { fullText: query.full_text } : {}),
        }),
      ]);
      return { rows: rows as Row[], total };
    },
    readOptions,
  );
}

/** A page of a `{ rows }` or proxy family: the rows and `counter` of one answer. */
export function rowsPageQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: RowsListApi,
  query: ListQuery = {},
  readOptions?: ReadOptions,
  /** What else the search sends besides the query (an `expand`): part of the key. */
  variant?: Record<string, unknown>,
) {
  return readQueryOptions<ListPage<Row>>(
    queryKeys[family].page(client.profileId(), variant ? { ...query, ...variant } : query),
    async (options) => {
      const page = await api.getMany(query, options);
      return { rows: page.results as Row[], total: page.counter };
    },
    readOptions,
  );
}

/** The id of a route as the gateway's integer ids compare, or undefined when it cannot be one. */
function numericId(id: EntityId): number | undefined {
  const value = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * One record by id with the related records named in `include` embedded, read through the
 * family's search (002 §2.1 "links to any linked entity"): a detail screen gets the record and
 * every record it links to in one request, never one request per relation. null when no record
 * with that id is visible to the profile — it does not exist, or it belongs to someone else —
 * so a detail screen tells "not found" from a failed call. `Row` is the record's shape with the
 * included associations embedded.
 */
export function recordQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: {
    getMany(
      query: ListQuery,
      options?: CriteriaCallOptions,
    ): Promise<unknown[] | RowsPage<unknown>>;
  },
  id: EntityId,
  include: NonNullable<ListQuery['include']> = [],
  readOptions?: ReadOptions,
  /** What tells the records of another resource kept under the family apart: part of the key. */
  variant?: Record<string, unknown>,
) {
  return readQueryOptions<Row | null>(
    queryKeys[family].detail(client.profileId(), id, { include, ...variant }),
    async (options) => {
      const wanted = numericId(id);
      if (wanted === undefined) return null;
      const answer = await api.getMany({ where: { id: wanted }, include, limit: 1 }, options);
      const rows = Array.isArray(answer) ? answer : answer.results;
      return (rows[0] as Row | undefined) ?? null;
    },
    readOptions,
  );
}

/** The default page size of infinite lists (the server's default, brief "Limits: default 50"). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * An infinite list of a `{ rows }` family, paged by offset: the next page starts after the rows
 * loaded so far, until `counter` rows are loaded.
 */
export function rowsInfiniteQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: { getMany(query: ListQuery, options?: CallOptions): Promise<RowsPage<Row>> },
  query: ListQuery = {},
  { staleTime = STALE_TIMES.default }: ReadOptions = {},
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: queryKeys[family].infinite(client.profileId(), query),
    queryFn: ({ pageParam, signal }): Promise<RowsPage<Row>> =>
      api.getMany({ ...query, limit, offset: pageParam }, { signal }),
    initialPageParam: query.offset ?? 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => {
      const next = lastOffset + lastPage.results.length;
      return lastPage.results.length > 0 && next < lastPage.counter ? next : undefined;
    },
    staleTime,
  });
}

/**
 * An infinite list of a `{ data }` family, paged by offset: a page shorter than the limit is the
 * last one (the data shape carries no total).
 */
export function dataInfiniteQueryOptions<Row>(
  client: ApiClient,
  family: QueryFamily,
  api: { getMany(query: ListQuery, options?: CallOptions): Promise<Row[]> },
  query: ListQuery = {},
  { staleTime = STALE_TIMES.default }: ReadOptions = {},
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: queryKeys[family].infinite(client.profileId(), query),
    queryFn: ({ pageParam, signal }): Promise<Row[]> =>
      api.getMany({ ...query, limit, offset: pageParam }, { signal }),
    initialPageParam: query.offset ?? 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length < limit ? undefined : lastOffset + lastPage.length,
    staleTime,
  });
}

/**
 * The `meta` of a read that shows the data of other families besides the one its key lives under
 * (a dashboard list merging tickets, orders and claims): a write to any of them refreshes it.
 */
export interface DependsOnMeta {
  /** The other families whose writes make the read stale. */
  dependsOn: readonly QueryFamily[];
}

/** The `meta` of a read that depends on these families too (see {@link invalidateFamilies}). */
export function dependsOn(...families: QueryFamily[]): { dependsOn: readonly QueryFamily[] } {
  return { dependsOn: families };
}

function dependsOnAny(meta: unknown, families: ReadonlySet<string>): boolean {
  if (typeof meta !== 'object' || meta === null) return false;
  const declared = (meta as { dependsOn?: unknown }).dependsOn;
  return Array.isArray(declared) && declared.some((family) => families.has(String(family)));
}

/**
 * Whether a cached read is about one record of a family: its detail (with any include) or its
 * history (`['portineria', profile, family, 'detail', id, …]`, `[…, family, 'history', { id }]`).
 */
function isReadOfRecord(queryKey: QueryKey, family: QueryFamily, id: string): boolean {
  if (queryKey[2] !== family) return false;
  if (queryKey[3] === 'detail') return queryKey[4] === id;
  const params = queryKey[4] as { id?: unknown } | undefined;
  return queryKey[3] === 'history' && params?.id === id;
}

/**
 * Invalidates every cached read of the given families for the client's active profile, and the
 * reads of that profile whose `meta.dependsOn` names one of them (see {@link dependsOn}).
 * `removed` is a record just deleted: its own reads (detail, history) are marked stale but not
 * read again — the screen showing it is leaving, and reading it would only answer 404.
 */
export async function invalidateFamilies(
  queryClient: QueryClient,
  client: ApiClient,
  families: readonly QueryFamily[],
  removed?: { family: QueryFamily; id: EntityId },
): Promise<void> {
  const profile = client.profileId();
  const named = new Set<string>(families);
  const isRemoved = (queryKey: QueryKey) =>
    removed !== undefined && isReadOfRecord(queryKey, removed.family, String(removed.id));
  await Promise.all([
    ...families.map((family) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys[family].all(profile),
        ...(removed === undefined
          ? {}
          : { predicate: (query: Query) => !isRemoved(query.queryKey) }),
      }),
    ),
    ...(removed === undefined
      ? []
      : [
          queryClient.invalidateQueries({
            queryKey: queryKeys.all(profile),
            predicate: (query) => isRemoved(query.queryKey),
            refetchType: 'none',
          }),
        ]),
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === queryKeys.root[0] &&
        query.queryKey[1] === profile &&
        dependsOnAny(query.meta, named),
    }),
  ]);
}

/**
 * A write as TanStack mutation options: the call, a mutation key `['portineria', family, name]`,
 * and, on success, the invalidation of every family the write changes (the family itself, its
 * counters, and the families whose lists or counters show it).
 */
export function writeMutationOptions<Variables, Data>(
  client: ApiClient,
  family: QueryFamily,
  name: string,
  write: (variables: Variables) => Promise<Data>,
  invalidates: readonly QueryFamily[],
) {
  return mutationOptions<Data, Error, Variables>({
    mutationKey: ['portineria', family, name],
    mutationFn: (variables) => write(variables),
    onSuccess: (_data, _variables, _onMutateResult, context) =>
      invalidateFamilies(context.client, client, [family, ...invalidates]),
  });
}

type WritableFamily<Row, CreateInput, UpdateInput> = {
  create(input: CreateInput, options?: CallOptions): Promise<Row>;
  update(id: EntityId, changes: UpdateInput, options?: CallOptions): Promise<Row>;
  remove(id: EntityId, options?: CallOptions): Promise<void>;
};

/** The create, update and remove mutation options of a family. */
export function familyMutationOptions<Row, CreateInput, UpdateInput>(
  client: ApiClient,
  family: QueryFamily,
  api: WritableFamily<Row, CreateInput, UpdateInput>,
  invalidates: readonly QueryFamily[] = [],
) {
  return {
    create: () =>
      writeMutationOptions<CreateInput, Row>(
        client,
        family,
        'create',
        (input) => api.create(input),
        invalidates,
      ),
    update: () =>
      writeMutationOptions<{ id: EntityId; changes: UpdateInput }, Row>(
        client,
        family,
        'update',
        ({ id, changes }) => api.update(id, changes),
        invalidates,
      ),
    // The deleted record's detail and history are not read again (see invalidateFamilies).
    remove: () =>
      mutationOptions<void, Error, EntityId>({
        mutationKey: ['portineria', family, 'remove'],
        mutationFn: (id) => api.remove(id),
        onSuccess: (_data, id, _onMutateResult, context) =>
          invalidateFamilies(context.client, client, [family, ...invalidates], { family, id }),
      }),
  };
}
