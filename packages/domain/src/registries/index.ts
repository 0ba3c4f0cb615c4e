export { RECORD_USAGE_KINDS, recordUsageRefusal } from './recordUsage.ts';
export type { RecordUsage, RecordUsageKind } from './recordUsage.ts';
export {
  EMPLOYEE_LEVELS,
  SUPPLIER_COMPANY_FIELDS,
  isCertifiedSupplier,
  isRequiredColumn,
  registryFieldLabel,
  registryFormColumns,
  registryIdentityFields,
} from './registryForm.ts';
export type { RegistryFormEntity } from './registryForm.ts';
export {
  PLANNED_MAINTENANCE_DEFAULTS,
  PLANNED_MAINTENANCE_FREQUENCIES,
  PLANNED_MAINTENANCE_STATUSES,
} from './plannedMaintenance.ts';
export type {
  PlannedMaintenanceFrequency,
  PlannedMaintenanceStatus,
} from './plannedMaintenance.ts';
export { accessEntitlementChoice, deputyNotDelegatorRule } from './entitlementAccess.ts';
export type { AccessEntitlementChoice, DelegableEntitlement } from './entitlementAccess.ts';
