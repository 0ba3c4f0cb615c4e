import type { HttpClient } from '../http/client.ts';
import { dataFamily, type DataFamily } from '../http/resource.ts';
import type { IncludedBuilding, IncludedSupplier } from '../included.ts';
import type { VersionedInput } from '../registries/registries.ts';

/**
 * A planned maintenance of a building (001 §2.2 orgPlannedMaintenances). The spec names none of
 * its fields: these are the gateway's, with the building and the supplier when included.
 */
export interface PlannedMaintenance {
  id: number;
  _building: number | null;
  _supplier: number | null;
  object: string | null;
  description: string | null;
  frequency: string | null;
  startDate: string | null;
  endDate: string | null;
  nextDueOn: string | null;
  /** 'planned', 'active', 'suspended' or 'completed'. */
  status: string | null;
  createdAt: string;
  updatedAt: string;
  /** With `include: ['org_buildings']`. */
  org_buildings?: IncludedBuilding | null;
  /** With `include: ['org_suppliers']`. */
  org_suppliers?: IncludedSupplier | null;
}

/** The fields a planned maintenance is created with (the gateway's form fields). */
export type PlannedMaintenanceInput = Partial<
  Pick<
    PlannedMaintenance,
    | 'object'
    | '_building'
    | '_supplier'
    | 'frequency'
    | 'status'
    | 'startDate'
    | 'endDate'
    | 'nextDueOn'
    | 'description'
  >
>;

/**
 * `planned-maintenances`: the standard `{ data }` calls; an edit names the version it was read at
 * (409 STALE_RECORD otherwise), as every registry's.
 */
export type PlannedMaintenancesApi = DataFamily<
  PlannedMaintenance,
  PlannedMaintenanceInput,
  VersionedInput<PlannedMaintenanceInput>
>;

export function createPlannedMaintenancesApi(http: HttpClient): PlannedMaintenancesApi {
  return dataFamily<
    PlannedMaintenance,
    PlannedMaintenanceInput,
    VersionedInput<PlannedMaintenanceInput>
  >(http, 'planned-maintenances');
}
