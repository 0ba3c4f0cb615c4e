/**
 * The registries' screens (001 §2.2–2.4 TAB routes): buildings, the buildings managed for others,
 * consultancies, contacts, employees, entitlements and delegated accesses, suppliers and the
 * platform's suppliers, units and planned maintenances. Their editors of later issues build on
 * these definitions.
 */
import type { SupplierRecord } from '@portineria/api-client';
import type { ComponentType } from 'react';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { BUILDINGS, MANAGED_BUILDINGS } from './buildingRecords.ts';
import { CONSULTANCIES } from './consultancyRecords.ts';
import { CONTACTS } from './contactRecords.ts';
import { EMPLOYEES } from './employeeRecords.ts';
import { ENTITLEMENTS, ENTITLEMENTS_ACCESS } from './entitlementRecords.ts';
import { PLANNED_MAINTENANCES } from './plannedMaintenanceRecords.ts';
import { SUPPLIERS, SYSTEM_SUPPLIERS } from './supplierRecords.ts';
import { UNITS } from './unitRecords.ts';

export const BuildingsListScreen = () => <RecordListScreen definition={BUILDINGS} />;
export const BuildingDetailScreen = () => <RecordDetailScreen definition={BUILDINGS} />;
export const ManagedBuildingsListScreen = () => <RecordListScreen definition={MANAGED_BUILDINGS} />;
export const ConsultanciesListScreen = () => <RecordListScreen definition={CONSULTANCIES} />;
export { ConsultancyFolderTypeScreen } from './ConsultancyFolderTypeScreen.tsx';
export const ContactsListScreen = () => <RecordListScreen definition={CONTACTS} />;
export const ContactDetailScreen = () => <RecordDetailScreen definition={CONTACTS} />;
export const EmployeesListScreen = () => <RecordListScreen definition={EMPLOYEES} />;
export const EmployeeDetailScreen = () => <RecordDetailScreen definition={EMPLOYEES} />;
export const EntitlementsListScreen = () => <RecordListScreen definition={ENTITLEMENTS} />;
export const EntitlementDetailScreen = () => <RecordDetailScreen definition={ENTITLEMENTS} />;
export const EntitlementsAccessListScreen = () => (
  <RecordListScreen definition={ENTITLEMENTS_ACCESS} />
);
export const EntitlementAccessDetailScreen = () => (
  <RecordDetailScreen definition={ENTITLEMENTS_ACCESS} />
);
export const SuppliersListScreen = () => <RecordListScreen definition={SUPPLIERS} />;
/** Props of {@link SupplierDetailScreen}. */
export interface SupplierDetailScreenProps {
  /** Another feature's section about the supplier, composed by the route (its folders). */
  supplierSection?: ComponentType<{ supplierId: string }>;
}

/** A supplier's page, with the section its route composes below the fields. */
export const SupplierDetailScreen = ({ supplierSection: Section }: SupplierDetailScreenProps) => (
  <RecordDetailScreen<SupplierRecord>
    definition={SUPPLIERS}
    {...(Section ? { renderAfter: (row) => <Section supplierId={String(row.id)} /> } : {})}
  />
);
export const SystemSuppliersListScreen = () => <RecordListScreen definition={SYSTEM_SUPPLIERS} />;
export const UnitsListScreen = () => <RecordListScreen definition={UNITS} />;
export const UnitDetailScreen = () => <RecordDetailScreen definition={UNITS} />;
export const PlannedMaintenancesListScreen = () => (
  <RecordListScreen definition={PLANNED_MAINTENANCES} />
);
export const PlannedMaintenanceDetailScreen = () => (
  <RecordDetailScreen definition={PLANNED_MAINTENANCES} />
);
