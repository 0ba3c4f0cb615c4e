/**
 * Ready-made presentations of the seven pickers of 002 §2.3 (activities, buildings, claims,
 * employees, orders and contracts, suppliers, tickets), and of the contacts and units an
 * entitlement names (002 §3.7): what each option shows, from the fields of 002 §3.4, §3.5 and
 * §3.8, with domain's rules. Spread one on a picker:
 * `<SearchPicker {...buildingPickerPresentation()} search={searchBuildings} />`.
 */
import type {
  Activity,
  ActivityOrderSummary,
  BuildingAddress,
  Claim,
  Employee,
  Order,
  Supplier,
  Ticket,
} from '@portineria/domain';
import {
  claimStatusLabel,
  employeeRegistrationLabel,
  formatAddress,
  isBuildingDisabled,
  isClaimClosed,
  isPickableActivity,
  supplierDisplayName,
  ticketRequesterLabel,
} from '@portineria/domain';
import { entityPickersMessage } from '../messages/it-IT/entityPickers.ts';
import type { SearchPickerBadge, SearchPickerPresentation } from './SearchPicker.tsx';

/** An activity as the activity picker reads it (002 §3.5: code, status, the linked order). */
export type ActivityPickerItem = Pick<Activity, 'id' | 'code' | 'status'> & {
  org_orders?: Pick<ActivityOrderSummary, 'id' | 'object' | 'code'> | null;
};

/** A building as the building picker reads it (000 §3 name and address; 002 §3.5 status). */
export interface BuildingPickerItem extends BuildingAddress {
  id: string;
  name: string;
  /** 'disabled' marks a disabled building (002 §3.5 "status (disabled exists)"). */
  status?: string | number | null;
}

/** A claim as the claim picker reads it (002 §3.5: status, _building). */
export type ClaimPickerItem = Pick<Claim, 'id' | 'code' | 'status' | 'building'>;

/** An employee as the employee picker reads it (002 §3.5: _user, fullname). */
export type EmployeePickerItem = Pick<Employee, 'id' | 'fullname' | '_user'>;

/** An order or contract as the order picker reads it (002 §3.4: object, code, id, category). */
export type OrderPickerItem = Pick<Order, 'id' | 'object' | 'code' | 'category'>;

/** A supplier as the supplier picker reads it (002 §3.5: code, name1, name2). */
export type SupplierPickerItem = Pick<Supplier, 'id' | 'code' | 'name1' | 'name2'>;

/** A contact as the contact picker reads it (002 §3.8 contact card: fullname, email). */
export interface ContactPickerItem {
  id: string;
  fullname?: string | null;
  email?: string | null;
}

/** A unit as the unit picker reads it (its name and code; 001 §2.2 units). */
export interface UnitPickerItem {
  id: string;
  name?: string | null;
  code?: string | null;
}

/** A ticket as the ticket picker reads it (002 §3.5: object, org_contacts). */
export type TicketPickerItem = Pick<Ticket, 'id' | 'object' | 'code' | 'org_contacts'>;

/** Every text of the presentations, overridable. */
export interface EntityPickerLabels {
  /** Field labels and dialog titles: 'Attività', 'Immobile', 'Sinistro', 'Dipendente', 'Ordine', 'Fornitore', 'Ticket'. */
  activity: string;
  building: string;
  claim: string;
  /** 'Contatto', 'Unità' (an entitlement's contact and unit, 002 §3.7). */
  contact: string;
  unit: string;
  employee: string;
  order: string;
  supplier: string;
  ticket: string;
  /** Activity status chips: 'Da fare', 'In lavorazione'. */
  activityTodo: string;
  activityWorking: string;
  /** The order of an activity: 'Ordine {code}'. */
  activityOrder: string;
  /** 002 §8: 'Disabilitato'. */
  buildingDisabled: string;
  /** Order category chips: 'Ordine' (ODS), 'Ordine ripetuto' (ODP). */
  orderCategoryOds: string;
  orderCategoryOdp: string;
  /** Code lines: 'Codice {code}'. */
  code: string;
  /** Replaces domain's 'Non registrato' (002 §8). */
  employeeNotRegistered?: string;
  /** Replaces domain's 'Nessun richiedente' (002 §8). */
  ticketNoRequester?: string;
}

