/** The calendar: events, reminders and the colleagues of a calendar (002 §3.1–3.3). */
import {
  boolean,
  createdAt,
  identity,
  integer,
  smallint,
  table,
  text,
  timestamp,
} from './columns.ts';

/** '1' private, '0' public, 'global' (wire 1 | 0 | 'global'). */
export type VisibilityColumn = '0' | '1' | 'global';

/** The columns events and reminders share: owner, dates, visibility and the one link. */
const item = {
  id: identity(),
  organization_id: integer().orNull,
  supplier_id: integer().orNull,
  employee_id: integer().orNull,
  assignee_employee_id: integer().orNull,
  object: text(),
  description: text().orNull,
  start_time: timestamp(),
  end_time: timestamp(),
  is_all_day: boolean().withDefault,
  visibility: text<VisibilityColumn>().withDefault,
  status: smallint().withDefault,
  color: text().orNull,
  link_building_id: integer().orNull,
  link_supplier_id: integer().orNull,
  link_ticket_id: integer().orNull,
  link_claim_id: integer().orNull,
  link_order_id: integer().orNull,
  link_activity_id: integer().orNull,
  created_at: createdAt(),
  updated_at: createdAt(),
} as const;

export const calendarEvents = table('calendar_events', {
  ...item,
  is_mobile_all_day: boolean().withDefault,
  mobile_start_time: text().orNull,
  mobile_end_time: text().orNull,
});

export const reminders = table('reminders', {
  ...item,
  share_with_org: boolean().withDefault,
  shared_organization_id: integer().orNull,
});

export const calendarColleagues = table('calendar_colleagues', {
  id: identity(),
  organization_id: integer().orNull,
  supplier_id: integer().orNull,
  owner_employee_id: integer(),
  employee_id: integer(),
  color: text(),
  enabled: boolean().withDefault,
  created_at: createdAt(),
  updated_at: createdAt(),
});
