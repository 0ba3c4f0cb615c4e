/** Chats, their members, messages and attachments (migrations 0001, 0300). */
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

export type ChatCategoryColumn =
  'BUILDING' | 'COMPANY' | 'ORDER' | 'CLAIM' | 'QUOTE' | 'TICKET' | 'TOKEN' | 'FOLDER';

export const chats = table('chats', {
  id: identity(),
  organization_id: integer().orNull,
  category: text<ChatCategoryColumn>(),
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

export const chatMessages = table('chat_messages', {
  id: identity(),
  chat_id: integer(),
  user_id: integer(),
  id_message: text(),
  message: text().withDefault,
  /** Milliseconds since the epoch (wire `timestamp`). */
  timestamp_ms: double(),
  contains_link: boolean().withDefault,
  external: json<ChatExternalColumn>().orNull,
  file: json<ChatFileColumn>().orNull,
  created_at: createdAt(),
});

export const chatAttachments = table('chat_attachments', {
  id: identity(),
  public_id: uuid(),
  entity: text<'chatData' | 'qualifications' | 'consultancies'>(),
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
