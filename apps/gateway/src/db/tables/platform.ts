/** The platform's own tables: changelog, help pages, shared links and the migrations applied. */
import { createdAt, identity, integer, table, text, timestamp } from './columns.ts';

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

export const schemaMigrations = table('schema_migrations', {
  name: text(),
  applied_at: createdAt(),
});
