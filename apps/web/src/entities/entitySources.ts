/**
 * One shape over the api-client's three list families ({ data }, { rows }, proxy): a page of rows
 * with its total, and one record by id. The entity table picks a source per entity; the screens
 * never know which family answers.
 */
import type { ApiClient, DataFamily, EntityId, ListQuery } from '@portineria/api-client';
import type { Criteria } from '@portineria/domain';

/** A record as the list and detail screens read it. */
export type EntityRecord = Record<string, unknown> & { id?: EntityId };

/** A page of records and the total that matches. */
export interface EntityPage {
  rows: EntityRecord[];
  total: number;
}

/** What the list and detail screens ask of an entity's calls. */
export interface EntitySource {
  list(query: ListQuery, signal: AbortSignal): Promise<EntityPage>;
  getOne(id: string, signal: AbortSignal): Promise<EntityRecord>;
  /**
   * The record with this id among those the profile may list, or undefined: a search by id, so a
   * record the profile may not see answers an empty list instead of an HTTP error (relations).
   */
  find(id: string, signal: AbortSignal): Promise<EntityRecord | undefined>;
  /** Saves changed fields and answers the saved record; absent when the client has no update call. */
  update?: (id: string, changes: Readonly<Record<string, unknown>>) => Promise<EntityRecord>;
}

interface UpdatableFamily {
  update?: (id: EntityId, changes: never) => Promise<unknown>;
}

interface CountedFamily extends UpdatableFamily {
  getMany(query?: ListQuery, options?: { signal?: AbortSignal }): Promise<unknown[]>;
  count(criteria?: Criteria, options?: { signal?: AbortSignal }): Promise<number>;
  getOne(id: EntityId, options?: { signal?: AbortSignal }): Promise<unknown>;
}

interface PagedFamily extends UpdatableFamily {
  getMany(
    query?: ListQuery,
    options?: { signal?: AbortSignal },
  ): Promise<{ results: unknown[]; counter: number }>;
  getOne(id: EntityId, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/** The family's update call, when it has one, typed for the screens' changed fields. */
function updateOf(family: UpdatableFamily): EntitySource['update'] {
  const update = family.update as
    ((id: EntityId, changes: Readonly<Record<string, unknown>>) => Promise<unknown>) | undefined;
  if (!update) return undefined;
  return async (id, changes) => (await update.call(family, id, changes)) as EntityRecord;
}

/** A search by id: one row at most (ids are numbers on the gateway, text in the routes). */
function byId(id: string): ListQuery {
  const numeric = Number(id);
  return { where: { id: Number.isSafeInteger(numeric) ? numeric : id }, limit: 1, offset: 0 };
}

function withUpdate(source: EntitySource, family: UpdatableFamily): EntitySource {
  const update = updateOf(family);
  return update ? { ...source, update } : source;
}

function withWhere(query: ListQuery, where: Criteria | undefined): ListQuery {
  if (!where) return query;
  return { ...query, where: { ...(query.where ?? {}), ...where } };
}

/** A `{ data }` family: the page from getMany, the total from `search/count` (000 §7). */
export function dataSource(family: CountedFamily, where?: Criteria): EntitySource {
  return withUpdate(
    {
      async list(query, signal) {
        const full = withWhere(query, where);
        const [rows, total] = await Promise.all([
          family.getMany(full, { signal }),
          family.count(full.where ?? {}, { signal }),
        ]);
        return { rows: rows as EntityRecord[], total };
      },
      async getOne(id, signal) {
        return (await family.getOne(id, { signal })) as EntityRecord;
      },
      async find(id, signal) {
        const rows = await family.getMany(withWhere(byId(id), where), { signal });
        return rows[0] as EntityRecord | undefined;
      },
    },
    family,
  );
}

/** A `{ rows: { results, counter } }` or proxy family: page and total in one answer. */
export function pagedSource(family: PagedFamily, where?: Criteria): EntitySource {
  return withUpdate(
    {
      async list(query, signal) {
        const page = await family.getMany(withWhere(query, where), { signal });
        return { rows: page.results as EntityRecord[], total: page.counter };
      },
      async getOne(id, signal) {
        return (await family.getOne(id, { signal })) as EntityRecord;
      },
      async find(id, signal) {
        const page = await family.getMany(withWhere(byId(id), where), { signal });
        return page.results[0] as EntityRecord | undefined;
      },
    },
    family,
  );
}

/** A `{ data }` resource the api-client has no named family for, by its path. */
export function resourceSource(client: ApiClient, path: string, where?: Criteria): EntitySource {
  const family: DataFamily<EntityRecord> = client.resource<EntityRecord>(path);
  return dataSource(family, where);
}

/**
 * The buildings other organisations own and the profile's organisation manages (001 §2.2
 * external-buildings): `buildings/manager/search` answers every row at once, paged here.
 */
export function managedBuildingsSource(client: ApiClient): EntitySource {
  return {
    async list(query, signal) {
      const rows = (await client.buildings.searchManaged(
        {},
        { signal },
      )) as unknown as EntityRecord[];
      const offset = query.offset ?? 0;
      return {
        rows: rows.slice(offset, offset + (query.limit ?? rows.length)),
        total: rows.length,
      };
    },
    async getOne(id, signal) {
      return (await client.buildings.getOne(id, { signal })) as unknown as EntityRecord;
    },
    async find(id, signal) {
      const rows = (await client.buildings.searchManaged(
        {},
        { signal },
      )) as unknown as EntityRecord[];
      return rows.find((row) => String(row.id) === id);
    },
  };
}
