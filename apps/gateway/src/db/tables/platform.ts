/**
 * The platform's own tables: changelog, help pages, shared links, the login service's sessions
 * and the migrations applied.
 */
import { createdAt, identity, integer, json, table, text, timestamp, uuid } from './columns.ts';

export const changelogEntries = table('changelog_entries', {
  id: identity(),
  channel: text().withDefault,
  version: text(),
  title: text(),
  body_markdown: text(),
  published_at: timestamp(),
  created_at: createdAt(),
});

export const helperPages = table('helper_pages', {
  id: identity(),
  page_key: text(),
  title: text(),
  body: text(),
  app_namespace: text().orNull,
  created_at: createdAt(),
  updated_at: createdAt(),
});

export const sharedLinks = table('shared_links', {
  id: identity(),
  organization_id: integer(),
  entity_type: text(),
  entity_id: integer(),
  token: text(),
  created_by_user_id: integer().orNull,
  expires_at: timestamp().orNull,
  created_at: createdAt(),
});

/**
 * A login of the stand-in login service (migrations/0900_auth_sessions.sql): the session cookie
 * names its row (`sid`); a logout sets `revoked_at`, and the cookie mints no token from then on.
 */
export const authSessions = table('auth_sessions', {
  id: uuid(),
  user_id: integer(),
  created_at: createdAt(),
  expires_at: timestamp(),
  revoked_at: timestamp().orNull,
});

/**
 * A request of the stand-in login service's supplier registration page
 * (migrations/0940_supplier_registrations.sql, 000 §2).
 */
export const supplierRegistrations = table('supplier_registrations', {
  id: identity(),
  name1: text(),
  vat: text(),
  email: text(),
  landline: text().orNull,
  created_at: createdAt(),
});

export const schemaMigrations = table('schema_migrations', {
  name: text(),
  applied_at: createdAt(),
});

/**
 * A spreadsheet import written as one batch (migrations/1060_import_batches.sql): the records it
 * created name it (`import_batch_id`), so that the whole import can be undone once.
 */
export const importBatches = table('import_batches', {
  id: identity(),
  organization_id: integer(),
  entity: text<'contacts' | 'buildings'>(),
  category: text().orNull,
  user_id: integer(),
  profile_id: integer().orNull,
  row_count: integer().withDefault,
  inserted_count: integer().withDefault,
  created_at: createdAt(),
  undone_at: timestamp().orNull,
  /** Migration 1150: records the batch updated, and who imported (as the history names them). */
  updated_count: integer().withDefault,
  user_fullname: text().orNull,
});

/**
 * A record an import batch updated (migrations/1150_import_batch_updates.sql): the values it
 * overwrote, restored by the undo, and the version it left, to see an edit since.
 */
export const importBatchUpdates = table('import_batch_updates', {
  batch_id: integer(),
  record_id: integer(),
  previous: json<Record<string, unknown>>(),
  version: timestamp(),
  previous_version: timestamp(),
});
