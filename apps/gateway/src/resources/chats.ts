/**
 * The chat resource (002 §3.6, §7.3): chat info, the messages of a chat paged by limit-to-last,
 * and sending. Only members read and write a chat (the back office reads, never writes); a chat
 * the caller may not read answers 404, exactly like a missing one. A stored message is announced
 * on the realtime bus (`chat:<id>`), so members following the chat on any instance receive it,
 * and notifies the other members' profiles (./chatNotifications.ts).
 */
import {
  CHAT_CATEGORIES,
  ROLE_TYPE,
  advanceSeenMark,
  canSendMessage,
  characterCount,
  textLimitOf,
} from '@portineria/domain';
import type { ChatCategory, ChatInfo, ChatUser } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { Database } from '../db/schema.ts';
import { chats } from '../db/tables/chat.ts';
import type { AppEnv } from '../context.ts';
import { forbidden, invalidQuery, notFound, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { existsIn, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { allowList } from '../query/index.ts';
import { publishChatMessage } from '../realtime/channels.ts';
import {
  canReadChat,
  canWriteChat,
  chatUsers,
  countMessages,
  findChat,
  insertMessage,
  readMessages,
  scopeProfileId,
} from '../realtime/chatStore.ts';
import { chatMessages } from '../realtime/messages.ts';
import { attachmentForMessage, registerAttachments } from './attachments.ts';
import { messageLinkPreview } from './chatLinkPreviews.ts';
import { notifyChatMessage } from './chatNotifications.ts';
import { createLinkPreviewCache } from '../linkPreview/linkPreviewCache.ts';
import { createMemberFetchLimit } from '../linkPreview/memberFetchLimit.ts';

/** The longest message accepted, in characters: domain's limit of a chat message (TEXT_LIMITS.message). */
export const CHAT_MESSAGE_MAX_LENGTH = textLimitOf('message').maxLength;

/** The largest page a client may ask for (catch-up reads use it). */
export const CHAT_PAGE_MAX = 100;

/** The page size when the client names none: the first page of 002 §7.3. */
export const CHAT_PAGE_DEFAULT = 24;

/**
 * The chats a profile reads: those it is a member of (a member row for its user, bound to no
 * profile or to the profile in use — the rule of `isMemberOf`); the back office every chat.
 */
export function visibleChats(scope: RequestScope): Visible {
  if (scope.roleType === ROLE_TYPE.SYS) return () => true;
  const profileId = scopeProfileId(scope);
  return (alias) =>
    existsIn(
      'chat_members',
      'v_members',
      (inner) => sql<SqlBool>`${ref(inner, 'chat_id')} = ${ref(alias, 'id')}`,
      sql<SqlBool>`v_members.user_id = ${scope.user.id} and (v_members.profile_id is null or v_members.profile_id = ${profileId})`,
    );
}

/** A chat's head: what the chat info shows. */
const chatSchema = allowList(chats, {
  fields: { id: 'id', object: 'object', status: 'status', category: 'category' },
});

function timestampParameter(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,16}(\.[0-9]+)?$/.test(value)) throw invalidQuery(chatMessages.beforeInvalid);
  return Number(value);
}

function limitParameter(value: string | undefined): number {
  if (value === undefined || value === '') return CHAT_PAGE_DEFAULT;
  const limit = Number(value);
  if (!/^[0-9]{1,4}$/.test(value) || limit < 1 || limit > CHAT_PAGE_MAX) {
    throw invalidQuery(chatMessages.limitInvalid(CHAT_PAGE_MAX));
  }
  return limit;
}

/** The chat, when the caller may read it (else 404). */
async function readableChat(request: ResourceRequest, chatId: number) {
  const found = await findChat(request.deps.db, chatId);
  if (!found || !canReadChat(request.scope, found.members)) {
    throw notFound(chatMessages.chatNotFound);
  }
  return found;
}

/** The validated body of a new message. */
interface SendInput {
  message: string;
  attachmentId: string | undefined;
}

