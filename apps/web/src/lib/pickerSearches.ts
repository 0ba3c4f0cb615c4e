/**
 * The SearchPickers' searches of the app's forms (buildings, suppliers, employees, 002 §2.3;
 * contacts and units, an entitlement's), each
 * a cached read of the api-client's list query options. The pickers key their selection by a
 * string id.
 */
import {
  getBuildingsQueryOptions,
  getContactsQueryOptions,
  getEmployeesQueryOptions,
  getSuppliersQueryOptions,
  getUnitsQueryOptions,
} from '@portineria/api-client';
import type {
  BuildingPickerItem,
  ContactPickerItem,
  EmployeePickerItem,
  SupplierPickerItem,
  UnitPickerItem,
} from '@portineria/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from './apiClient.ts';

const PICKER_LIMIT = 20;

/** The pickers' searches. */
export function usePickerSearches() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      building: async (text: string): Promise<BuildingPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getBuildingsQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((building) => ({ ...building, id: String(building.id), name: building.name ?? '' })),
      // The pickers key their selection by a string id, as the building's is.
      supplier: async (text: string): Promise<SupplierPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getSuppliersQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((supplier) => ({ ...supplier, id: String(supplier.id) }) as SupplierPickerItem),
      employee: async (text: string): Promise<EmployeePickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getEmployeesQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((employee) => ({ ...employee, id: String(employee.id) }) as EmployeePickerItem),
      contact: async (text: string): Promise<ContactPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getContactsQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((contact) => ({ ...contact, id: String(contact.id) }) as ContactPickerItem),
      unit: async (text: string): Promise<UnitPickerItem[]> =>
        (
          await queryClient.fetchQuery(
            getUnitsQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((unit) => ({ ...unit, id: String(unit.id) }) as UnitPickerItem),
    }),
    [queryClient],
  );
}
