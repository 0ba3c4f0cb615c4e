/**
 * Every table and view of the gateway's database, each described once (./columns.ts). The
 * Kysely `Database` type (../schema.ts), the allow-lists of the resources and the typed writes
 * all read these descriptions.
 */
import { buildings, entitlementAccessList, entitlements, units } from './buildings.ts';
import { calendarColleagues, calendarEvents, reminders } from './calendar.ts';
import { chatAttachments, chatMembers, chatMessages, chats } from './chat.ts';
import { communications, notices, notifications, pollVotes, polls } from './communications.ts';
import {
  contacts,
  employees,
  organizationSupplierList,
  organizationSuppliers,
  organizations,
  profiles,
  qualifications,
  suppliers,
  systemSupplierList,
  users,
} from './companies.ts';
import {
  activities,
  billingProposals,
  certificationFolders,
  claims,
  consultancies,
  folderTypes,
  orders,
  plannedMaintenances,
  procurements,
  quoteOffers,
  recordHistory,
  quotes,
  tasks,
  tickets,
  tokens,
} from './operations.ts';
import {
  authSessions,
  supplierRegistrations,
  changelogEntries,
  helperPages,
  importBatches,
  importBatchUpdates,
  schemaMigrations,
  sharedLinks,
} from './platform.ts';
import type { TableDescription } from './columns.ts';

/** Every description, by SQL name. */
export const TABLES = {
  organizations,
  suppliers,
  organization_suppliers: organizationSuppliers,
  organization_supplier_list: organizationSupplierList,
  system_supplier_list: systemSupplierList,
  qualifications,
  users,
  contacts,
  profiles,
  employees,
  buildings,
  units,
  entitlements,
  entitlement_access_list: entitlementAccessList,
  tickets,
  orders,
  record_history: recordHistory,
  quotes,
  quote_offers: quoteOffers,
  tokens,
  billing_proposals: billingProposals,
  activities,
  tasks,
  claims,
  folder_types: folderTypes,
  certification_folders: certificationFolders,
  planned_maintenances: plannedMaintenances,
  procurements,
  consultancies,
  communications,
  notices,
  polls,
  poll_votes: pollVotes,
  notifications,
  calendar_events: calendarEvents,
  reminders,
  calendar_colleagues: calendarColleagues,
  chats,
  chat_members: chatMembers,
  chat_messages: chatMessages,
  chat_attachments: chatAttachments,
  changelog_entries: changelogEntries,
  helper_pages: helperPages,
  shared_links: sharedLinks,
  auth_sessions: authSessions,
  supplier_registrations: supplierRegistrations,
  import_batches: importBatches,
  import_batch_updates: importBatchUpdates,
  schema_migrations: schemaMigrations,
} as const satisfies { [Name in string]: TableDescription<Name> };

/** The SQL name of a table or view. */
export type TableName = keyof typeof TABLES;
