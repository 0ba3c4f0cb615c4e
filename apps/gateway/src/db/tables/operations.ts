/**
 * Operations (migrations 0001 "Operations", 0500): tickets, orders and their quotes, tokens,
 * activities and tasks, claims, qualification folders, planned maintenances, procurements and
 * consultancies.
 */
import type {
  ActivityStatus,
  ClaimStatus,
  OrderCategory,
  OrderStatus,
  QuoteOfferStatus,
  TicketPriority,
  TicketStatus,
} from '@portineria/domain';
import {
  boolean,
  createdAt,
  date,
  identity,
  integer,
  json,
  numeric,
  smallint,
  table,
  text,
  timestamp,
} from './columns.ts';

const audit = { created_at: createdAt(), updated_at: createdAt() } as const;

export const tickets = table('tickets', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  contact_id: integer().orNull,
  assign_to_employee_id: integer().orNull,
  created_by_user_id: integer().orNull,
  code: text(),
  object: text(),
  description: text().orNull,
  status: text<TicketStatus>().withDefault,
  priority: text<TicketPriority>().withDefault,
  visibility: text().orNull,
  date_ticket: createdAt(),
  closed_at: timestamp().orNull,
  ...audit,
});

/** Service orders (ODS) and contracts (ODP). */
export const orders = table('orders', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  supplier_id: integer().orNull,
  employee_id: integer().orNull,
  ticket_id: integer().orNull,
  created_by_user_id: integer().orNull,
  category: text<OrderCategory>(),
  status: text<OrderStatus>().withDefault,
  code: text().orNull,
  object: text(),
  description: text().orNull,
  date_order: date().orNull,
  valid_from: date().orNull,
  valid_to: date().orNull,
  priority: smallint().withDefault,
  is_read: boolean().withDefault,
  is_accepted: boolean().withDefault,
  is_planned: boolean().withDefault,
  estimated_job_end_date: date().orNull,
  is_pending: boolean().withDefault,
  is_suspended: boolean().withDefault,
  is_partial: boolean().withDefault,
  is_rejected: boolean().withDefault,
  is_forced_close: boolean().withDefault,
  asked_price: numeric().orNull,
  amount: numeric().orNull,
  notify_doorkeeper: boolean().withDefault,
  note_spl: text().orNull,
  note_org: text().orNull,
  read_at: timestamp().orNull,
  closed_at: timestamp().orNull,
  ...audit,
});

/** The quote request of an order (at most one per order). */
export const quotes = table('quotes', {
  id: identity(),
  organization_id: integer(),
  order_id: integer(),
  building_id: integer().orNull,
  requests: integer().withDefault,
  got: integer().withDefault,
  due_date: date().orNull,
  note: text().orNull,
  ...audit,
});

/** A supplier's offer on a quote request. */
export const quoteOffers = table('quote_offers', {
  id: identity(),
  organization_id: integer(),
  quote_id: integer(),
  supplier_id: integer(),
  status: text<QuoteOfferStatus>().withDefault,
  amount: numeric().orNull,
  note: text().orNull,
  submitted_at: timestamp().orNull,
  ...audit,
});

export const tokens = table('tokens', {
  id: identity(),
  organization_id: integer(),
  supplier_id: integer(),
  order_id: integer().orNull,
  building_id: integer().orNull,
  code: text(),
  description: text().orNull,
  amount: numeric().orNull,
  is_invoiced: boolean().withDefault,
  invoiced_at: timestamp().orNull,
  /** The last billing proposal the token was put in (migration 1170). */
  billing_proposal_id: integer().orNull,
  ...audit,
});

/** Billing proposals (migration 1170; domain DECISIONS.md "Billing proposals"). */
export const billingProposals = table('billing_proposals', {
  id: identity(),
  organization_id: integer(),
  supplier_id: integer(),
  status: text<'SENT' | 'ACCEPTED' | 'REFUSED'>().withDefault,
  token_count: integer(),
  total: numeric(),
  refusal_reason: text().orNull,
  ...audit,
});

export const activities = table('activities', {
  id: identity(),
  organization_id: integer(),
  order_id: integer(),
  supplier_id: integer().orNull,
  building_id: integer().orNull,
  token_id: integer().orNull,
  code: text().orNull,
  status: text<ActivityStatus>().withDefault,
  valid_from: date().orNull,
  valid_to: date().orNull,
  note: text().orNull,
  note_org: text().orNull,
  note_spl: text().orNull,
  closing_date: date().orNull,
  managed_from_org: boolean().withDefault,
  is_pending: boolean().withDefault,
  ...audit,
});

/** Tasks (interventi) registered on an activity. */
export const tasks = table('tasks', {
  id: identity(),
  organization_id: integer(),
  activity_id: integer(),
  supplier_id: integer().orNull,
  employee_id: integer().orNull,
  status: smallint().withDefault,
  is_signed: boolean().withDefault,
  description: text().orNull,
  executed_at: timestamp().orNull,
  ...audit,
});

