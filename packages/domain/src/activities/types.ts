/**
 * Activities and tasks as the spec describes them (001 §3 Activity and Task, 002 §3.5, §3.10).
 * Field names follow the wire shape so that api-client and the gateway use them unchanged.
 */
import type {
  DateValue,
  OrderCategory,
  OrderEntityId,
  OrderStatus,
  OrderSupplierSummary,
} from '../orders/types.ts';

/** Activity status (001 §4.2). */
export type ActivityStatus = 'TODO' | 'WORKING' | 'DONE' | 'REJECTED';

/** Every activity status, in the order the spec lists them. */
export const ACTIVITY_STATUSES = [
  'TODO',
  'WORKING',
  'DONE',
  'REJECTED',
] as const satisfies readonly ActivityStatus[];

/** Each activity status by name, for the apps to compare with (`activity.status === ACTIVITY_STATUS.DONE`). */
export const ACTIVITY_STATUS = {
  TODO: 'TODO',
  WORKING: 'WORKING',
  DONE: 'DONE',
  REJECTED: 'REJECTED',
} as const satisfies { [Status in ActivityStatus]: Status };

/** The order as embedded in an activity of the widgets and pickers (002 §3.10 org_orders). */
export interface ActivityOrderSummary {
  id: OrderEntityId;
  object?: string | null;
  code?: string | null;
  status: OrderStatus;
  category?: OrderCategory;
  priority?: number | null;
  isSuspended?: boolean;
  org_buildings?: { id: OrderEntityId; name: string } | null;
  org_suppliers?: OrderSupplierSummary | null;
}

/** An activity within an order (001 §3, 002 §3.5, §3.10). */
export interface Activity {
  id: OrderEntityId;
  code?: string | null;
  status: ActivityStatus;
  validFrom?: DateValue | null;
  validTo?: DateValue | null;
  /** The note shared between organisation and supplier. */
  note?: string | null;
  /** The organisation's internal note. */
  noteOrg?: string | null;
  /** The supplier's internal note. */
  noteSpl?: string | null;
  closingDate?: DateValue | null;
  /** True when the organisation rejected the activity (001 §4.2). */
  managedFromOrg?: boolean;
  /** The billing token linked to the activity, if any. */
  _token?: OrderEntityId | null;
  _order?: OrderEntityId | null;
  /** Pending activities show 'In corso' in the agenda (002 §4.6). */
  isPending?: boolean;
  org_orders?: ActivityOrderSummary | null;
}

/**
 * A task (intervento): status, isSigned, _activity (001 §3, §7 "POST api/v2/proxy/tasks with
 * status, isSigned and _activity"). Other fields are not shown in the spec.
 */
export interface Task {
  /** Set once stored (the gateway answers a created task with it). */
  id?: OrderEntityId;
  status: number;
  isSigned: boolean;
  _activity: OrderEntityId;
}

/** The four activity creation types (001 §9). Wire values are ours: the spec names them in prose. */
export type ActivityCreationType = 'SINGLE' | 'FIXED_NUMBER' | 'FIXED_WEEKDAYS' | 'FIXED_STEP';

/** Every creation type, in the order the spec lists them. */
export const ACTIVITY_CREATION_TYPES = [
  'SINGLE',
  'FIXED_NUMBER',
  'FIXED_WEEKDAYS',
  'FIXED_STEP',
] as const satisfies readonly ActivityCreationType[];

/** A weekday as the creation buttons send it: 1 Monday … 6 Saturday, 0 Sunday (001 §9). */
export type ActivityWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** An activity creation request (001 §5, §7 "create (POST with _order, type and options)", §9). */
export interface ActivityCreationInput {
  type: ActivityCreationType;
  /** First day of the period. */
  startDate: DateValue | null;
  /** Last day of the period; required (001 §5). */
  endDate: DateValue | null;
  /** FIXED_NUMBER: how many activities, an integer of at least 1. */
  numberOfActivities?: number | null;
  /** FIXED_WEEKDAYS: the selected weekdays. */
  weekdays?: readonly ActivityWeekday[];
  /** FIXED_STEP: one activity every `frequency` days, an integer of at least 1. */
  frequency?: number | null;
  includeSaturday: boolean;
  includeSunday: boolean;
  includeHolidays: boolean;
}

/** One activity a creation request expands to: the period within which it is due. */
export interface PlannedActivity {
  validFrom: Date;
  validTo: Date;
}
