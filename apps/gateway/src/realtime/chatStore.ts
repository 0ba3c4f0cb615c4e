/**
 * Chat data access shared by the chat resource and the realtime endpoint: who may read a chat,
 * the message wire shape (domain ChatMessage), pages, and the insert that makes the server's
 * timestamp authoritative and strictly increasing within a chat (so paging by timestamp never
 * skips or repeats a message).
 */
import { ROLE_TYPE } from '@portineria/domain';
import { randomUUID } from 'node:crypto';
import type { ChatMessage, ChatUser } from '@portineria/domain';
import type { Kysely, Selectable } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { ChatMessagesTable, ChatsTable, Database } from '../db/schema.ts';

/** One membership row as the access rule reads it. */
export interface ChatMembership {
  userId: number;
  /** Null: the user belongs to the chat with any of their profiles. */
  profileId: number | null;
}

/** The profile id of a scope (domain Profile carries it as a string). */
export function scopeProfileId(scope: RequestScope): number {
  return Number(scope.profile.profile_id);
}

/**
 * Whether the scope belongs to the chat: a member row for its user, bound to no profile or to the
 * profile in use. A user with two profiles (e.g. administrator and resident) sees each profile's
 * chats only while acting as that profile.
 */
export function isMemberOf(scope: RequestScope, members: readonly ChatMembership[]): boolean {
  const profileId = scopeProfileId(scope);
  return members.some(
    (member) =>
      member.userId === scope.user.id &&
      (member.profileId === null || member.profileId === profileId),
  );
}

/** Reading is for members; the back office (SYS) reads everything, read-only (brief "Tenant rules"). */
export function canReadChat(scope: RequestScope, members: readonly ChatMembership[]): boolean {
  return scope.roleType === ROLE_TYPE.SYS || isMemberOf(scope, members);
}

/** Writing (messages, attachments) is for members only, never for the read-only back office. */
export function canWriteChat(scope: RequestScope, members: readonly ChatMembership[]): boolean {
  return scope.roleType !== ROLE_TYPE.SYS && isMemberOf(scope, members);
}

/** The members of a chat. */
export async function chatMemberships(
  db: Kysely<Database>,
  chatId: number,
): Promise<ChatMembership[]> {
  const rows = await db
    .selectFrom('chat_members')
    .select(['user_id', 'profile_id'])
    .where('chat_id', '=', chatId)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, profileId: row.profile_id }));
}

/** A chat with its members, or undefined when it does not exist. */
export async function findChat(
  db: Kysely<Database>,
  chatId: number,
): Promise<{ chat: Selectable<ChatsTable>; members: ChatMembership[] } | undefined> {
  const chat = await db.selectFrom('chats').selectAll().where('id', '=', chatId).executeTakeFirst();
  if (!chat) return undefined;
  return { chat, members: await chatMemberships(db, chatId) };
}

/** A stored message in the wire shape of 002 §3.6. */
export function messageToWire(row: Selectable<ChatMessagesTable>): ChatMessage {
  const message: ChatMessage = {
    idMessage: row.id_message,
    _user: String(row.user_id),
    timestamp: Number(row.timestamp_ms),
    message: row.message,
    containsLink: row.contains_link,
  };
  if (row.external) message.external = row.external;
  if (row.file) message.file = row.file;
  return message;
}

/** What a page of messages is read by. */
export type MessagePageQuery =
  | { kind: 'latest'; limit: number; before?: number }
  | { kind: 'after'; limit: number; after: number };

/**
 * A page of messages, oldest first. `latest`: the newest `limit` (before `before` when given) —
 * limit-to-last, as the realtime database pages. `after`: the oldest `limit` after `after`, for a
 * live client catching up.
 */
export async function readMessages(
  db: Kysely<Database>,
  chatId: number,
  page: MessagePageQuery,
): Promise<ChatMessage[]> {
  let query = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
  if (page.kind === 'after') {
    const rows = await query
      .where('timestamp_ms', '>', page.after)
      .orderBy('timestamp_ms', 'asc')
      .orderBy('id', 'asc')
      .limit(page.limit)
      .execute();
    return rows.map(messageToWire);
  }
  if (page.before !== undefined) query = query.where('timestamp_ms', '<', page.before);
  const rows = await query
    .orderBy('timestamp_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.reverse().map(messageToWire);
}

/** How many messages a chat holds. */
export async function countMessages(db: Kysely<Database>, chatId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One message by id, within its chat. */
export async function readMessage(
  db: Kysely<Database>,
  chatId: number,
  messageId: number,
): Promise<ChatMessage | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row ? messageToWire(row) : undefined;
}

/** Whether a text holds a link (the wire's `containsLink`). */
export function containsLink(text: string): boolean {
  return /\bhttps?:\/\/\S+/i.test(text);
}

/** What {@link insertMessage} stores. */
export interface NewChatMessage {
  chatId: number;
  userId: number;
  message: string;
  file?: ChatMessage['file'];
  now: Date;
}

/**
 * Stores a message. The timestamp is the server's clock, moved one millisecond past the chat's
 * newest message when needed: the chat row is locked for the transaction, so concurrent senders
 * (on any instance) get distinct, increasing timestamps.
 */
export async function insertMessage(
  db: Kysely<Database>,
  input: NewChatMessage,
): Promise<{ id: number; message: ChatMessage }> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('chats').select('id').where('id', '=', input.chatId).forUpdate().execute();
    const newest = await trx
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.max('timestamp_ms').as('newest'))
      .where('chat_id', '=', input.chatId)
      .executeTakeFirst();
    const newestTimestamp =
      newest?.newest === null || newest?.newest === undefined ? 0 : Number(newest.newest);
    const timestamp = Math.max(input.now.getTime(), newestTimestamp + 1);
    const row = await trx
      .insertInto('chat_messages')
      .values({
        chat_id: input.chatId,
        user_id: input.userId,
        id_message: randomUUID(),
        message: input.message,
        timestamp_ms: timestamp,
        contains_link: containsLink(input.message),
        file: input.file ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chats')
      .set({ last_message_at: new Date(timestamp), updated_at: input.now })
      .where('id', '=', input.chatId)
      .execute();
    return { id: row.id, message: messageToWire(row) };
  });
}

/** The chat info users (002 §3.6 "users[] (_user, id, firstname, lastname)"). */
export async function chatUsers(db: Kysely<Database>, chatId: number): Promise<ChatUser[]> {
  const rows = await db
    .selectFrom('chat_members')
    .innerJoin('users', 'users.id', 'chat_members.user_id')
    .select(['users.id', 'users.firstname', 'users.lastname'])
    .where('chat_members.chat_id', '=', chatId)
    .orderBy('users.lastname')
    .orderBy('users.firstname')
    .execute();
  // One entry per user even when a user joined with two profiles.
  const seen = new Set<number>();
  return rows
    .filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)))
    .map((row) => ({
      _user: String(row.id),
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
    }));
}
