/**
 * The query-engine allow-lists of the operations resources (H5), in one module so that the
 * resources can include each other (an activity includes its order, an order its activities)
 * without import cycles. Wire names are domain's (001 §3, 002 §3); columns are H2's.
 */
import type { FieldSpec, ResourceSchema } from '../query/types.ts';

const integer = (column: string, options: Partial<FieldSpec> = {}): FieldSpec => ({
  column,
  type: 'integer',
  ...options,
});
const text = (column: string, options: Partial<FieldSpec> = {}): FieldSpec => ({
  column,
  type: 'text',
  ...options,
});
const boolean = (column: string): FieldSpec => ({ column, type: 'boolean' });
const date = (column: string): FieldSpec => ({ column, type: 'date' });
const timestamp = (column: string): FieldSpec => ({ column, type: 'timestamp' });
const number = (column: string): FieldSpec => ({ column, type: 'number' });
const json = (column: string): FieldSpec => ({ column, type: 'json', sortable: false });

/** The building embedded in operations rows (002 §3.4 org_buildings, §3.10). */
export const buildingSummarySchema: ResourceSchema = {
  table: 'buildings',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name: text('name'),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    province: text('province'),
    isPrivate: boolean('is_private'),
    isManagedExternal: boolean('is_managed_external'),
    status: text('status'),
  },
  defaultOrder: [['name', 'ASC']],
};

/** The supplier embedded in operations rows (002 §3.4 org_suppliers: name1/name2). */
export const supplierSummarySchema: ResourceSchema = {
  table: 'suppliers',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    name1: text('name1'),
    name2: text('name2'),
  },
  defaultOrder: [['name1', 'ASC']],
};

/** The employee embedded in operations rows (002 §3.4 org_employees.fullname). */
export const employeeSummarySchema: ResourceSchema = {
  table: 'employees',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    fullname: text('fullname'),
    color: text('color'),
    status: integer('status'),
    // The employee's user: "assigned to the active user" is `'$org_employees._user$':
    // '@activeUser'` (the assignee fields hold employee ids, '@activeUser' is a user id).
    _user: integer('user_id'),
  },
  defaultOrder: [['fullname', 'ASC']],
};

/** The requester contact embedded in a ticket (002 §3.5 org_contacts). */
export const contactSummarySchema: ResourceSchema = {
  table: 'contacts',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    fullname: text('fullname'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    name1: text('name1'),
    name2: text('name2'),
    isPerson: boolean('is_person'),
  },
  defaultOrder: [['fullname', 'ASC']],
};

/** The quote request of an order (002 §3.10 "quotes.got and quotes.requests"). */
export const quoteCountsSchema: ResourceSchema = {
  table: 'quotes',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    requests: integer('requests'),
    got: integer('got'),
    dueDate: date('due_date'),
    note: text('note'),
    _order: integer('order_id'),
    updatedAt: timestamp('updated_at'),
  },
  defaultOrder: [['updatedAt', 'DESC']],
};

/** Tickets (001 §3, 002 §3.10). */
export const ticketSchema: ResourceSchema = {
  table: 'tickets',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    object: text('object'),
    description: text('description'),
    status: text('status'),
    priority: text('priority'),
    visibility: text('visibility'),
    _assignTo: integer('assign_to_employee_id'),
    _contact: integer('contact_id'),
    _building: integer('building_id'),
    dateTicket: timestamp('date_ticket'),
    closedAt: timestamp('closed_at'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_employees: {
      target: () => employeeSummarySchema,
      kind: 'belongsTo',
      localColumn: 'assign_to_employee_id',
      targetColumn: 'id',
    },
    org_contacts: {
      target: () => contactSummarySchema,
      kind: 'belongsTo',
      localColumn: 'contact_id',
      targetColumn: 'id',
    },
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'object', 'description'],
};

