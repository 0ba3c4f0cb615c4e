import type { Criteria, RecordVersion } from '@portineria/domain';
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
import { ResponseFormatError } from '../http/errors.ts';
import { unwrapCounter, unwrapDataList, unwrapDataOne } from '../http/shapes.ts';

/** The active building licence, with `expand=active-building-license` (000 §7, 002 §3.8). */
export interface ActiveBuildingLicense {
  active: boolean;
  /** `YYYY-MM-DD`; null when the licence is not active. */
  validTo: string | null;
}

/** What a building read may add with `?expand=` (the gateway's `buildings` resource). */
export type BuildingExpansion = 'ras' | 'active-building-license';

/** The RAS data of a building, with `expand=ras` (001 §7). */
export interface BuildingRas {
  /** Whether the profile has the RAS module. */
  enabled: boolean;
  /** The RAS folder id; null without the module or without a folder. */
  folderId: string | null;
}

/**
 * A building (000 §3, 001 §3, 002 §3.5 "Building: status (disabled exists), isManagedExternal,
 * isPrivate", §3.8 building card) with the gateway's wire names.
 */
export interface Building {
  id: number;
  code: string | null;
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  /** Hidden for private buildings (002 §3.8). */
  nin: string | null;
  cadastralMunicipality: string | null;
  /** True for a private house, false for a condominium. */
  isPrivate: boolean;
  /** Managed by another system (002 §3.5). */
  isManagedExternal: boolean;
  isBuildinglessUsersContainer: boolean;
  /** Text; 'disabled' exists (domain `isBuildingDisabled`). */
  status: string | null;
  /** The parent building, if any. */
  _building: number | null;
  _organization: number;
  /** The organisation that manages the building for its owner (property managers). */
  _managerOrganization: number | null;
  createdAt: string;
  updatedAt: string;
  /** Present with `expand=ras`. */
  ras?: BuildingRas;
  /** Present with `expand=active-building-license` (the USR session start, 000 §7). */
  active_building_license?: ActiveBuildingLicense;
}

/** The fields a create may send (the gateway's allow-list; the rest is server-set). */
export type BuildingCreateInput = Partial<
  Pick<
    Building,
    | 'code'
    | 'name'
    | 'street'
    | 'zip'
    | 'city'
    | 'province'
    | 'country'
    | 'nin'
    | 'cadastralMunicipality'
    | 'isPrivate'
    | 'isManagedExternal'
    | '_building'
  >
>;

/**
 * The fields an update may send: a create's and the status, with the version (`updatedAt`) the
 * form was loaded at — another version is refused 409 STALE_RECORD.
 */
export type BuildingUpdateInput = BuildingCreateInput &
  Partial<Pick<Building, 'status'>> & { version: RecordVersion };

/** The answer of `buildings/{id}/status`. */
export interface BuildingStatusInfo {
  id: number;
  status: string | null;
  isDisabled: boolean;
  isManagedExternal: boolean;
  isBuildinglessUsersContainer: boolean;
  active_building_license: ActiveBuildingLicense | null;
}

/** The session-start body of 000 §7: no attributes, no include, name ascending, no where. */
export const SESSION_BUILDINGS_QUERY = {
  attributes: [],
  include: [],
  order: [['name', 'ASC']],
  where: {},
} as const satisfies ListQuery;

/** Calls under `buildings/` (000 §7, 001 §7 Buildings). */
export interface BuildingsApi extends DataFamily<
  Building,
  BuildingCreateInput,
  BuildingUpdateInput
> {
  /** `GET buildings/search?expand=…&where=…` (001 §7; `expand: 'ras-false'` is one variant). */
  search(
    params?: { expand?: string; where?: Criteria },
    options?: CriteriaCallOptions,
  ): Promise<Building[]>;
  /** `POST buildings/search?expand=…` with a list query: `getMany` with the expansions added. */
  getManyExpanded(
    query: ListQuery,
    expand: readonly BuildingExpansion[],
    options?: CriteriaCallOptions,
  ): Promise<Building[]>;
  /** `GET buildings/{id}?expand=ras`. */
  getOneExpanded(id: EntityId, expand: string, options?: CallOptions): Promise<Building>;
  /** `GET buildings/{id}/status`. */
  getStatus(id: EntityId, options?: CallOptions): Promise<BuildingStatusInfo>;
  /** `GET buildings/{id}/ras-folder-id` → `data.rasFolderId` (null when the building has none). */
  getRasFolderId(id: EntityId, options?: CallOptions): Promise<string | null>;
  /** `GET buildings/manager/search` → the buildings the profile manages. */
  searchManaged(params?: { where?: Criteria }, options?: CriteriaCallOptions): Promise<Building[]>;
  /** `POST buildings/manager/search/count` → `counter[1]`. */
  countManaged(criteria?: Criteria, options?: CriteriaCallOptions): Promise<number>;
  /** `POST buildings/create/createFromSupplier/{supplierId}` → the created building. */
  createFromSupplier(
    supplierId: EntityId,
    input: BuildingCreateInput,
    options?: CallOptions,
  ): Promise<Building>;
  /** `PUT buildings/{id}`: the whole record (001 §7 "PUT or PATCH"). `update` is the PATCH. */
  replace(id: EntityId, building: BuildingUpdateInput, options?: CallOptions): Promise<Building>;
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
  const family = dataFamily<Building, BuildingCreateInput, BuildingUpdateInput>(http, 'buildings');
  const whereParam = (where: Criteria | undefined, options?: CriteriaCallOptions) =>
    where ? JSON.stringify(resolveCallCriteria(http, where, options)) : undefined;
  return {
    ...family,
    search: (params = {}, options) =>
      getDataList<Building>(http, 'buildings/search', options, {
        expand: params.expand,
        where: whereParam(params.where, options),
      }),
    async getManyExpanded(query, expand, options) {
      const path = 'buildings/search';
      const body = await http.request({
        method: 'POST',
        path,
        body: resolveListQuery(http, query, options),
        ...(expand.length > 0 ? { query: { expand: expand.join(',') } } : {}),
        ...signalOnly(options),
      });
      return unwrapDataList<Building>(body, { method: 'POST', path });
    },
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
      const path = `buildings/${encodeURIComponent(String(id))}/ras-folder-id`;
      const data = await getDataOne<{ rasFolderId?: unknown }>(http, path, options);
      // Only `rasFolderId`: the record's own `id` is the building's, never the folder's.
      if (typeof data.rasFolderId === 'string' || data.rasFolderId === null)
        return data.rasFolderId;
      throw new ResponseFormatError(
        { status: 200, body: { data }, expected: '{ data: { rasFolderId: string | null } }' },
        { method: 'GET', path },
      );
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
