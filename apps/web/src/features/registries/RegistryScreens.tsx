/**
 * The registries' screens (001 §2.2–2.4 TAB routes): buildings, the buildings managed for others,
 * consultancies, contacts, employees, entitlements and delegated accesses, suppliers and the
 * platform's suppliers, units and planned maintenances. Contacts, buildings, units, employees,
 * planned maintenances, entitlements and the organisation's suppliers are kept here too:
 * NUOVO, their create screen, and on their detail the edit form, ELIMINA and the history
 * (./RegistryForms.tsx), and so are the delegated accesses (whose history is their
 * entitlement's); the other registries' editors build on the same.
 */
import type { ImportRegistry, SupplierRecord } from '@portineria/api-client';
import type { ComponentType } from 'react';
import type { RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import type { DetailDefinition, RecordRow } from '../../records/definition.ts';
import {
  RegistryCreateScreen,
  RegistryNewButton,
  RegistryRecordPanel,
  type RegistryFormKind,
} from './RegistryForms.tsx';
import {
  BUILDING_FORM,
  CONTACT_FORM,
  EMPLOYEE_FORM,
  ENTITLEMENT_ACCESS_FORM,
  ENTITLEMENT_FORM,
  PLANNED_MAINTENANCE_FORM,
  SUPPLIER_FORM,
  UNIT_FORM,
} from './registryFormKinds.ts';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { BUILDINGS, MANAGED_BUILDINGS } from './buildingRecords.ts';
import { CONSULTANCIES } from './consultancyRecords.ts';
import { CONTACTS } from './contactRecords.ts';
import { EMPLOYEES } from './employeeRecords.ts';
import { ENTITLEMENTS, ENTITLEMENTS_ACCESS } from './entitlementRecords.ts';
import { PLANNED_MAINTENANCES } from './plannedMaintenanceRecords.ts';
import { SUPPLIERS, SYSTEM_SUPPLIERS } from './supplierRecords.ts';
import { UNITS } from './unitRecords.ts';
import { RegistryImportButton } from './import/RegistryImport.tsx';

/** Props of a registry's detail: the chat slot its route composes in (a building's chat). */
export interface RegistryDetailScreenProps {
  chatSection?: RecordChatSlot;
}

/**
 * The screens of a kept registry: its list with NUOVO, its detail with the edit form, ELIMINA
 * and the history above the read-only sections, and its create screen.
 */
function keptRegistryScreens<Row extends RecordRow>(
  definition: DetailDefinition<Row>,
  kind: RegistryFormKind,
  importRegistry?: ImportRegistry,
) {
  return {
    List: () => (
      <RecordListScreen
        definition={definition}
        actions={
          <>
            {importRegistry ? <RegistryImportButton registry={importRegistry} /> : null}
            <RegistryNewButton />
          </>
        }
      />
    ),
    Detail: ({ chatSection }: RegistryDetailScreenProps) => (
      <RecordDetailScreen
        definition={definition}
        chatSection={chatSection}
        editedAbove
        renderActions={(row, profile) => (
          <RegistryRecordPanel kind={kind} row={row} profile={profile} />
        )}
      />
    ),
    Create: () => <RegistryCreateScreen kind={kind} />,
  };
}

// The gateway imports buildings (condominium and private, by the route category) as one batch.
const buildings = keptRegistryScreens(BUILDINGS, BUILDING_FORM, 'buildings');
// The gateway imports contacts as one batch (apps/gateway registryImport.ts).
const contacts = keptRegistryScreens(CONTACTS, CONTACT_FORM, 'contacts');
const employees = keptRegistryScreens(EMPLOYEES, EMPLOYEE_FORM);
const units = keptRegistryScreens(UNITS, UNIT_FORM);
const plannedMaintenances = keptRegistryScreens(PLANNED_MAINTENANCES, PLANNED_MAINTENANCE_FORM);
const entitlements = keptRegistryScreens(ENTITLEMENTS, ENTITLEMENT_FORM);
const suppliers = keptRegistryScreens(SUPPLIERS, SUPPLIER_FORM);
const entitlementsAccess = keptRegistryScreens(ENTITLEMENTS_ACCESS, ENTITLEMENT_ACCESS_FORM);

export const BuildingsListScreen = buildings.List;
export const BuildingDetailScreen = buildings.Detail;
export const BuildingCreateScreen = buildings.Create;
export const ManagedBuildingsListScreen = () => <RecordListScreen definition={MANAGED_BUILDINGS} />;
export const ConsultanciesListScreen = () => <RecordListScreen definition={CONSULTANCIES} />;
export { ConsultancyFolderTypeScreen } from './ConsultancyFolderTypeScreen.tsx';
export const ContactsListScreen = contacts.List;
export const ContactDetailScreen = contacts.Detail;
export const ContactCreateScreen = contacts.Create;
export const EmployeesListScreen = employees.List;
export const EmployeeDetailScreen = employees.Detail;
export const EmployeeCreateScreen = employees.Create;
export const EntitlementsListScreen = entitlements.List;
export const EntitlementDetailScreen = entitlements.Detail;
export const EntitlementCreateScreen = entitlements.Create;
export const EntitlementsAccessListScreen = entitlementsAccess.List;
export const EntitlementAccessDetailScreen = entitlementsAccess.Detail;
export const EntitlementAccessCreateScreen = entitlementsAccess.Create;
export const SuppliersListScreen = suppliers.List;
export const SupplierCreateScreen = suppliers.Create;
/** Props of {@link SupplierDetailScreen}. */
export interface SupplierDetailScreenProps {
  /** Another feature's section about the supplier, composed by the route (its folders). */
  supplierSection?: ComponentType<{ supplierId: string }>;
  /** The chat between the organisation and the supplier (COMPANY), composed by the route. */
  chatSection?: RecordChatSlot;
}

/**
 * A supplier's page: the edit form, ELIMINA and the history where the profile may (as every kept
 * registry's), and the sections its route composes below the fields.
 */
export const SupplierDetailScreen = ({
  supplierSection: Section,
  chatSection,
}: SupplierDetailScreenProps) => (
  <RecordDetailScreen<SupplierRecord>
    definition={SUPPLIERS}
    chatSection={chatSection}
    editedAbove
    renderActions={(row, profile) => (
      <RegistryRecordPanel kind={SUPPLIER_FORM} row={row} profile={profile} />
    )}
    {...(Section ? { renderAfter: (row) => <Section supplierId={String(row.id)} /> } : {})}
  />
);
export const SystemSuppliersListScreen = () => <RecordListScreen definition={SYSTEM_SUPPLIERS} />;
export const UnitsListScreen = units.List;
export const UnitDetailScreen = units.Detail;
export const UnitCreateScreen = units.Create;
export const PlannedMaintenancesListScreen = plannedMaintenances.List;
export const PlannedMaintenanceDetailScreen = plannedMaintenances.Detail;
export const PlannedMaintenanceCreateScreen = plannedMaintenances.Create;
