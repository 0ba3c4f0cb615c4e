/**
 * Calendar entities as the spec describes them (002 §3.1–3.3). Field names follow the wire shape so
 * that api-client and the gateway use them unchanged.
 */

/**
 * An id as it arrives on the wire. The spec never says whether ids are numbers or strings, so
 * both are accepted and always compared as strings.
 */
export type CalendarEntityId = string | number;

/** Event visibility: private 1, public 0, and global (002 §3.1, §9). */
export type EventVisibility = 0 | 1 | 'global';

/**
 * Status of an event or reminder: todo 0, done 1 (002 §3.2, §9). 002 §3.1 says only "todo or
 * done" for events; events share the reminder shape ("Same shape as an event", 002 §3.2), so the
 * same numeric values are used for both.
 */
export type CalendarItemStatus = 0 | 1;

/** The calendar mode: ORG for management firms, SPL otherwise (002 §1, §6). */
export type CalendarMode = 'ORG' | 'SPL';

/**
 * The link types of an event (002 §3.1): Immobile, Sinistro, Fornitore, Ticket, Ordine
 * (category ODS), Ordine ripetuto (category ODP), Attività.
 */
export type CalendarLinkType =
  'building' | 'claim' | 'supplier' | 'ticket' | 'order' | 'repeatedOrder' | 'activity';

/** The link fields of an event (002 §3.1). At most one is set. */
export interface CalendarEventLinks {
  _building: CalendarEntityId | null;
  _supplier: CalendarEntityId | null;
  _ticket: CalendarEntityId | null;
  _claim: CalendarEntityId | null;
  _order: CalendarEntityId | null;
  _activity: CalendarEntityId | null;
}

/** A related object the server expands next to a link id (org_buildings, org_orders…). */
export interface CalendarRelatedObject {
  id: CalendarEntityId;
  /** Orders carry their category: ODS (single) or ODP (repeated) (002 §3.1, §3.4). */
  category?: 'ODS' | 'ODP';
  [field: string]: unknown;
}

/** A calendar event (002 §3.1). */
export interface CalendarEvent extends Partial<CalendarEventLinks> {
  id?: CalendarEntityId;
  /** The title ('Oggetto'). */
  object: string;
  description?: string | null;
  /** 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD' for all-day events (002 §3.1). ISO strings also parse. */
  startTime: string;
  endTime: string;
  isAllDay?: boolean;
  isMobileAllDay?: boolean;
  mobileStartTime?: string | null;
  mobileEndTime?: string | null;
  visibility?: EventVisibility;
  status?: CalendarItemStatus;
  color?: string | null;
  /** The owner. */
  _employee?: CalendarEntityId | null;
  /** The creator, when the event was created for someone else. */
  _assignee?: CalendarEntityId | null;
  org_employees?: CalendarRelatedObject | null;
  org_assignee?: CalendarRelatedObject | null;
  org_buildings?: CalendarRelatedObject | null;
  org_suppliers?: CalendarRelatedObject | null;
  org_tickets?: CalendarRelatedObject | null;
  org_claims?: CalendarRelatedObject | null;
  org_orders?: CalendarRelatedObject | null;
  org_activities?: CalendarRelatedObject | null;
  /** The version: the instant of the gateway's last write, sent back with an edit (stale saves are refused). */
  updatedAt?: string | null;
}

/** A reminder (todo): the event shape plus shareWithOrg, supplier side only (002 §3.2). */
export interface Reminder extends CalendarEvent {
  shareWithOrg?: boolean;
}

/** A colleague entry of the calendar (002 §3.3). */
export interface CalendarEmployee {
  id: CalendarEntityId;
  _employee: CalendarEntityId;
  color: string;
  enabled: boolean;
  fullName: string;
}

/** An employee offered by the colleague and owner pickers (002 §3.5, §5.2). */
export interface CalendarEmployeeOption {
  id: CalendarEntityId;
  fullname?: string;
  /** Employee status; 1 is active (002 §5.2, §6). */
  status?: number;
}

/** The entity picked in the link selector of the event form (002 §3.1 "selectedEntity"). */
export interface CalendarSelectedEntity {
  id: CalendarEntityId;
  [field: string]: unknown;
}

/**
 * The event and reminder form (002 §3.1): dates as 'YYYY-MM-DD', times as 'HH:mm' (the spec's
 * startTempTime and endTempTime), null while empty.
 */
export interface EventForm {
  id?: CalendarEntityId;
  object: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  startTempTime: string | null;
  endTempTime: string | null;
  isAllDay: boolean;
  visibility: EventVisibility;
  status: CalendarItemStatus;
  color: string;
  _employee: CalendarEntityId | null;
  _assignee: CalendarEntityId | null;
  linkType: CalendarLinkType | null;
  links: CalendarEventLinks;
  selectedEntity: CalendarSelectedEntity | null;
  /** Reminders of a supplier only (002 §3.2). */
  shareWithOrg?: boolean;
  /** The version of the item being edited (its updatedAt), sent back with the save. */
  version?: string | null;
}

/** What the form sends: an event with startTime and endTime formatted (002 §3.1). */
export interface EventPayload extends CalendarEventLinks {
  id?: CalendarEntityId;
  object: string;
  description: string;
  startTime: string;
  endTime: string;
  isAllDay: boolean;
  visibility: EventVisibility;
  status: CalendarItemStatus;
  color: string;
  _employee: CalendarEntityId | null;
  _assignee: CalendarEntityId | null;
  shareWithOrg?: boolean;
}

/**
 * The modes the event and reminder form is validated in: the event dialog modes create, update
 * and acceptOrder ('Pianifica ordine') (002 §4.3), and the reminder dialog ('reminder' for create
 * and 'Modifica promemoria', 'toCalendar' for 'Crea evento') (002 §3.2).
 */
export type EventFormMode = 'create' | 'update' | 'acceptOrder' | 'reminder' | 'toCalendar';

/** The modes of the event dialog (002 §4.3). */
export type EventDialogMode = 'create' | 'update' | 'acceptOrder';

/** The modes of the reminder dialog (002 §3.2). */
export type ReminderDialogMode = 'create' | 'update' | 'toCalendar';
