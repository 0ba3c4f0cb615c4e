/**
 * The Kysely `Database` type: one interface per table of `migrations/0001_schema.sql` (H2), column
 * names exactly as in SQL (snake_case). Value types follow what `openDatabase` returns on both
 * engines (src/db/index.ts): int8 and numeric → number, date → 'YYYY-MM-DD' string,
 * timestamptz → Date, json/jsonb → parsed value. Identity ids and columns with a default are
 * `Generated<>` (optional on insert).
 */
import { sql } from 'kysely';
import type { ColumnType, Generated, Insertable, RawBuilder, Selectable, Updateable } from 'kysely';
import type { FunctionalityId, ModuleFlags, ModuleKey, PermissionGrant } from '@portineria/domain';

/** A timestamptz: a Date when read, a Date or an ISO string when written. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a default (`now()`). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date`: the 'YYYY-MM-DD' text when read; a 'YYYY-MM-DD' string when written. */
export type DateOnly = ColumnType<string, string, string>;
/** A numeric: a number when read; a number or a decimal string when written. */
export type Numeric = ColumnType<number, number | string, number | string>;
/** A jsonb column with a default, holding `T`. */
export type Json<T> = ColumnType<T, T | undefined, T>;
/** A nullable jsonb column holding `T`. */
export type NullableJson<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * A value for a jsonb column in an insert or update, the same on both engines: node-postgres
 * sends a JavaScript array as a PostgreSQL array literal (`{"a","b"}`, rejected by jsonb), so
 * the JSON text is sent and cast. Use it for every jsonb array (objects work either way).
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}

/** 'enabled' | 'disabled' (000 §3). */
export type AccessStatus = 'enabled' | 'disabled';
/** Certification status (000 §3). */
export type CertificationStatus = 'under_evaluation' | 'validated';
/** Re-exported for the seed: a grant of `profiles.permissions`. */
export type { FunctionalityId, PermissionGrant };