function validateSend(record: Record<string, unknown>, userId: number): SendInput {
  // A message signed with someone else's id is refused outright, whatever else it holds.
  if (record._user !== String(userId) && record._user !== userId) {
    throw forbidden(chatMessages.userMismatch);
  }
  const errors: FieldError[] = [];
  if (typeof record.timestamp !== 'number' || !Number.isFinite(record.timestamp)) {
    errors.push({ field: 'timestamp', message: chatMessages.timestampInvalid });
  }
  const attachmentId = attachmentIdOf(record.file);
  if (record.file !== undefined && record.file !== null && attachmentId === undefined) {
    errors.push({ field: 'file', message: chatMessages.attachmentNotFound });
  }
  const text = typeof record.message === 'string' ? record.message.trim() : undefined;
  if (text === undefined || (!canSendMessage(text) && attachmentId === undefined)) {
    errors.push({ field: 'message', message: chatMessages.messageRequired });
  } else if (characterCount(text) > CHAT_MESSAGE_MAX_LENGTH) {
    errors.push({
      field: 'message',
      message: chatMessages.messageTooLong(CHAT_MESSAGE_MAX_LENGTH),
    });
  }
  if (errors.length > 0) {
    throw validationFailed(errors, errors[0]?.message ?? chatMessages.bodyInvalid);
  }
  return { message: text ?? '', attachmentId };
}

/** The id of an attachment a message refers to: `file: { id }` as the upload answered it. */
function attachmentIdOf(file: unknown): string | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const id = (file as { id?: unknown }).id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

/** The default and largest page of the chat list (the brief's list limits). */
export const CHAT_LIST_DEFAULT = 50;
export const CHAT_LIST_MAX = 1000;
/** The characters of the last message shown in the list. */
export const CHAT_PREVIEW_LENGTH = 140;

/** One row of `POST proxy/chats/search`: a chat of the caller, for the chat drawer. */
export interface ChatListItem {
  id: number;
  object: string | null;
  /** False: the chat is disabled (read-only). */
  status: boolean;
  category: string;
  entityId: number | null;
  /** The newest message, its text cut to {@link CHAT_PREVIEW_LENGTH} characters; null: no message. */
  lastMessage: { _user: string; message: string; timestamp: number; hasFile: boolean } | null;
  /** ISO instant of the newest message (null: none yet). */
  lastMessageAt: string | null;
  /** Messages of other members newer than the caller's last-seen mark. */
  unread: number;
  members: ChatUser[];
}

/** The page of the chat list asked for, and the record whose chat is looked for. */
export interface ChatListPage {
  limit: number;
  offset: number;
  /** Only the chats of this category (002 §3.6), e.g. ORDER for an order's detail. */
  category?: ChatCategory;
  /** Only the chats of this record (with `category`: the record detail's `{idChat}` slot). */
  entityId?: number;
}

function isChatCategory(value: unknown): value is ChatCategory {
  return typeof value === 'string' && Object.hasOwn(CHAT_CATEGORIES, value);
}

/**
 * `{ query_sequelize?: { limit?, offset?, category?, entityId? }, count? }` → the page asked for.
 * A record detail finds its chat by category and entity id (001 §2 `/mod/{idElement}/{idChat?}`).
 */
