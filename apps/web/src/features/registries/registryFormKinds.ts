/**
 * The registries with a form (001 §2.2–2.4): each one's domain fields, api-client mutations,
 * and what its route category fixes (002 §2.9 a contact's person or client; 001 §2.2 a
 * building's private or condominium, nin hidden for private buildings, 002 §3.8; a unit's
 * building picked from the organisation's buildings; a supplier's company data locked once the
 * company is certified).
 */
import {
  buildingMutationOptions,
  contactMutationOptions,
  employeeMutationOptions,
  entitlementAccessMutationOptions,
  entitlementMutationOptions,
  plannedMaintenanceMutationOptions,
  supplierMutationOptions,
  unitMutationOptions,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import type { RegistryFormKind } from './RegistryForms.tsx';

/** The kind's api-client mutations, typed as the generic form sends them. */
function mutationsOf(family: {
  create: () => unknown;
  update: () => unknown;
  remove: () => unknown;
}): Pick<RegistryFormKind, 'create' | 'update' | 'remove'> {
  // The form sends the kind's wire fields only (domain's registryFormColumns): the same input.
  return family as unknown as Pick<RegistryFormKind, 'create' | 'update' | 'remove'>;
}

/** Contacts: a person or a client by the route's category. */
export const CONTACT_FORM: RegistryFormKind = {
  entity: 'contacts',
  historyKind: 'contact',
  title: (category) =>
    category === 'client'
      ? webMessage('registry.create.title.contacts.client')
      : webMessage('registry.create.title.contacts.person'),
  fixed: (category) => ({ isPerson: category !== 'client' }),
  ...mutationsOf(contactMutationOptions(apiClient)),
};

/** Buildings: a condominium or a private building by the route's category. */
export const BUILDING_FORM: RegistryFormKind = {
  entity: 'buildings',
  historyKind: 'building',
  title: (category) =>
    category === 'private'
      ? webMessage('registry.create.title.buildings.private')
      : webMessage('registry.create.title.buildings.condominium'),
  fixed: (category) => ({ isPrivate: category === 'private' }),
  ...mutationsOf(buildingMutationOptions(apiClient)),
};

/** Units: a flat, shop or garage of one of the organisation's buildings (no route category). */
export const UNIT_FORM: RegistryFormKind = {
  entity: 'units',
  historyKind: 'unit',
  title: () => webMessage('registry.create.title.units'),
  fixed: () => ({}),
  ...mutationsOf(unitMutationOptions(apiClient)),
};

/**
 * Employees of the organisation (ORG) or of the supplier company (SPL): the route's role decides
 * whose, on the gateway. A new employee is enabled unless the form says otherwise.
 */
export const EMPLOYEE_FORM: RegistryFormKind = {
  entity: 'employees',
  historyKind: 'employee',
  title: () => webMessage('registry.create.title.employees'),
  fixed: () => ({}),
  ...mutationsOf(employeeMutationOptions(apiClient)),
};

/** Planned maintenances of the organisation's buildings (no route category). */
export const PLANNED_MAINTENANCE_FORM: RegistryFormKind = {
  entity: 'plannedMaintenances',
  historyKind: 'plannedMaintenance',
  title: () => webMessage('registry.create.title.plannedMaintenances'),
  fixed: () => ({}),
  ...mutationsOf(plannedMaintenanceMutationOptions(apiClient)),
};

/**
 * Entitlements: who is what in a building (002 §3.7); the roles shown for the building picked,
 * normalised by the gateway on every write (002 §5.4).
 */
export const ENTITLEMENT_FORM: RegistryFormKind = {
  entity: 'entitlements',
  historyKind: 'entitlement',
  title: () => webMessage('registry.create.title.entitlements'),
  fixed: () => ({}),
  ...mutationsOf(entitlementMutationOptions(apiClient)),
};

/**
 * Delegated accesses (001 §2.2 entitlements-access, /new, /mod): a new access picks the
 * building, the delegating contact (and the unit when it has several entitlements there) and the
 * deputy; the edit changes the deputy and the note; ELIMINA takes the deputy off the
 * entitlement. The row is its entitlement, so its history is the entitlement's (DECISIONS.md
 * "Delegated accesses: created, removed, never self-delegated").
 */
export const ENTITLEMENT_ACCESS_FORM: RegistryFormKind = {
  entity: 'entitlementsAccess',
  historyKind: 'entitlement',
  title: () => webMessage('registry.create.title.entitlementsAccess'),
  fixed: () => ({}),
  ...mutationsOf(entitlementAccessMutationOptions(apiClient)),
};

/**
 * The organisation's suppliers (000 §3, 002 §3.9): its code, the company's data and categories;
 * a certified company's data are shown but not edited (domain's `registryIdentityFields`).
 */
export const SUPPLIER_FORM: RegistryFormKind = {
  entity: 'suppliers',
  historyKind: 'supplier',
  title: () => webMessage('registry.create.title.suppliers'),
  fixed: () => ({}),
  ...mutationsOf(supplierMutationOptions(apiClient)),
};