export const claims = table('claims', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  org_employee_id: integer().orNull,
  supplier_icmp_id: integer().orNull,
  supplier_iexp_id: integer().orNull,
  code: text(),
  status: text<ClaimStatus>().withDefault,
  description: text().orNull,
  date_start: date().orNull,
  amount_claimed: numeric().orNull,
  amount_refunded: numeric().orNull,
  ...audit,
});

export const folderTypes = table('folder_types', {
  id: identity(),
  organization_id: integer().orNull,
  name: text(),
  owner: text<'CONSULTANT' | 'ORGANIZATION'>(),
  kind: text<'FORM' | 'FINAL_DOC'>(),
  qualifications: text().orNull,
  current_subtype: text().orNull,
  validity_months: integer().orNull,
  ...audit,
});

/** An attachment item of a certification folder. */
export interface FolderItem {
  name: string;
  /** 1 = complete (domain COMPLETED_ATTACHMENT_STATUS). */
  status: number;
}

export const certificationFolders = table('certification_folders', {
  id: identity(),
  organization_id: integer().orNull,
  supplier_id: integer(),
  folder_type_id: integer(),
  subtype: text().orNull,
  /** TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3. */
  status: smallint().withDefault,
  criticality: smallint().orNull,
  is_required: boolean().withDefault,
  uploadable_by_spl: boolean().withDefault,
  items: json<FolderItem[]>().withDefault,
  valid_from: date().orNull,
  expires_on: date().orNull,
  /** A FORM folder's form as last submitted (migration 1171). */
  form_data: json<Record<string, string | number | boolean | null>>().orNull,
  ...audit,
});

/** A planned (recurring) maintenance of a building (migration 0500). */
export const plannedMaintenances = table('planned_maintenances', {
  id: identity(),
  organization_id: integer(),
  building_id: integer().orNull,
  supplier_id: integer().orNull,
  object: text(),
  description: text().orNull,
  frequency: text<'once' | 'monthly' | 'quarterly' | 'half_yearly' | 'yearly'>().withDefault,
  start_date: date(),
  end_date: date().orNull,
  next_due_on: date().orNull,
  status: text<'planned' | 'active' | 'suspended' | 'completed'>().withDefault,
  ...audit,
});

/** A procurement addressed to a supplier company (migration 0500). */
export const procurements = table('procurements', {
  id: identity(),
  organization_id: integer(),
  supplier_id: integer(),
  building_id: integer().orNull,
  object: text(),
  description: text().orNull,
  status: text<'open' | 'offer_sent' | 'awarded' | 'lost' | 'cancelled'>().withDefault,
  deadline: date().orNull,
  amount: numeric().orNull,
  ...audit,
});

/** A consultancy service; no organisation: the platform's catalogue (migration 0500). */
export const consultancies = table('consultancies', {
  id: identity(),
  organization_id: integer().orNull,
  name: text(),
  description: text().orNull,
  category: text(),
  status: text<'active' | 'inactive'>().withDefault,
  ...audit,
});

/**
 * The kinds of record with a history (migration 0960, the registries' 1020, the profile's 1030,
 * the notice's 1040, the poll's 1100, the planned maintenance's 1120, the entitlement's 1121, the
 * supplier's 1140, the supplier company's 1142, the billing proposal's 1170).
 */
export type RecordHistoryKind =
  | 'profile'
  | 'supplierCompany'
  | 'plannedMaintenance'
  | 'entitlement'
  | 'supplier'
  | 'notice'
  | 'poll'
  | 'order'
  | 'ticket'
  | 'claim'
  | 'quote'
  | 'token'
  | 'billingProposal'
  | 'folder'
  | 'contact'
  | 'building'
  | 'unit'
  | 'employee';

/**
 * The append-only history of every record kind (migration 0960, which replaced the order's 0700
 * and the ticket's 0950): per record (`record_kind`, `record_id`) and per sub-record (`entity`,
 * `entity_id`: an order's activity or task) who, which profile, when, the action and each
 * field's from → to. The database refuses UPDATE and DELETE.
 */
export const recordHistory = table('record_history', {
  id: identity(),
  /** Null for a record no organisation owns (a user's own profile, migration 1030). */
  organization_id: integer().orNull,
  record_kind: text<RecordHistoryKind>(),
  record_id: integer(),
  // The record the row is about: the record itself, or an order's activity or task.
  entity: text<RecordHistoryKind | 'activity' | 'task'>(),
  entity_id: integer(),
  action: text(),
  user_id: integer(),
  user_fullname: text().orNull,
  profile_id: integer().orNull,
  profile_role: text(),
  company_name: text().orNull,
  changes: json<{ field: string; from: unknown; to: unknown }[]>().withDefault,
  at: createdAt(),
});