function chatListPage(body: unknown): ChatListPage {
  if (body === undefined || body === null) return { limit: CHAT_LIST_DEFAULT, offset: 0 };
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalidQuery(chatMessages.listBodyInvalid);
  const record = body as Record<string, unknown>;
  const count = record.count;
  if (count !== undefined && typeof count !== 'boolean')
    throw invalidQuery(chatMessages.listBodyInvalid);
  // The proxy form `{ query_sequelize, count }`, or the bare criteria like the other lists.
  const wrapped = Object.hasOwn(record, 'query_sequelize');
  if (wrapped && Object.keys(record).some((key) => key !== 'query_sequelize' && key !== 'count'))
    throw invalidQuery(chatMessages.listBodyInvalid);
  const bare: Record<string, unknown> = { ...record };
  delete bare.count;
  const query = wrapped ? record.query_sequelize : bare;
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    throw invalidQuery(chatMessages.listBodyInvalid);
  const criteria = query as Record<string, unknown>;
  for (const key of Object.keys(criteria)) {
    if (key === 'limit' || key === 'offset' || key === 'category' || key === 'entityId') continue;
    const value = criteria[key];
    const empty =
      value === undefined ||
      value === null ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
    if (!empty) throw invalidQuery(chatMessages.listCriteriaUnsupported);
  }
  const { limit, offset } = criteria;
  if (
    limit !== undefined &&
    (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > CHAT_LIST_MAX)
  )
    throw invalidQuery(chatMessages.listLimitInvalid(CHAT_LIST_MAX));
  if (
    offset !== undefined &&
    (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0)
  )
    throw invalidQuery(chatMessages.listOffsetInvalid);
  const { category, entityId } = criteria;
  if (category !== undefined && !isChatCategory(category))
    throw invalidQuery(chatMessages.listCategoryInvalid(Object.keys(CHAT_CATEGORIES)));
  if (
    entityId !== undefined &&
    (typeof entityId !== 'number' || !Number.isSafeInteger(entityId) || entityId < 1)
  )
    throw invalidQuery(chatMessages.listEntityIdInvalid);
  const countOnly = count === true && limit === 0;
  return {
    limit: countOnly ? 0 : limit === undefined || limit === 0 ? CHAT_LIST_DEFAULT : limit,
    offset: offset ?? 0,
    ...(category !== undefined ? { category } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
  };
}

interface ChatListRow {
  id: number;
  object: string | null;
  status: boolean;
  category: string;
  entity_id: number | null;
  last_user_id: number | null;
  last_message: string | null;
  last_timestamp: number | null;
  last_has_file: boolean | null;
  unread: number;
}

/**
 * The chats the scope is a member of (a member row for its user, bound to no profile or to the
 * profile in use — the rule of `isMemberOf`), newest message first, chats without messages last.
 */
export async function listChats(
  db: Kysely<Database>,
  scope: RequestScope,
  page: ChatListPage,
): Promise<{ results: ChatListItem[]; counter: number }> {
  const userId = scope.user.id;
  const mine = memberSeenMarks(scope, page);
  const total = await sql<{ counter: number }>`
    with mine as (${mine}) select count(*) as counter from mine`.execute(db);
  const counter = Number(total.rows[0]?.counter ?? 0);
  if (page.limit === 0 || counter === 0) return { results: [], counter };
  const { rows } = await sql<ChatListRow>`
    with mine as (${mine})
    select c.id, c.object, c.status, c.category, c.entity_id,
      lm.user_id as last_user_id, lm.message as last_message, lm.timestamp_ms as last_timestamp,
      (lm.file is not null) as last_has_file,
      ${unreadOf(userId, sql`c.id`, sql`mine.seen`)} as unread
    from chats c
    join mine on mine.chat_id = c.id
    left join lateral (
      select m.user_id, m.message, m.timestamp_ms, m.file from chat_messages m
      where m.chat_id = c.id order by m.timestamp_ms desc, m.id desc limit 1
    ) lm on true
    order by lm.timestamp_ms desc nulls last, c.id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const ids = rows.map((row) => row.id);
  const memberRows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('chat_members')
          .innerJoin('users', 'users.id', 'chat_members.user_id')
          .select(['chat_members.chat_id', 'users.id', 'users.firstname', 'users.lastname'])
          .where('chat_members.chat_id', 'in', ids)
          .orderBy('users.lastname')
          .orderBy('users.firstname')
          .orderBy('users.id')
          .execute();
  const members = new Map<number, ChatUser[]>();
  for (const row of memberRows) {
    const list = members.get(row.chat_id) ?? [];
    // One entry per user even when a user joined with two profiles.
    if (!list.some((user) => user.id === row.id)) {
      list.push({
        _user: String(row.id),
        id: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
      });
    }
    members.set(row.chat_id, list);
  }
  const results = rows.map((row): ChatListItem => {
    const timestamp = row.last_timestamp === null ? null : Number(row.last_timestamp);
    return {
      id: row.id,
      object: row.object,
      status: row.status,
      category: row.category,
      entityId: row.entity_id,
      lastMessage:
        timestamp === null
          ? null
          : {
              _user: String(row.last_user_id),
              message: [...(row.last_message ?? '')].slice(0, CHAT_PREVIEW_LENGTH).join(''),
              timestamp,
              hasFile: row.last_has_file === true,
            },
      lastMessageAt: timestamp === null ? null : new Date(timestamp).toISOString(),
      unread: Number(row.unread),
      members: members.get(row.id) ?? [],
    };
  });
  return { results, counter };
}

/**
 * The caller's chats with its seen mark (domain's `advanceSeenMark`): a member row for its user,
 * bound to no profile or to the profile in use (the rule of `isMemberOf`); narrowed to a record's
 * chats when the page names one.
 */
function memberSeenMarks(scope: RequestScope, filter: Pick<ChatListPage, 'category' | 'entityId'>) {
  const profileId = scopeProfileId(scope);
  const category =
    filter.category === undefined
      ? sql``
      : sql`and chat_id in (select id from chats where category = ${filter.category})`;
  const entity =
    filter.entityId === undefined
      ? sql``
      : sql`and chat_id in (select id from chats where entity_id = ${filter.entityId})`;
  return sql`
    select chat_id, max(coalesce(last_seen_ms, 0)) as seen from chat_members
    where user_id = ${scope.user.id} and (profile_id is null or profile_id = ${profileId})
    ${category} ${entity}
    group by chat_id`;
}

/** The others' messages of a chat after a seen mark: domain's `isUnreadFor`, counted in SQL. */
function unreadOf(userId: number, chatId: RawBuilder<unknown>, seen: RawBuilder<unknown>) {
  return sql`(select count(*) from chat_messages u
    where u.chat_id = ${chatId} and u.user_id <> ${userId} and u.timestamp_ms > ${seen})`;
}

/** The caller's unread messages over all its chats, and how many chats have some (top bar). */
export async function countUnread(
  db: Kysely<Database>,
  scope: RequestScope,
): Promise<{ unread: number; chats: number }> {
  const { rows } = await sql<{ unread: number | null; chats: number | null }>`
    with mine as (${memberSeenMarks(scope, {})}),
    counted as (select ${unreadOf(scope.user.id, sql`mine.chat_id`, sql`mine.seen`)} as unread from mine)
    select sum(unread) as unread, count(*) filter (where unread > 0) as chats from counted`.execute(
    db,
  );
  return { unread: Number(rows[0]?.unread ?? 0), chats: Number(rows[0]?.chats ?? 0) };
}

/**
 * Moves the caller's seen mark of a chat to `requested` (domain's `advanceSeenMark`: forward only,
 * never past the newest message) on every member row of its user and profile; answers the mark
 * and what is still unread.
 */
export async function markChatSeen(
  db: Kysely<Database>,
  scope: RequestScope,
  chatId: number,
  requested: number,
): Promise<{ seen: number; unread: number }> {
  const profileId = scopeProfileId(scope);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('chat_members')
      .select(['id', 'last_seen_ms'])
      .where('chat_id', '=', chatId)
      .where('user_id', '=', scope.user.id)
      .where((eb) => eb.or([eb('profile_id', 'is', null), eb('profile_id', '=', profileId)]))
      .forUpdate()
      .execute();
    const newest = await trx
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.max('timestamp_ms').as('newest'))
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    const newestMs =
      newest?.newest === null || newest?.newest === undefined ? null : Number(newest.newest);
    const current = rows.reduce<number | null>(
      (mark, row) =>
        row.last_seen_ms === null ? mark : Math.max(mark ?? 0, Number(row.last_seen_ms)),
      null,
    );
    const seen = advanceSeenMark({ current, requested, newest: newestMs });
    if (rows.length > 0 && seen !== current) {
      await trx
        .updateTable('chat_members')
        .set({ last_seen_ms: seen })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    const { rows: left } = await sql<{ unread: number }>`
      select ${unreadOf(scope.user.id, sql`${chatId}`, sql`${seen}`)} as unread`.execute(trx);
    return { seen, unread: Number(left[0]?.unread ?? 0) };
  });
}

/** Registers the chat routes on `/api/v2`. */
export function register(api: Hono<AppEnv>): void {
  // Members write; the back office only reads (the layer refuses its writes).
  const member = { application: null, actions: ['message', 'seen'] };
  const linkPreviews = createLinkPreviewCache();
  const previewFetches = createMemberFetchLimit();
  mountResource(api, {
    name: 'chats',
    schema: chatSchema,
    shape: 'data',
    routes: {},
    notFound: chatMessages.chatNotFound,
    visible: visibleChats,
    writers: { ORG: member, SPL: member, USR: member },
    extend(routes) {
      // The caller's chats for the chat drawer (002 §2.11 chat button, §7.3): members only, for
      // every role (the back office, which may read any chat, lists only the chats it belongs to).
      routes.read('POST', '/proxy/chats/search', async (request) => {
        const page = chatListPage(await request.body());
        return request.c.json({ rows: await listChats(request.deps.db, request.scope, page) });
      });

      // The top bar's chat button (000 §2 Shell): the caller's unread messages over its chats.
      routes.read('GET', '/proxy/chats/unread', async (request) => {
        return request.c.json({ data: await countUnread(request.deps.db, request.scope) });
      });

      // The member has seen the chat up to a message (002 §4.4; per-member marks in
      // domain's DECISIONS.md): the chat list and the top bar stop counting it.
      routes.write('POST', '/proxy/chats/:id/seen', 'seen', undefined, async (request) => {
        const chatId = request.id();
        const { members } = await readableChat(request, chatId);
        if (!canWriteChat(request.scope, members)) throw notFound(chatMessages.chatNotFound);
        const body = await request.body();
        if (typeof body.timestamp !== 'number' || !Number.isFinite(body.timestamp)) {
          throw validationFailed(
            [{ field: 'timestamp', message: chatMessages.timestampInvalid }],
            chatMessages.timestampInvalid,
          );
        }
        const marked = await markChatSeen(request.deps.db, request.scope, chatId, body.timestamp);
        return request.c.json({ data: marked });
      });

      routes.read('GET', '/proxy/chats/:id/info', async (request) => {
        const chatId = request.id();
        const { chat } = await readableChat(request, chatId);
        const info: ChatInfo = {
          object: chat.object,
          status: chat.status,
          users: await chatUsers(request.deps.db, chatId),
          // Beyond 002 §7.3's three fields: the key of the web's session cache (DECISIONS.md
          // "The chat's session cache in the panel" 7).
          ...(isChatCategory(chat.category) ? { category: chat.category } : {}),
        };
        return request.c.json({ data: info });
      });

      routes.read('GET', '/proxy/chats/:id/messages', async (request) => {
        const chatId = request.id();
        const query = (name: string) => request.c.req.query(name);
        const before = timestampParameter(query('before'));
        const after = timestampParameter(query('after'));
        const limit = limitParameter(query('limit'));
        if (before !== undefined && after !== undefined) {
          throw invalidQuery(chatMessages.beforeInvalid);
        }
        await readableChat(request, chatId);
        const db = request.deps.db;
        const results = await readMessages(
          db,
          chatId,
          after !== undefined
            ? { kind: 'after', after, limit }
            : { kind: 'latest', limit, ...(before !== undefined ? { before } : {}) },
        );
        return request.c.json({ rows: { results, counter: await countMessages(db, chatId) } });
      });

      // The preview of a message's link, fetched by the gateway (./chatLinkPreviews.ts).
      routes.read('GET', '/proxy/chats/:id/messages/:messageId/preview', (request) =>
        messageLinkPreview(request, linkPreviews, previewFetches),
      );

      routes.write('POST', '/proxy/chats/:id/messages', 'message', undefined, async (request) => {
        const chatId = request.id();
        const { scope, deps } = request;
        const { chat, members } = await readableChat(request, chatId);
        if (!canWriteChat(scope, members)) throw forbidden(chatMessages.chatForbiddenWrite);
        const input = validateSend(await request.body(), scope.user.id);
        if (!chat.status) throw forbidden(chatMessages.chatDisabled);
        const file =
          input.attachmentId === undefined
            ? undefined
            : await attachmentForMessage(deps, input.attachmentId, chatId, scope.user.id);
        if (input.attachmentId !== undefined && !file) {
          throw validationFailed(
            [{ field: 'file', message: chatMessages.attachmentNotFound }],
            chatMessages.attachmentNotFound,
          );
        }
        const stored = await insertMessage(deps.db, {
          chatId,
          userId: scope.user.id,
          message: input.message,
          ...(file ? { file } : {}),
          now: deps.now(),
        });
        try {
          await publishChatMessage(deps.bus, chatId, stored.id);
        } catch (error) {
          // The message is stored: clients following the chat catch up from it on their next read.
          deps.log.error('chat publish failed', { chatId, error: String(error) });
        }
        try {
          // Before answering, so that once the sender sees its message sent, the other members'
          // bells have already counted it.
          await notifyChatMessage(deps, chat, members, request.c.var.user, stored.message);
        } catch (error) {
          // The message is stored and relayed: a failed notification must not make the sender resend.
          deps.log.error('chat notification failed', { chatId, error: String(error) });
        }
        return request.c.json({ data: stored.message }, 201);
      });
    },
  });
  registerAttachments(api);
}
