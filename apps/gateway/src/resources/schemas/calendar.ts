/**
 * The allow-lists of the calendar (002 §3.1–3.3): events, reminders and the colleagues of a
 * calendar. An item links at most one record (002 §5.1 link types); its link fields are the
 * local columns of the associations, so a written link is checked against the target's rule.
 */
import { allowList, belongsTo } from '../../query/index.ts';
import type { AssociationSpec, ResourceSchema } from '../../query/index.ts';
import { calendarColleagues, calendarEvents, reminders } from '../../db/tables/calendar.ts';
import { activitySchema, claimSchema, orderSchema, ticketSchema } from './operations.ts';
import {
  buildingSummarySchema,
  employeeSummarySchema,
  supplierSummarySchema,
} from './registries.ts';

const links: Record<string, AssociationSpec> = {
  org_employees: belongsTo(() => employeeSummarySchema, 'employee_id'),
  org_assignee: belongsTo(() => employeeSummarySchema, 'assignee_employee_id'),
  org_buildings: belongsTo(() => buildingSummarySchema, 'link_building_id'),
  org_suppliers: belongsTo(() => supplierSummarySchema, 'link_supplier_id'),
  org_tickets: belongsTo(() => ticketSchema, 'link_ticket_id'),
  org_claims: belongsTo(() => claimSchema, 'link_claim_id'),
  org_orders: belongsTo(() => orderSchema, 'link_order_id'),
  org_activities: belongsTo(() => activitySchema, 'link_activity_id'),
};

/** The link fields of an item and their columns (002 §5.1). */
export const CALENDAR_LINK_FIELDS = {
  _building: 'link_building_id',
  _supplier: 'link_supplier_id',
  _ticket: 'link_ticket_id',
  _claim: 'link_claim_id',
  _order: 'link_order_id',
  _activity: 'link_activity_id',
} as const;

const item = {
  id: 'id',
  object: 'object',
  description: 'description',
  startTime: 'start_time',
  endTime: 'end_time',
  isAllDay: 'is_all_day',
  visibility: 'visibility',
  status: 'status',
  color: 'color',
  _employee: 'employee_id',
  _assignee: 'assignee_employee_id',
  ...CALENDAR_LINK_FIELDS,
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

/** Calendar events (002 §3.1). */
export const calendarEventSchema: ResourceSchema = allowList(calendarEvents, {
  fields: {
    ...item,
    isMobileAllDay: 'is_mobile_all_day',
    mobileStartTime: 'mobile_start_time',
    mobileEndTime: 'mobile_end_time',
  },
  associations: links,
  defaultOrder: [['startTime', 'ASC']],
  fullTextFields: ['object', 'description'],
});

/** Reminders (002 §3.2: the event shape plus shareWithOrg). */
export const reminderSchema: ResourceSchema = allowList(reminders, {
  fields: { ...item, shareWithOrg: 'share_with_org' },
  associations: links,
  defaultOrder: [['startTime', 'ASC']],
  fullTextFields: ['object', 'description'],
});

/** The colleagues of a calendar (002 §3.3: id, _employee, color, enabled, fullName). */
export const calendarColleagueSchema: ResourceSchema = allowList(calendarColleagues, {
  fields: {
    id: 'id',
    _employee: 'employee_id',
    _owner: 'owner_employee_id',
    color: 'color',
    enabled: 'enabled',
    createdAt: 'created_at',
  },
  associations: { org_employees: belongsTo(() => employeeSummarySchema, 'employee_id') },
  defaultOrder: [['id', 'ASC']],
});