function labelsWith(overrides: Partial<EntityPickerLabels> = {}): EntityPickerLabels {
  return {
    activity: entityPickersMessage('entityPickers.activity.label'),
    building: entityPickersMessage('entityPickers.building.label'),
    claim: entityPickersMessage('entityPickers.claim.label'),
    contact: entityPickersMessage('entityPickers.contact.label'),
    unit: entityPickersMessage('entityPickers.unit.label'),
    employee: entityPickersMessage('entityPickers.employee.label'),
    order: entityPickersMessage('entityPickers.order.label'),
    supplier: entityPickersMessage('entityPickers.supplier.label'),
    ticket: entityPickersMessage('entityPickers.ticket.label'),
    activityTodo: entityPickersMessage('entityPickers.activity.status.todo'),
    activityWorking: entityPickersMessage('entityPickers.activity.status.working'),
    activityOrder: entityPickersMessage('entityPickers.activity.order'),
    buildingDisabled: entityPickersMessage('entityPickers.building.disabled'),
    orderCategoryOds: entityPickersMessage('entityPickers.order.category.ods'),
    orderCategoryOdp: entityPickersMessage('entityPickers.order.category.odp'),
    code: entityPickersMessage('entityPickers.code'),
    ...overrides,
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

function present(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

const MISSING = '-';

/** Re-exported for compatibility: the rule lives in domain (`isBuildingDisabled`). */
export { isBuildingDisabled };

/**
 * The activity picker (002 §3.5, §5.2): the code, the order's object and code, the status chip;
 * only todo and working activities are offered (domain's `isPickableActivity`).
 */
export function activityPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<ActivityPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.activity,
    getKey: (activity) => activity.id,
    getLabel: (activity) => present(activity.code) ?? MISSING,
    getDescription: (activity) => activity.org_orders?.object,
    getSubtext: (activity) => {
      const code = present(activity.org_orders?.code);
      return code === undefined ? undefined : fill(labels.activityOrder, { code });
    },
    getBadges: (activity): SearchPickerBadge[] =>
      activity.status === 'TODO'
        ? [{ label: labels.activityTodo, tone: 'info' }]
        : activity.status === 'WORKING'
          ? [{ label: labels.activityWorking, tone: 'warning' }]
          : [],
    isItemPickable: isPickableActivity,
  };
}

/** The building picker: the name, the address 'city - street (province)' and 'Disabilitato'. */
export function buildingPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<BuildingPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.building,
    getKey: (building) => building.id,
    getLabel: (building) => present(building.name) ?? MISSING,
    getDescription: (building) => formatAddress(building),
    getBadges: (building): SearchPickerBadge[] =>
      isBuildingDisabled(building) ? [{ label: labels.buildingDisabled, tone: 'default' }] : [],
  };
}

/**
 * The claim picker (002 §5.2 "The claim picker excludes closed claims"): the code, the building,
 * the status chip; closed claims are not offered (domain's `isClaimClosed`).
 */
export function claimPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<ClaimPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.claim,
    getKey: (claim) => claim.id,
    getLabel: (claim) => present(claim.code) ?? MISSING,
    getDescription: (claim) => claim.building?.name,
    getBadges: (claim): SearchPickerBadge[] => [
      { label: claimStatusLabel(claim.status), tone: 'info' },
    ],
    isItemPickable: (claim) => !isClaimClosed(claim),
  };
}

/** The employee picker: the full name and 'Non registrato' when `_user` is null (002 §8). */
export function employeePickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<EmployeePickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.employee,
    getKey: (employee) => employee.id,
    getLabel: (employee) => present(employee.fullname) ?? MISSING,
    getBadges: (employee): SearchPickerBadge[] => {
      const registration = employeeRegistrationLabel(employee);
      return registration === undefined
        ? []
        : [{ label: labels.employeeNotRegistered ?? registration, tone: 'warning' }];
    },
  };
}

/** The contact picker (002 §3.8): the full name and the e-mail. */
export function contactPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<ContactPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.contact,
    getKey: (contact) => contact.id,
    getLabel: (contact) => present(contact.fullname) ?? MISSING,
    getDescription: (contact) => present(contact.email),
  };
}

/** The unit picker: the name (or the code), and the code. */
export function unitPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<UnitPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.unit,
    getKey: (unit) => unit.id,
    getLabel: (unit) => present(unit.name) ?? present(unit.code) ?? MISSING,
    getDescription: (unit) => {
      const code = present(unit.code);
      return code === undefined ? undefined : fill(labels.code, { code });
    },
  };
}

/**
 * The order and contract picker (002 §3.4): the object, the code, and the category chip —
 * 'Ordine' for ODS, 'Ordine ripetuto' for ODP (a repeated order or contract).
 */
export function orderPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<OrderPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.order,
    getKey: (order) => order.id,
    getLabel: (order) => present(order.object) ?? present(order.code) ?? MISSING,
    getDescription: (order) => {
      const code = present(order.code);
      return code === undefined ? undefined : fill(labels.code, { code });
    },
    getBadges: (order): SearchPickerBadge[] => [
      order.category === 'ODP'
        ? { label: labels.orderCategoryOdp, tone: 'info' }
        : { label: labels.orderCategoryOds, tone: 'primary' },
    ],
  };
}

/** The supplier picker: name1 and name2 (domain's `supplierDisplayName`) and the code. */
export function supplierPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<SupplierPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.supplier,
    getKey: (supplier) => supplier.id,
    getLabel: (supplier) => supplierDisplayName(supplier),
    getDescription: (supplier) => {
      const code = present(supplier.code);
      return code === undefined ? undefined : fill(labels.code, { code });
    },
  };
}

/** The ticket picker: the object and the requester, or 'Nessun richiedente' (002 §8). */
export function ticketPickerPresentation(
  overrides?: Partial<EntityPickerLabels>,
): SearchPickerPresentation<TicketPickerItem> {
  const labels = labelsWith(overrides);
  return {
    label: labels.ticket,
    getKey: (ticket) => ticket.id,
    getLabel: (ticket) => present(ticket.object) ?? MISSING,
    getDescription: (ticket) => {
      const requester = ticketRequesterLabel(ticket);
      const hasRequester = ticketRequesterLabel({ org_contacts: null }) !== requester;
      return hasRequester ? requester : (labels.ticketNoRequester ?? requester);
    },
  };
}
