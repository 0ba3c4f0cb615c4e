/** Chats, their members, messages and attachments (migrations 0001, 0300, 0980, 1070, 1090). */
import type { ChatCategory, ChatFile, ChatLinkPreview, UploadEntity } from '@portineria/domain';
import {
  boolean,
  bytes,
  createdAt,
  double,
  identity,
  integer,
  json,
  table,
  text,
  timestamp,
  uuid,
} from './columns.ts';

export const chats = table('chats', {
  id: identity(),
  organization_id: integer().orNull,
  category: text<ChatCategory>(),
  entity_id: integer().orNull,
  building_id: integer().orNull,
  supplier_id: integer().orNull,
  object: text().orNull,
  status: boolean().withDefault,
  last_message_at: timestamp().orNull,
  created_at: createdAt(),
  updated_at: createdAt(),
});

export const chatMembers = table('chat_members', {
  id: identity(),
  chat_id: integer(),
  user_id: integer(),
  profile_id: integer().orNull,
  visibility: text().orNull,
  last_seen_ms: double().orNull,
  created_at: createdAt(),
});

export const chatMessages = table('chat_messages', {
  id: identity(),
  chat_id: integer(),
  user_id: integer(),
  id_message: text(),
  message: text().withDefault,
  /** Milliseconds since the epoch (wire `timestamp`). */
  timestamp_ms: double(),
  contains_link: boolean().withDefault,
  external: json<ChatLinkPreview>().orNull,
  file: json<ChatFile>().orNull,
  created_at: createdAt(),
});

export const chatAttachments = table('chat_attachments', {
  id: identity(),
  public_id: uuid(),
  entity: text<UploadEntity>(),
  entity_id: integer(),
  chat_id: integer().orNull,
  cover_type: text().orNull,
  uploaded_by: integer(),
  profile_id: integer().orNull,
  file_name: text(),
  mime_type: text(),
  size_bytes: integer(),
  storage: text<'database' | 'file'>(),
  content: bytes().orNull,
  created_at: createdAt(),
});