export interface OrganizationsTable {
  id: Generated<number>;
  name1: string;
  name2: string | null;
  org_type: 'administrator' | 'company' | 'real_estate' | 'property_manager' | 'service_company';
  vat: string | null;
  nin: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  email: string | null;
  email_e_invoice: string | null;
  code_e_invoice: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
  status: Generated<AccessStatus>;
  certification_status: CertificationStatus | null;
  modules: Json<ModuleFlags>;
  modules_show_if_disabled: Json<ModuleKey[]>;
  licence_level: Generated<number>;
  buildings_licenses_total: Generated<number>;
  settings: Json<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface SuppliersTable {
  id: Generated<number>;
  code: string | null;
  name1: string;
  name2: string | null;
  vat: string | null;
  nin: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  email: string | null;
  email_e_invoice: string | null;
  code_e_invoice: string | null;
  email_accounting: string | null;
  email_planning: string | null;
  email_system: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
  system_status: Generated<AccessStatus>;
  certification_status: CertificationStatus | null;
  qualifications: string | null;
  categories: string | null;
  qualification_tags: Json<string[]>;
  modules: Json<ModuleFlags>;
  modules_show_if_disabled: Json<ModuleKey[]>;
  licence_level: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrganizationSuppliersTable {
  id: Generated<number>;
  organization_id: number;
  supplier_id: number;
  code: string | null;
  status: Generated<AccessStatus>;
  tags: Json<string[]>;
  note: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** The view `organization_supplier_list` (read only): a supplier as one organisation sees it. */
export interface OrganizationSupplierListView {
  id: number;
  organization_id: number;
  registry_id: number;
  code: string | null;
  name1: string;
  name2: string | null;
  vat: string | null;
  nin: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string;
  email: string | null;
  email_accounting: string | null;
  email_planning: string | null;
  email_system: string | null;
  landline: string | null;
  mobile: string | null;
  status: AccessStatus;
  system_status: AccessStatus;
  certification_status: CertificationStatus | null;
  tags: string[];
  qualifications: string | null;
  categories: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface QualificationsTable {
  id: Generated<number>;
  name: string;
  created_at: GeneratedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  display_name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
  is_demo: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ContactsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number | null;
  is_person: Generated<boolean>;
  is_client: Generated<boolean>;
  firstname: string | null;
  lastname: string | null;
  name1: string | null;
  name2: string | null;
  fullname: string;
  email: string | null;
  mobile: string | null;
  landline: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  url: string | null;
  vat: string | null;
  nin: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  /** 'portineria:<org|spl|usr|sys>:<id>' */
  uid: string;
  product: Generated<string>;
  role: string;
  role_type: 'ORG' | 'SPL' | 'USR' | 'SYS';
  level: number;
  company_type: 'sys_organizations' | 'sys_suppliers' | 'suppliers' | 'org_contacts';
  /** ORG: organization id; SPL: supplier id; USR: contact id; SYS: 0. */
  company_id: number;
  company_name: string;
  organization_id: number | null;
  supplier_id: number | null;
  contact_id: number | null;
  permissions: Json<PermissionGrant[]>;
  moduli: Json<ModuleFlags>;
  modules_show_if_disabled: Json<ModuleKey[]>;
  is_buildingless: Generated<boolean>;
  licence_level: number | null;
  interfaccia_archivioplus: boolean | null;
  interfaccia_notificoonline: boolean | null;
  pinned_links: Json<string[]>;
  /** The same user's profile in the manager organisation (migration 0600; 002 §2.11). */
  manager_profile_id: number | null;
  enabled: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface EmployeesTable {
  id: Generated<number>;
  organization_id: number | null;
  supplier_id: number | null;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  fullname: string;
  email: string | null;
  mobile: string | null;
  /** 1 enabled, 0 disabled (domain EMPLOYEE_STATUS). */
  status: Generated<number>;
  level: Generated<number>;
  color: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface BuildingsTable {
  id: Generated<number>;
  organization_id: number;
  parent_building_id: number | null;
  code: string | null;
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: Generated<string>;
  nin: string | null;
  cadastral_municipality: string | null;
  is_private: Generated<boolean>;
  is_managed_external: Generated<boolean>;
  is_buildingless_users_container: Generated<boolean>;
  status: Generated<AccessStatus>;
  active_building_license: Generated<boolean>;
  licence_expires_on: DateOnly | null;
  ras_folder_id: string | null;
  /** migrations/0100_registries.sql (H4): the organisation managing the building for its owner. */
  manager_organization_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface UnitsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number;
  code: string | null;
  name: string;
  unit_type: Generated<string>;
  staircase: string | null;
  floor: string | null;
  thousandths: Numeric | null;
  cadastral_sheet: string | null;
  cadastral_parcel: string | null;
  cadastral_sub: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface EntitlementsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number;
  unit_id: number | null;
  contact_id: number;
  contact_deputy_id: number | null;
  user_id: number | null;
  is_owner: Generated<boolean>;
  is_tennant: Generated<boolean>;
  is_councilor: Generated<boolean>;
  is_doorkeeper: Generated<boolean>;
  note: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TicketsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  contact_id: number | null;
  assign_to_employee_id: number | null;
  created_by_user_id: number | null;
  code: string;
  object: string;
  description: string | null;
  status: Generated<'OPEN' | 'WORKING' | 'CLOSED'>;
  priority: Generated<'NORMAL' | 'URGENT'>;
  visibility: string | null;
  date_ticket: GeneratedTimestamp;
  closed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  supplier_id: number | null;
  employee_id: number | null;
  ticket_id: number | null;
  created_by_user_id: number | null;
  category: 'ODS' | 'ODP';
  status: Generated<'DRAFT' | 'OPEN' | 'CLOSE' | 'VALIDATION'>;
  code: string | null;
  object: string;
  description: string | null;
  date_order: DateOnly | null;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
  priority: Generated<number>;
  is_read: Generated<boolean>;
  is_accepted: Generated<boolean>;
  is_planned: Generated<boolean>;
  estimated_job_end_date: DateOnly | null;
  is_pending: Generated<boolean>;
  is_suspended: Generated<boolean>;
  is_partial: Generated<boolean>;
  is_rejected: Generated<boolean>;
  is_forced_close: Generated<boolean>;
  asked_price: Numeric | null;
  amount: Numeric | null;
  notify_doorkeeper: Generated<boolean>;
  note_spl: string | null;
  note_org: string | null;
  read_at: Timestamp | null;
  closed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface QuotesTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  building_id: number | null;
  requests: Generated<number>;
  got: Generated<number>;
  due_date: DateOnly | null;
  note: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface QuoteOffersTable {
  id: Generated<number>;
  organization_id: number;
  quote_id: number;
  supplier_id: number;
  status: Generated<'REQUESTED' | 'SUBMITTED' | 'ACCEPTED' | 'REFUSED'>;
  amount: Numeric | null;
  note: string | null;
  submitted_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TokensTable {
  id: Generated<number>;
  organization_id: number;
  supplier_id: number;
  order_id: number | null;
  building_id: number | null;
  code: string;
  description: string | null;
  amount: Numeric | null;
  is_invoiced: Generated<boolean>;
  invoiced_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ActivitiesTable {
  id: Generated<number>;
  organization_id: number;
  order_id: number;
  supplier_id: number | null;
  building_id: number | null;
  token_id: number | null;
  code: string | null;
  status: Generated<'TODO' | 'WORKING' | 'DONE' | 'REJECTED'>;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
  note: string | null;
  note_org: string | null;
  note_spl: string | null;
  closing_date: DateOnly | null;
  managed_from_org: Generated<boolean>;
  is_pending: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TasksTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  supplier_id: number | null;
  employee_id: number | null;
  status: Generated<number>;
  is_signed: Generated<boolean>;
  description: string | null;
  executed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type ClaimStatusColumn =
  | 'OPEN'
  | 'VERIFYING'
  | 'DAMAGE_ASSESSED'
  | 'WAITING_LIQUIDATION'
  | 'CLOSE_LIQUIDATED'
  | 'CLOSE_NOT_LIQUIDATED';

export interface ClaimsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  org_employee_id: number | null;
  supplier_icmp_id: number | null;
  supplier_iexp_id: number | null;
  code: string;
  status: Generated<ClaimStatusColumn>;
  description: string | null;
  date_start: DateOnly | null;
  amount_claimed: Numeric | null;
  amount_refunded: Numeric | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface FolderTypesTable {
  id: Generated<number>;
  organization_id: number | null;
  name: string;
  owner: 'CONSULTANT' | 'ORGANIZATION';
  kind: 'FORM' | 'FINAL_DOC';
  qualifications: string | null;
  current_subtype: string | null;
  validity_months: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** An attachment item of a certification folder. */
export interface FolderItem {
  name: string;
  /** 1 = complete (domain COMPLETED_ATTACHMENT_STATUS). */
  status: number;
}

export interface CertificationFoldersTable {
  id: Generated<number>;
  organization_id: number | null;
  supplier_id: number;
  folder_type_id: number;
  subtype: string | null;
  /** TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3 */
  status: Generated<number>;
  criticality: number | null;
  is_required: Generated<boolean>;
  uploadable_by_spl: Generated<boolean>;
  items: Json<FolderItem[]>;
  valid_from: DateOnly | null;
  expires_on: DateOnly | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CommunicationsTable {
  id: Generated<number>;
  organization_id: number;
  recipient_user_id: number | null;
  recipient_contact_id: number | null;
  type: string;
  status: Generated<string>;
  sending_date: Timestamp | null;
  object: string;
  body: string | null;
  building_ids: Json<number[]>;
  usr_opened_in_portineria: Generated<boolean>;
  usr_opened_in_archivioplus: Generated<boolean>;
  opened_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  title: string;
  body: string;
  status: Generated<string>;
  published_at: Timestamp | null;
  valid_to: DateOnly | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One answer of a poll. */
export interface PollOption {
  id: number;
  label: string;
  votes: number;
}

export interface PollsTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  object: string;
  question: string;
  options: Json<PollOption[]>;
  status: Generated<boolean>;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** '1' private, '0' public, 'global' (wire 1 | 0 | 'global'). */
export type VisibilityColumn = '0' | '1' | 'global';

export interface CalendarEventsTable {
  id: Generated<number>;
  organization_id: number | null;
  supplier_id: number | null;
  employee_id: number | null;
  assignee_employee_id: number | null;
  object: string;
  description: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  is_all_day: Generated<boolean>;
  is_mobile_all_day: Generated<boolean>;
  mobile_start_time: string | null;
  mobile_end_time: string | null;
  visibility: Generated<VisibilityColumn>;
  status: Generated<number>;
  color: string | null;
  link_building_id: number | null;
  link_supplier_id: number | null;
  link_ticket_id: number | null;
  link_claim_id: number | null;
  link_order_id: number | null;
  link_activity_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface RemindersTable {
  id: Generated<number>;
  organization_id: number | null;
  supplier_id: number | null;
  employee_id: number | null;
  assignee_employee_id: number | null;
  object: string;
  description: string | null;
  start_time: Timestamp;
  end_time: Timestamp;
  is_all_day: Generated<boolean>;
  visibility: Generated<VisibilityColumn>;
  status: Generated<number>;
  color: string | null;
  share_with_org: Generated<boolean>;
  shared_organization_id: number | null;
  link_building_id: number | null;
  link_supplier_id: number | null;
  link_ticket_id: number | null;
  link_claim_id: number | null;
  link_order_id: number | null;
  link_activity_id: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface CalendarColleaguesTable {
  id: Generated<number>;
  organization_id: number | null;
  supplier_id: number | null;
  owner_employee_id: number;
  employee_id: number;
  color: string;
  enabled: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type ChatCategoryColumn =
  'BUILDING' | 'COMPANY' | 'ORDER' | 'CLAIM' | 'QUOTE' | 'TICKET' | 'TOKEN' | 'FOLDER';

export interface ChatsTable {
  id: Generated<number>;
  organization_id: number | null;
  category: ChatCategoryColumn;
  entity_id: number | null;
  building_id: number | null;
  supplier_id: number | null;
  object: string | null;
  status: Generated<boolean>;
  last_message_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ChatMembersTable {
  id: Generated<number>;
  chat_id: number;
  user_id: number;
  profile_id: number | null;
  visibility: string | null;
  last_seen_ms: number | null;
  created_at: GeneratedTimestamp;
}

/** The link preview of a chat message (domain ChatLinkPreview). */
export interface ChatExternalColumn {
  valid?: boolean;
  url?: string | null;
  title?: string | null;
  logo?: string | null;
  miniUrl?: string | null;
  description?: string | null;
  app?: string | null;
}

/** The attachment of a chat message (domain ChatFile). */
export interface ChatFileColumn {
  name?: string;
  url?: string;
  type?: string;
  size?: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  user_id: number;
  id_message: string;
  message: Generated<string>;
  /** Milliseconds since the epoch (wire `timestamp`). */
  timestamp_ms: number;
  contains_link: Generated<boolean>;
  external: NullableJson<ChatExternalColumn>;
  file: NullableJson<ChatFileColumn>;
  created_at: GeneratedTimestamp;
}

/** One entity reference of a notification (001 §3 entityIDs). */
export interface NotificationEntityRef {
  entityName: string;
  id: number | string;
}

export interface NotificationsTable {
  id: Generated<number>;
  profile_id: number;
  organization_id: number | null;
  message_id: string;
  notification_type: string;
  entity_ids: Json<NotificationEntityRef[]>;
  title: string;
  body: string | null;
  status: Generated<'unread' | 'read'>;
  read_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ChangelogEntriesTable {
  id: Generated<number>;
  channel: Generated<string>;
  version: string;
  title: string;
  body_markdown: string;
  published_at: Timestamp;
  created_at: GeneratedTimestamp;
}

export interface HelperPagesTable {
  id: Generated<number>;
  page_key: string;
  title: string;
  body: string;
  app_namespace: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface SharedLinksTable {
  id: Generated<number>;
  organization_id: number;
  entity_type: string;
  entity_id: number;
  token: string;
  created_by_user_id: number | null;
  expires_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

/** migrations/0300_chat_attachments.sql (H6). */
export interface ChatAttachmentsTable {
  id: Generated<number>;
  public_id: string;
  entity: 'chatData' | 'qualifications' | 'consultancies';
  entity_id: number;
  chat_id: number | null;
  cover_type: string | null;
  uploaded_by: number;
  profile_id: number | null;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  storage: 'database' | 'file';
  content: Uint8Array | null;
  created_at: GeneratedTimestamp;
}

/** A login of the stand-in login service (migrations/0900_auth_sessions.sql). */
export interface AuthSessionsTable {
  /** The `sid` of the session cookie. */
  id: string;
  user_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Date | string;
  /** Set by the logout: the cookie is refused from then on. */
  revoked_at: Date | string | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

/** Every table (and view) of the gateway's database. */
export interface Database {
  organizations: OrganizationsTable;
  suppliers: SuppliersTable;
  organization_suppliers: OrganizationSuppliersTable;
  organization_supplier_list: OrganizationSupplierListView;
  qualifications: QualificationsTable;
  users: UsersTable;
  contacts: ContactsTable;
  profiles: ProfilesTable;
  employees: EmployeesTable;
  buildings: BuildingsTable;
  units: UnitsTable;
  entitlements: EntitlementsTable;
  tickets: TicketsTable;
  orders: OrdersTable;
  quotes: QuotesTable;
  quote_offers: QuoteOffersTable;
  tokens: TokensTable;
  activities: ActivitiesTable;
  tasks: TasksTable;
  claims: ClaimsTable;
  folder_types: FolderTypesTable;
  certification_folders: CertificationFoldersTable;
  communications: CommunicationsTable;
  notices: NoticesTable;
  polls: PollsTable;
  calendar_events: CalendarEventsTable;
  reminders: RemindersTable;
  calendar_colleagues: CalendarColleaguesTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  notifications: NotificationsTable;
  changelog_entries: ChangelogEntriesTable;
  helper_pages: HelperPagesTable;
  shared_links: SharedLinksTable;
  schema_migrations: SchemaMigrationsTable;
  auth_sessions: AuthSessionsTable;
  // W1 (issue #5, migrations/0500_web_resources.sql):
  consultancies: ConsultanciesTable;
  planned_maintenances: PlannedMaintenancesTable;
  procurements: ProcurementsTable;
  entitlement_access_list: EntitlementAccessListView;
  system_supplier_list: SystemSupplierListView;
}

/** Row helpers. */
export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;

// ---------------------------------------------------------------------------------------------
// W1 (issue #5): migrations/0500_web_resources.sql
// ---------------------------------------------------------------------------------------------

/** A consultancy service; organization_id null: the platform's catalogue. */
export interface ConsultanciesTable {
  id: Generated<number>;
  organization_id: number | null;
  name: string;
  description: string | null;
  category: string;
  status: Generated<'active' | 'inactive'>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A planned (recurring) maintenance of a building. */
export interface PlannedMaintenancesTable {
  id: Generated<number>;
  organization_id: number;
  building_id: number | null;
  supplier_id: number | null;
  object: string;
  description: string | null;
  frequency: Generated<'once' | 'monthly' | 'quarterly' | 'half_yearly' | 'yearly'>;
  start_date: DateOnly;
  end_date: DateOnly | null;
  next_due_on: DateOnly | null;
  status: Generated<'planned' | 'active' | 'suspended' | 'completed'>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A procurement addressed to a supplier company. */
export interface ProcurementsTable {
  id: Generated<number>;
  organization_id: number;
  supplier_id: number;
  building_id: number | null;
  object: string;
  description: string | null;
  status: Generated<'open' | 'offer_sent' | 'awarded' | 'lost' | 'cancelled'>;
  deadline: DateOnly | null;
  amount: Numeric | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A delegated access: an entitlement with a deputy contact (view, read only). */
export interface EntitlementAccessListView {
  id: number;
  organization_id: number;
  building_id: number;
  unit_id: number | null;
  contact_id: number;
  contact_deputy_id: number;
  firstname: string | null;
  lastname: string | null;
  fullname: string;
  email: string | null;
  mobile: string | null;
  delegator_fullname: string;
  building_name: string;
  status: 'active' | 'pending';
  created_at: Date;
  updated_at: Date;
}

/** A supplier company enabled on the platform (view, read only). */
export interface SystemSupplierListView {
  id: number;
  code: string | null;
  name1: string;
  name2: string | null;
  vat: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string;
  email: string | null;
  landline: string | null;
  mobile: string | null;
  certification_status: CertificationStatus | null;
  categories: string | null;
  created_at: Date;
  updated_at: Date;
}