/** Orders: service orders (ODS) and contracts (ODP) in one table (001 §3, 002 §3.4). */
export const orderSchema: ResourceSchema = {
  table: 'orders',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    status: text('status'),
    category: text('category'),
    code: text('code'),
    object: text('object'),
    description: text('description'),
    dateOrder: date('date_order'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    _building: integer('building_id'),
    _supplier: integer('supplier_id'),
    _employee: integer('employee_id'),
    _ticket: integer('ticket_id'),
    priority: integer('priority'),
    isRead: boolean('is_read'),
    isAccepted: boolean('is_accepted'),
    isPlanned: boolean('is_planned'),
    estimatedJobEndDate: date('estimated_job_end_date'),
    isPending: boolean('is_pending'),
    isSuspended: boolean('is_suspended'),
    isPartial: boolean('is_partial'),
    isRejected: boolean('is_rejected'),
    isForcedClose: boolean('is_forced_close'),
    askedPrice: number('asked_price'),
    amount: number('amount'),
    notifyDoorkeeper: boolean('notify_doorkeeper'),
    noteSpl: text('note_spl'),
    noteOrg: text('note_org'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
    org_suppliers: {
      target: () => supplierSummarySchema,
      kind: 'belongsTo',
      localColumn: 'supplier_id',
      targetColumn: 'id',
    },
    org_employees: {
      target: () => employeeSummarySchema,
      kind: 'belongsTo',
      localColumn: 'employee_id',
      targetColumn: 'id',
    },
    org_tickets: {
      target: () => ticketSchema,
      kind: 'belongsTo',
      localColumn: 'ticket_id',
      targetColumn: 'id',
    },
    // The order's activities (domain CONTRACT_DASHBOARD_VIEWS ACTEXP): reached only through a
    // visible order, so the order's tenant rule is enough.
    org_activities: {
      target: () => activitySchema,
      kind: 'hasMany',
      localColumn: 'id',
      targetColumn: 'order_id',
      visibility: 'inherit',
    },
    // quotes.order_id is unique: at most one quote request per order.
    quotes: {
      target: () => quoteCountsSchema,
      kind: 'belongsTo',
      localColumn: 'id',
      targetColumn: 'order_id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'object', 'description'],
};

/** Activities within orders (001 §3, 002 §3.5, §3.10). */
export const activitySchema: ResourceSchema = {
  table: 'activities',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    status: text('status'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    note: text('note'),
    noteOrg: text('note_org'),
    noteSpl: text('note_spl'),
    closingDate: date('closing_date'),
    managedFromOrg: boolean('managed_from_org'),
    isPending: boolean('is_pending'),
    _token: integer('token_id'),
    _order: integer('order_id'),
    _supplier: integer('supplier_id'),
    _building: integer('building_id'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_orders: {
      target: () => orderSchema,
      kind: 'belongsTo',
      localColumn: 'order_id',
      targetColumn: 'id',
    },
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
    org_suppliers: {
      target: () => supplierSummarySchema,
      kind: 'belongsTo',
      localColumn: 'supplier_id',
      targetColumn: 'id',
    },
    // The activity's billing token (002 §3.5 _token), for the detail's token link.
    org_tokens: {
      target: () => tokenSchema,
      kind: 'belongsTo',
      localColumn: 'token_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['validFrom', 'ASC']],
  fullTextFields: ['code', 'note'],
};

/** Tasks (interventi, 001 §3 "status, isSigned, _activity"). */
export const taskSchema: ResourceSchema = {
  table: 'tasks',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    status: integer('status'),
    isSigned: boolean('is_signed'),
    _activity: integer('activity_id'),
    _supplier: integer('supplier_id'),
    _employee: integer('employee_id'),
    description: text('description'),
    executedAt: timestamp('executed_at'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_activities: {
      target: () => activitySchema,
      kind: 'belongsTo',
      localColumn: 'activity_id',
      targetColumn: 'id',
    },
    // The supplier's employee who did the task, named on its detail.
    org_employees: {
      target: () => employeeSummarySchema,
      kind: 'belongsTo',
      localColumn: 'employee_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
};

/** Billing tokens (002 §3.10 "Token: isInvoiced"; 001 §3 "id and code, linked to an activity"). */
export const tokenSchema: ResourceSchema = {
  table: 'tokens',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    description: text('description'),
    amount: number('amount'),
    isInvoiced: boolean('is_invoiced'),
    invoicedAt: timestamp('invoiced_at'),
    _supplier: integer('supplier_id'),
    _order: integer('order_id'),
    _building: integer('building_id'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_orders: {
      target: () => orderSchema,
      kind: 'belongsTo',
      localColumn: 'order_id',
      targetColumn: 'id',
    },
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
    org_suppliers: {
      target: () => supplierSummarySchema,
      kind: 'belongsTo',
      localColumn: 'supplier_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'description'],
};

/** Claims (001 §3, 002 §3.5; expand building, supplierICMP, supplierIEXP, 001 §7). */
export const claimSchema: ResourceSchema = {
  table: 'claims',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    code: text('code'),
    status: text('status'),
    description: text('description'),
    dateStart: date('date_start'),
    amountClaimed: number('amount_claimed'),
    amountRefunded: number('amount_refunded'),
    _building: integer('building_id'),
    _orgEmployee: integer('org_employee_id'),
    _supplierICMP: integer('supplier_icmp_id'),
    _supplierIEXP: integer('supplier_iexp_id'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    building: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
    supplierICMP: {
      target: () => supplierSummarySchema,
      kind: 'belongsTo',
      localColumn: 'supplier_icmp_id',
      targetColumn: 'id',
    },
    supplierIEXP: {
      target: () => supplierSummarySchema,
      kind: 'belongsTo',
      localColumn: 'supplier_iexp_id',
      targetColumn: 'id',
    },
    org_employees: {
      target: () => employeeSummarySchema,
      kind: 'belongsTo',
      localColumn: 'org_employee_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'description'],
};

/** The wire key of the "opened" flag of the product the database stores (001 §3 usr_openedIn{product}). */
export const OPENED_IN_COLUMNS: Readonly<Record<string, string>> = {
  portineria: 'usr_opened_in_portineria',
  archivioplus: 'usr_opened_in_archivioplus',
};

/**
 * Communications (001 §3: id, type, status, sendingDate, object, buildings,
 * usr_openedIn{product}). The opened flags are declared under the lower-case product name;
 * the communications module maps the caller's spelling onto them.
 */
export const communicationSchema: ResourceSchema = {
  table: 'communications',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    type: text('type'),
    status: text('status'),
    sendingDate: timestamp('sending_date'),
    object: text('object'),
    body: text('body'),
    buildings: json('building_ids'),
    usr_openedInportineria: boolean('usr_opened_in_portineria'),
    usr_openedInarchivioplus: boolean('usr_opened_in_archivioplus'),
    openedAt: timestamp('opened_at'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  defaultOrder: [['sendingDate', 'DESC']],
  fullTextFields: ['object', 'body'],
};

/** Notices of a building's board. */
export const noticeSchema: ResourceSchema = {
  table: 'notices',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    title: text('title'),
    body: text('body'),
    status: text('status'),
    publishedAt: timestamp('published_at'),
    validTo: date('valid_to'),
    _building: integer('building_id'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['publishedAt', 'DESC']],
  fullTextFields: ['title', 'body'],
};

/** Polls (000 §3 watch record: status boolean, validTo, _building). */
export const pollSchema: ResourceSchema = {
  table: 'polls',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    object: text('object'),
    question: text('question'),
    options: json('options'),
    status: boolean('status'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    _building: integer('building_id'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  associations: {
    org_buildings: {
      target: () => buildingSummarySchema,
      kind: 'belongsTo',
      localColumn: 'building_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['object', 'question'],
};

const calendarLinkAssociations: ResourceSchema['associations'] = {
  org_employees: {
    target: () => employeeSummarySchema,
    kind: 'belongsTo',
    localColumn: 'employee_id',
    targetColumn: 'id',
  },
  org_assignee: {
    target: () => employeeSummarySchema,
    kind: 'belongsTo',
    localColumn: 'assignee_employee_id',
    targetColumn: 'id',
  },
  org_buildings: {
    target: () => buildingSummarySchema,
    kind: 'belongsTo',
    localColumn: 'link_building_id',
    targetColumn: 'id',
  },
  org_suppliers: {
    target: () => supplierSummarySchema,
    kind: 'belongsTo',
    localColumn: 'link_supplier_id',
    targetColumn: 'id',
  },
  org_tickets: {
    target: () => ticketSchema,
    kind: 'belongsTo',
    localColumn: 'link_ticket_id',
    targetColumn: 'id',
  },
  org_claims: {
    target: () => claimSchema,
    kind: 'belongsTo',
    localColumn: 'link_claim_id',
    targetColumn: 'id',
  },
  org_orders: {
    target: () => orderSchema,
    kind: 'belongsTo',
    localColumn: 'link_order_id',
    targetColumn: 'id',
  },
  org_activities: {
    target: () => activitySchema,
    kind: 'belongsTo',
    localColumn: 'link_activity_id',
    targetColumn: 'id',
  },
};

const calendarFields: Record<string, FieldSpec> = {
  id: integer('id'),
  object: text('object'),
  description: text('description'),
  startTime: timestamp('start_time'),
  endTime: timestamp('end_time'),
  isAllDay: boolean('is_all_day'),
  visibility: text('visibility'),
  status: integer('status'),
  color: text('color'),
  _employee: integer('employee_id'),
  _assignee: integer('assignee_employee_id'),
  _building: integer('link_building_id'),
  _supplier: integer('link_supplier_id'),
  _ticket: integer('link_ticket_id'),
  _claim: integer('link_claim_id'),
  _order: integer('link_order_id'),
  _activity: integer('link_activity_id'),
  createdAt: timestamp('created_at'),
  updatedAt: timestamp('updated_at'),
};

/** Calendar events (002 §3.1). */
export const calendarEventSchema: ResourceSchema = {
  table: 'calendar_events',
  primaryKey: 'id',
  fields: {
    ...calendarFields,
    isMobileAllDay: boolean('is_mobile_all_day'),
    mobileStartTime: text('mobile_start_time'),
    mobileEndTime: text('mobile_end_time'),
  },
  associations: calendarLinkAssociations,
  defaultOrder: [['startTime', 'ASC']],
  fullTextFields: ['object', 'description'],
};

/** Reminders (002 §3.2: the event shape plus shareWithOrg). */
export const reminderSchema: ResourceSchema = {
  table: 'reminders',
  primaryKey: 'id',
  fields: { ...calendarFields, shareWithOrg: boolean('share_with_org') },
  associations: calendarLinkAssociations,
  defaultOrder: [['startTime', 'ASC']],
  fullTextFields: ['object', 'description'],
};

/** The colleagues of a calendar (002 §3.3: id, _employee, color, enabled, fullName). */
export const calendarColleagueSchema: ResourceSchema = {
  table: 'calendar_colleagues',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    _employee: integer('employee_id'),
    _owner: integer('owner_employee_id'),
    color: text('color'),
    enabled: boolean('enabled'),
    createdAt: timestamp('created_at'),
  },
  associations: {
    org_employees: {
      target: () => employeeSummarySchema,
      kind: 'belongsTo',
      localColumn: 'employee_id',
      targetColumn: 'id',
    },
  },
  defaultOrder: [['id', 'ASC']],
};

/** Notifications of a profile (001 §3 Notification). */
export const notificationSchema: ResourceSchema = {
  table: 'notifications',
  primaryKey: 'id',
  fields: {
    id: integer('id'),
    messageId: text('message_id'),
    notificationType: text('notification_type'),
    entityIDs: json('entity_ids'),
    title: text('title'),
    body: text('body'),
    status: text('status'),
    readAt: timestamp('read_at'),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['title', 'body'],
};
