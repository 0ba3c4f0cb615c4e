/**
 * A planned maintenance of a building (001 §2.2 /ORG/TAB/planned-maintenances; 002 §2.10
 * Segreteria). The spec names the registry and its routes, not its fields: ours, the gateway's
 * table (DECISIONS.md "Planned maintenances").
 */

/** How often a planned maintenance recurs, in the order a form offers them. */
export const PLANNED_MAINTENANCE_FREQUENCIES = [
  'once',
  'monthly',
  'quarterly',
  'half_yearly',
  'yearly',
] as const;

/** One of {@link PLANNED_MAINTENANCE_FREQUENCIES}. */
export type PlannedMaintenanceFrequency = (typeof PLANNED_MAINTENANCE_FREQUENCIES)[number];

/** Where a planned maintenance stands, in the order a form offers them. */
export const PLANNED_MAINTENANCE_STATUSES = [
  'planned',
  'active',
  'suspended',
  'completed',
] as const;

/** One of {@link PLANNED_MAINTENANCE_STATUSES}. */
export type PlannedMaintenanceStatus = (typeof PLANNED_MAINTENANCE_STATUSES)[number];

/** What a new planned maintenance is unless its form says otherwise: yearly, planned. */
export const PLANNED_MAINTENANCE_DEFAULTS: {
  readonly frequency: PlannedMaintenanceFrequency;
  readonly status: PlannedMaintenanceStatus;
} = { frequency: 'yearly', status: 'planned' };
