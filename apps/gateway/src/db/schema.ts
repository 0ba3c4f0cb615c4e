/**
 * The Kysely `Database` type, derived from the one description of each table (./tables). Value
 * types follow what `openDatabase` returns on both engines (./index.ts): int8 and numeric →
 * number, date → 'YYYY-MM-DD' string, timestamptz → Date, json/jsonb → parsed value. Identity
 * ids and columns with a default are optional on insert.
 */
import { sql } from 'kysely';
import type { Insertable, RawBuilder, Selectable, Updateable } from 'kysely';
import type { KyselyTable } from './tables/columns.ts';
import type { TABLES, TableName } from './tables/index.ts';

/** Every table (and view) of the gateway's database. */
export type Database = { [Name in TableName]: KyselyTable<(typeof TABLES)[Name]> };

/** The Kysely interface of one table. */
export type TableOf<Name extends TableName> = Database[Name];
/** A row as a query reads it. */
export type RowOf<Name extends TableName> = Selectable<Database[Name]>;
/** A row as an insert writes it. */
export type NewRowOf<Name extends TableName> = Insertable<Database[Name]>;
/** The changes of an update. */
export type ChangesOf<Name extends TableName> = Updateable<Database[Name]>;

export type OrdersTable = TableOf<'orders'>;
export type ActivitiesTable = TableOf<'activities'>;
export type CalendarEventsTable = TableOf<'calendar_events'>;
export type CertificationFoldersTable = TableOf<'certification_folders'>;
export type ChatMessagesTable = TableOf<'chat_messages'>;
export type ChatsTable = TableOf<'chats'>;
export type ClaimsTable = TableOf<'claims'>;
export type CommunicationsTable = TableOf<'communications'>;
export type ContactsTable = TableOf<'contacts'>;
export type EmployeesTable = TableOf<'employees'>;
export type EntitlementsTable = TableOf<'entitlements'>;
export type NotificationsTable = TableOf<'notifications'>;
export type ProfilesTable = TableOf<'profiles'>;
export type RemindersTable = TableOf<'reminders'>;
export type TicketsTable = TableOf<'tickets'>;
export type UnitsTable = TableOf<'units'>;

export type { FolderItem } from './tables/operations.ts';
export type { NotificationEntityRef, PollOption } from './tables/communications.ts';

/**
 * A value for a jsonb column in an insert or update, the same on both engines: node-postgres
 * sends a JavaScript array as a PostgreSQL array literal (`{"a","b"}`, rejected by jsonb), so
 * the JSON text is sent and cast. Use it for every jsonb array (objects work either way).
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
