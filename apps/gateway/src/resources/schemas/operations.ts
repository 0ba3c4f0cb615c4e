/**
 * The allow-lists of the operational records (001 §3, 002 §3): orders and contracts, activities,
 * tasks, tokens, tickets, claims, quote requests, communications, notices, polls and
 * notifications. The internal notes of orders and activities exist only for the roles domain
 * lets see them (002 §6 "USR level sees no internal notes", 001 §4.2): for any other role the
 * query engine leaves them out of every row and refuses them wherever they are named.
 */
import { isActivityNoteVisible, orderNotesAccess } from '@portineria/domain';
import { allowList, belongsTo, hasMany } from '../../query/index.ts';
import type { ResourceSchema } from '../../query/index.ts';
import { communications, notices, notifications, polls } from '../../db/tables/communications.ts';
import {
  activities,
  billingProposals,
  claims,
  orders,
  quoteOffers,
  quotes,
  tasks,
  tickets,
  tokens,
} from '../../db/tables/operations.ts';
import {
  buildingSummarySchema,
  contactSummarySchema,
  employeeSummarySchema,
  organizationSummarySchema,
  supplierSummarySchema,
} from './registries.ts';

const audit = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** Tickets (001 §3, 002 §3.10). */
export const ticketSchema: ResourceSchema = allowList(tickets, {
  fields: {
    id: 'id',
    code: 'code',
    object: 'object',
    description: 'description',
    status: 'status',
    priority: 'priority',
    visibility: 'visibility',
    _assignTo: 'assign_to_employee_id',
    _contact: 'contact_id',
    _building: 'building_id',
    dateTicket: 'date_ticket',
    closedAt: 'closed_at',
    ...audit,
  },
  associations: {
    org_employees: belongsTo(() => employeeSummarySchema, 'assign_to_employee_id'),
    org_contacts: belongsTo(() => contactSummarySchema, 'contact_id'),
    org_buildings: belongsTo(() => buildingSummarySchema, 'building_id'),
    // The orders made from the ticket ('Crea ordine', domain DECISIONS.md "Ticket lifecycle" 9),
    // each only where the orders' own rule lets the caller read it.
    orders: hasMany(() => ticketOrderSummarySchema, 'id', 'ticket_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'object', 'description'],
});

/** An order made from a ticket, as the ticket's detail lists it: its relation chip's facts. */
export const ticketOrderSummarySchema: ResourceSchema = allowList(orders, {
  fields: { id: 'id', code: 'code', status: 'status', category: 'category' },
  defaultOrder: [['id', 'ASC']],
});

/** The quote request of an order (002 §3.10 "quotes.got and quotes.requests"), with its offers. */
export const quoteCountsSchema: ResourceSchema = allowList(quotes, {
  fields: {
    id: 'id',
    requests: 'requests',
    got: 'got',
    dueDate: 'due_date',
    note: 'note',
    _order: 'order_id',
    updatedAt: 'updated_at',
  },
  associations: {
    // The offers a caller reads: the organisation all of them, a supplier its own (quotes.ts).
    offers: hasMany(() => quoteOfferSchema, 'id', 'quote_id'),
  },
  defaultOrder: [['updatedAt', 'DESC']],
});

/**
 * One supplier's offer on a quote request (domain DECISIONS.md "Quote lifecycle"): its status,
 * the amount and notes it submitted (or why it declined), and its version, which a step carries.
 */
export const quoteOfferSchema: ResourceSchema = allowList(quoteOffers, {
  fields: {
    id: 'id',
    status: 'status',
    amount: 'amount',
    note: 'note',
    submittedAt: 'submitted_at',
    _supplier: 'supplier_id',
    _quote: 'quote_id',
    ...audit,
  },
  associations: {
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
  },
  defaultOrder: [['id', 'ASC']],
});

/** Orders: service orders (ODS) and contracts (ODP) in one table (001 §3, 002 §3.4). */
export const orderSchema: ResourceSchema = allowList(orders, {
  fields: {
    id: 'id',
    status: 'status',
    category: 'category',
    code: 'code',
    object: 'object',
    description: 'description',
    dateOrder: 'date_order',
    validFrom: 'valid_from',
    validTo: 'valid_to',
    _building: 'building_id',
    _supplier: 'supplier_id',
    _employee: 'employee_id',
    _ticket: 'ticket_id',
    priority: 'priority',
    isRead: 'is_read',
    isAccepted: 'is_accepted',
    isPlanned: 'is_planned',
    estimatedJobEndDate: 'estimated_job_end_date',
    isPending: 'is_pending',
    isSuspended: 'is_suspended',
    isPartial: 'is_partial',
    isRejected: 'is_rejected',
    isForcedClose: 'is_forced_close',
    askedPrice: 'asked_price',
    amount: 'amount',
    notifyDoorkeeper: 'notify_doorkeeper',
    // Each side's internal note is its own (002 §6, domain orderNotesAccess).
    noteSpl: {
      column: 'note_spl',
      visibleTo: (role) => orderNotesAccess(role).field === 'noteSpl',
    },
    noteOrg: {
      column: 'note_org',
      visibleTo: (role) => orderNotesAccess(role).field === 'noteOrg',
    },
    ...audit,
  },
  associations: {
    org_buildings: belongsTo(() => buildingSummarySchema, 'building_id'),
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
    org_employees: belongsTo(() => employeeSummarySchema, 'employee_id'),
    org_tickets: belongsTo(() => ticketSchema, 'ticket_id'),
    // The order's activities (domain CONTRACT_DASHBOARD_VIEWS ACTEXP).
    org_activities: hasMany(() => activitySchema, 'id', 'order_id'),
    // quotes.order_id is unique: at most one quote request per order.
    quotes: belongsTo(() => quoteCountsSchema, 'id', 'order_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'object', 'description'],
});

/** Activities within orders (001 §3, 002 §3.5, §3.10). */
export const activitySchema: ResourceSchema = allowList(activities, {
  fields: {
    id: 'id',
    code: 'code',
    status: 'status',
    validFrom: 'valid_from',
    validTo: 'valid_to',
    // The shared note and each side's own (001 §4.2, domain isActivityNoteVisible).
    note: { column: 'note', visibleTo: (role) => isActivityNoteVisible('note', role) },
    noteOrg: { column: 'note_org', visibleTo: (role) => isActivityNoteVisible('noteOrg', role) },
    noteSpl: { column: 'note_spl', visibleTo: (role) => isActivityNoteVisible('noteSpl', role) },
    closingDate: 'closing_date',
    managedFromOrg: 'managed_from_org',
    isPending: 'is_pending',
    _token: 'token_id',
    _order: 'order_id',
    _supplier: 'supplier_id',
    _building: 'building_id',
    ...audit,
  },
  associations: {
    org_orders: belongsTo(() => orderSchema, 'order_id'),
    org_buildings: belongsTo(() => buildingSummarySchema, 'building_id'),
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
    // The activity's billing token (002 §3.5 _token), for the detail's token link.
    org_tokens: belongsTo(() => tokenSchema, 'token_id'),
  },
  defaultOrder: [['validFrom', 'ASC']],
  fullTextFields: ['code', 'note'],
});

/** Tasks (interventi, 001 §3 "status, isSigned, _activity"). */
export const taskSchema: ResourceSchema = allowList(tasks, {
  fields: {
    id: 'id',
    status: 'status',
    isSigned: 'is_signed',
    _activity: 'activity_id',
    _supplier: 'supplier_id',
    _employee: 'employee_id',
    description: 'description',
    executedAt: 'executed_at',
    ...audit,
  },
  associations: {
    org_activities: belongsTo(() => activitySchema, 'activity_id'),
    org_employees: belongsTo(() => employeeSummarySchema, 'employee_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
});

/** Billing tokens (002 §3.10 "Token: isInvoiced"; 001 §3 "id and code, linked to an activity"). */
export const tokenSchema: ResourceSchema = allowList(tokens, {
  fields: {
    id: 'id',
    code: 'code',
    description: 'description',
    amount: 'amount',
    isInvoiced: 'is_invoiced',
    invoicedAt: 'invoiced_at',
    _supplier: 'supplier_id',
    _order: 'order_id',
    _building: 'building_id',
    // The organisation the token is billed to: a billing proposal goes to one (DECISIONS.md
    // "Billing proposals" 1).
    _organization: 'organization_id',
    _billingProposal: 'billing_proposal_id',
    ...audit,
  },
  associations: {
    org_orders: belongsTo(() => orderSchema, 'order_id'),
    org_buildings: belongsTo(() => buildingSummarySchema, 'building_id'),
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
    org_billing_proposals: belongsTo(() => billingProposalSchema, 'billing_proposal_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'description'],
});

/**
 * Billing proposals ('Proposte di fatturazione'; domain DECISIONS.md "Billing proposals"): the
 * organisation they go to, the supplier that sent them, their tokens (each by the tokens' rule).
 */
export const billingProposalSchema: ResourceSchema = allowList(billingProposals, {
  fields: {
    id: 'id',
    status: 'status',
    tokenCount: 'token_count',
    total: 'total',
    refusalReason: 'refusal_reason',
    _organization: 'organization_id',
    _supplier: 'supplier_id',
    ...audit,
  },
  associations: {
    org_suppliers: belongsTo(() => supplierSummarySchema, 'supplier_id'),
    organization: belongsTo(() => organizationSummarySchema, 'organization_id'),
    org_tokens: hasMany(() => tokenSchema, 'id', 'billing_proposal_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
});

/** Claims (001 §3, 002 §3.5; expand building, supplierICMP, supplierIEXP, 001 §7). */
export const claimSchema: ResourceSchema = allowList(claims, {
  fields: {
    id: 'id',
    code: 'code',
    status: 'status',
    description: 'description',
    dateStart: 'date_start',
    amountClaimed: 'amount_claimed',
    amountRefunded: 'amount_refunded',
    _building: 'building_id',
    _orgEmployee: 'org_employee_id',
    _supplierICMP: 'supplier_icmp_id',
    _supplierIEXP: 'supplier_iexp_id',
    ...audit,
  },
  associations: {
    building: belongsTo(() => buildingSummarySchema, 'building_id'),
    supplierICMP: belongsTo(() => supplierSummarySchema, 'supplier_icmp_id'),
    supplierIEXP: belongsTo(() => supplierSummarySchema, 'supplier_iexp_id'),
    org_employees: belongsTo(() => employeeSummarySchema, 'org_employee_id'),
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['code', 'description'],
});

/** The wire key of the "opened" flag of the product the database stores (001 §3 usr_openedIn{product}). */
export const OPENED_IN_COLUMNS = {
  portineria: 'usr_opened_in_portineria',
  archivioplus: 'usr_opened_in_archivioplus',
} as const;

/**
 * Communications (001 §3: id, type, status, sendingDate, object, buildings,
 * usr_openedIn{product}). The opened flags are declared under the lower-case product name;
 * the communications resource maps the caller's spelling onto them.
 */
export const communicationSchema: ResourceSchema = allowList(communications, {
  fields: {
    id: 'id',
    type: 'type',
    status: 'status',
    sendingDate: 'sending_date',
    object: 'object',
    body: 'body',
    buildings: 'building_ids',
    usr_openedInportineria: 'usr_opened_in_portineria',
    usr_openedInarchivioplus: 'usr_opened_in_archivioplus',
    openedAt: 'opened_at',
    ...audit,
  },
  defaultOrder: [['sendingDate', 'DESC']],
  fullTextFields: ['object', 'body'],
});

/** Notices of a building's board. */
export const noticeSchema: ResourceSchema = allowList(notices, {
  fields: {
    id: 'id',
    title: 'title',
    body: 'body',
    status: 'status',
    publishedAt: 'published_at',
    validTo: 'valid_to',
    _building: 'building_id',
    buildings: 'building_ids',
    ...audit,
  },
  associations: { org_buildings: belongsTo(() => buildingSummarySchema, 'building_id') },
  defaultOrder: [['publishedAt', 'DESC']],
  fullTextFields: ['title', 'body'],
});

/** Polls (000 §3 watch record: status boolean, validTo, _building). */
export const pollSchema: ResourceSchema = allowList(polls, {
  fields: {
    id: 'id',
    object: 'object',
    question: 'question',
    options: 'options',
    status: 'status',
    validFrom: 'valid_from',
    validTo: 'valid_to',
    publishedAt: 'published_at',
    _building: 'building_id',
    buildings: 'building_ids',
    ...audit,
  },
  associations: { org_buildings: belongsTo(() => buildingSummarySchema, 'building_id') },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['object', 'question'],
});

/** Notifications of a profile (001 §3 Notification). */
export const notificationSchema: ResourceSchema = allowList(notifications, {
  fields: {
    id: 'id',
    messageId: 'message_id',
    notificationType: 'notification_type',
    entityIDs: 'entity_ids',
    title: 'title',
    body: 'body',
    status: 'status',
    readAt: 'read_at',
    ...audit,
  },
  defaultOrder: [['createdAt', 'DESC']],
  fullTextFields: ['title', 'body'],
});
