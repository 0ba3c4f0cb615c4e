import type { Criteria } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData, getDataList, getDataOne } from '../http/get.ts';
import {
  countBody,
  dataFamily,
  resolveCallCriteria,
  resolveListQuery,
  signalOnly,
  type CriteriaCallOptions,
  type DataFamily,
  type EntityId,
  type ListQuery,
} from '../http/resource.ts';
import { unwrapCounter, unwrapDataList, unwrapDataOne } from '../http/shapes.ts';

/** A building (000 §3, 001 §3): condominium or private house. */
export interface Building {
  id: number;
  name: string;
  street?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  /** True for a private house, false for a condominium. */
  isPrivate?: boolean;
  isExternallyManaged?: boolean;
  isDisabled?: boolean;
  _organization?: number | null;
  /** Present with `expand=ras`: the RAS folder data of the building. */
  ras?: unknown;
  /** Present in the session-start variant that expands the active building licence (000 §7). */
  activeBuildingLicense?: unknown;
  [field: string]: unknown;
}

/** The status answer of `buildings/{id}/status`. */
export interface BuildingStatusInfo {
  [field: string]: unknown;
}

/** The session-start body of 000 §7: no attributes, no include, name ascending, no where. */
export const SESSION_BUILDINGS_QUERY = {
  attributes: [],
  include: [],
  order: [['name', 'ASC']],
  where: {},
} as const satisfies ListQuery;

/** Calls under `buildings/` (000 §7, 001 §7 Buildings). */
export interface BuildingsApi extends DataFamily<Building> {
  /** `GET buildings/search?expand=…&where=…` (001 §7; `expand: 'ras-false'` is one variant). */
  search(
    params?: { expand?: string; where?: Criteria },
    options?: CriteriaCallOptions,
  ): Promise<Building[]>;
  /** `GET buildings/{id}?expand=ras`. */
  getOneExpanded(id: EntityId, expand: string, options?: CallOptions): Promise<Building>;
  /** `GET buildings/{id}/status`. */
  getStatus(id: EntityId, options?: CallOptions): Promise<BuildingStatusInfo>;
  /** `GET buildings/{id}/ras-folder-id` → the id (or null). */
  getRasFolderId(id: EntityId, options?: CallOptions): Promise<number | string | null>;
  /** `GET buildings/manager/search` → the buildings the profile manages. */
  searchManaged(params?: { where?: Criteria }, options?: CriteriaCallOptions): Promise<Building[]>;
  /** `POST buildings/manager/search/count` → `counter[1]`. */
  countManaged(criteria?: Criteria, options?: CriteriaCallOptions): Promise<number>;
  /** `POST buildings/create/createFromSupplier/{supplierId}` → the created building. */
  createFromSupplier(
    supplierId: EntityId,
    input: Partial<Building>,
    options?: CallOptions,
  ): Promise<Building>;
  /** `PUT buildings/{id}`: the whole record (001 §7 "PUT or PATCH"). `update` is the PATCH. */
  replace(id: EntityId, building: Partial<Building>, options?: CallOptions): Promise<Building>;
  /**
   * `POST buildings/search` with the session-start body (000 §7); `expandLicense` adds the
   * `expand=active-building-license` variant.
   */
  getSessionBuildings(
    params?: { expandLicense?: boolean },
    options?: CallOptions,
  ): Promise<Building[]>;
}

export function createBuildingsApi(http: HttpClient): BuildingsApi {
  const family = dataFamily<Building>(http, 'buildings');
  const whereParam = (where: Criteria | undefined, options?: CriteriaCallOptions) =>
    where ? JSON.stringify(resolveCallCriteria(http, where, options)) : undefined;
  return {
    ...family,
    search: (params = {}, options) =>
      getDataList<Building>(http, 'buildings/search', options, {
        expand: params.expand,
        where: whereParam(params.where, options),
      }),
    getOneExpanded: (id, expand, options) =>
      getDataOne<Building>(http, `buildings/${encodeURIComponent(String(id))}`, options, {
        expand,
      }),
    getStatus: (id, options) =>
      getData<BuildingStatusInfo>(
        http,
        `buildings/${encodeURIComponent(String(id))}/status`,
        options,
      ),
    async getRasFolderId(id, options) {
      const value = await getData<unknown>(
        http,
        `buildings/${encodeURIComponent(String(id))}/ras-folder-id`,
        options,
      );
      if (typeof value === 'object' && value !== null) {
        const record = value as Record<string, unknown>;
        const folderId = record.rasFolderId ?? record.id ?? null;
        return typeof folderId === 'number' || typeof folderId === 'string' ? folderId : null;
      }
      return typeof value === 'number' || typeof value === 'string' ? value : null;
    },
    searchManaged: (params = {}, options) =>
      getDataList<Building>(http, 'buildings/manager/search', options, {
        where: whereParam(params.where, options),
      }),
    async countManaged(criteria = {}, options) {
      const path = 'buildings/manager/search/count';
      const body = await http.request({
        method: 'POST',
        path,
        body: countBody(resolveCallCriteria(http, criteria, options)),
        ...signalOnly(options),
      });
      return unwrapCounter(body, { method: 'POST', path });
    },
    async createFromSupplier(supplierId, input, options) {
      const path = `buildings/create/createFromSupplier/${encodeURIComponent(String(supplierId))}`;
      const body = await http.request({
        method: 'POST',
        path,
        body: input,
        ...signalOnly(options),
      });
      return unwrapDataOne<Building>(body, { method: 'POST', path });
    },
    async replace(id, building, options) {
      const path = `buildings/${encodeURIComponent(String(id))}`;
      const body = await http.request({
        method: 'PUT',
        path,
        body: building,
        ...signalOnly(options),
      });
      return unwrapDataOne<Building>(body, { method: 'PUT', path });
    },
    async getSessionBuildings(params = {}, options) {
      const path = 'buildings/search';
      const body = await http.request({
        method: 'POST',
        path,
        body: resolveListQuery(http, SESSION_BUILDINGS_QUERY),
        ...(params.expandLicense ? { query: { expand: 'active-building-license' } } : {}),
        ...signalOnly(options),
      });
      return unwrapDataList<Building>(body, { method: 'POST', path });
    },
  };
}
