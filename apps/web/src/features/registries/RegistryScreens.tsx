/**
 * The registries' screens (001 §2.2–2.4 TAB routes): buildings, the buildings managed for others,
 * consultancies, contacts, employees, entitlements and delegated accesses, suppliers and the
 * platform's suppliers, units and planned maintenances. Contacts, buildings, units and employees are kept here too:
 * NUOVO, their create screen, and on their detail the edit form, ELIMINA and the history
 * (./RegistryForms.tsx); the other registries' editors build on the same.
 */
import type { SupplierRecord } from '@portineria/api-client';
import type { ComponentType } from 'react';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RegistryCreateScreen, RegistryNewButton, RegistryRecordPanel } from './RegistryForms.tsx';
import { BUILDING_FORM, CONTACT_FORM, EMPLOYEE_FORM, UNIT_FORM } from './registryFormKinds.ts';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { BUILDINGS, MANAGED_BUILDINGS } from './buildingRecords.ts';
import { CONSULTANCIES } from './consultancyRecords.ts';
import { CONTACTS } from './contactRecords.ts';
import { EMPLOYEES } from './employeeRecords.ts';
import { ENTITLEMENTS, ENTITLEMENTS_ACCESS } from './entitlementRecords.ts';
import { PLANNED_MAINTENANCES } from './plannedMaintenanceRecords.ts';
import { SUPPLIERS, SYSTEM_SUPPLIERS } from './supplierRecords.ts';
import { UNITS } from './unitRecords.ts';

export const BuildingsListScreen = () => (
  <RecordListScreen definition={BUILDINGS} actions={<RegistryNewButton />} />
);
export const BuildingDetailScreen = () => (
  <RecordDetailScreen
    definition={BUILDINGS}
    editedAbove
    renderActions={(row, profile) => (
      <RegistryRecordPanel kind={BUILDING_FORM} row={row} profile={profile} />
    )}
  />
);
export const BuildingCreateScreen = () => <RegistryCreateScreen kind={BUILDING_FORM} />;
export const ManagedBuildingsListScreen = () => <RecordListScreen definition={MANAGED_BUILDINGS} />;
export const ConsultanciesListScreen = () => <RecordListScreen definition={CONSULTANCIES} />;
export { ConsultancyFolderTypeScreen } from './ConsultancyFolderTypeScreen.tsx';
export const ContactsListScreen = () => (
  <RecordListScreen definition={CONTACTS} actions={<RegistryNewButton />} />
);
export const ContactDetailScreen = () => (
  <RecordDetailScreen
    definition={CONTACTS}
    editedAbove
    renderActions={(row, profile) => (
      <RegistryRecordPanel kind={CONTACT_FORM} row={row} profile={profile} />
    )}
  />
);
export const ContactCreateScreen = () => <RegistryCreateScreen kind={CONTACT_FORM} />;
export const EmployeesListScreen = () => (
  <RecordListScreen definition={EMPLOYEES} actions={<RegistryNewButton />} />
);
export const EmployeeDetailScreen = () => (
  <RecordDetailScreen
    definition={EMPLOYEES}
    editedAbove
    renderActions={(row, profile) => (
      <RegistryRecordPanel kind={EMPLOYEE_FORM} row={row} profile={profile} />
    )}
  />
);
export const EmployeeCreateScreen = () => <RegistryCreateScreen kind={EMPLOYEE_FORM} />;
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
export const UnitsListScreen = () => (
  <RecordListScreen definition={UNITS} actions={<RegistryNewButton />} />
);
export const UnitDetailScreen = () => (
  <RecordDetailScreen
    definition={UNITS}
    editedAbove
    renderActions={(row, profile) => (
      <RegistryRecordPanel kind={UNIT_FORM} row={row} profile={profile} />
    )}
  />
);
export const UnitCreateScreen = () => <RegistryCreateScreen kind={UNIT_FORM} />;
export const PlannedMaintenancesListScreen = () => (
  <RecordListScreen definition={PLANNED_MAINTENANCES} />
);
export const PlannedMaintenanceDetailScreen = () => (
  <RecordDetailScreen definition={PLANNED_MAINTENANCES} />
);
