/**
 * The chat resource (002 §3.6, §7.3): chat info, the messages of a chat paged by limit-to-last,
 * and sending. Only members read and write a chat (the back office reads, never writes); a chat
 * the caller may not read answers 404, exactly like a missing one. A stored message is announced
 * on the realtime bus (`chat:<id>`), so members following the chat on any instance receive it.
 */
import { canSendMessage } from '@portineria/domain';
import type { ChatInfo } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { publishChatMessage } from '../realtime/channels.ts';
import {
  canReadChat,
  canWriteChat,
  chatUsers,
  countMessages,
  findChat,
  insertMessage,
  readMessages,
} from '../realtime/chatStore.ts';
import { chatMessages } from '../realtime/messages.ts';
import { attachmentForMessage, registerAttachments } from './attachments.ts';

/** The longest message accepted, in characters (002 §9 gives the same cap to descriptions). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** The largest page a client may ask for (catch-up reads use it). */
export const CHAT_PAGE_MAX = 100;

/** The page size when the client names none: the first page of 002 §7.3. */
export const CHAT_PAGE_DEFAULT = 24;

function chatNotFound(): GatewayError {
  return new GatewayError(404, 'NOT_FOUND', chatMessages.chatNotFound);
}

/** A positive integer id from the path, else 404 (an unknown id reveals nothing either way). */
export function chatIdOf(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) throw chatNotFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw chatNotFound();
  return id;
}

function invalidQuery(message: string): GatewayError {
  return new GatewayError(400, 'INVALID_QUERY', message);
}

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
async function readableChat(c: Context<AppEnv>, chatId: number) {
  const found = await findChat(c.var.deps.db, chatId);
  if (!found || !canReadChat(c.var.scope, found.members)) throw chatNotFound();
  return found;
}

/** The validated body of a new message. */
interface SendInput {
  message: string;
  attachmentId: string | undefined;
}

function validateSend(body: unknown, userId: number): SendInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new GatewayError(400, 'VALIDATION_FAILED', chatMessages.bodyInvalid, [
      { field: 'body', message: chatMessages.bodyInvalid },
    ]);
  }
  const record = body as Record<string, unknown>;
  // A message signed with someone else's id is refused outright, whatever else it holds.
  if (record._user !== String(userId) && record._user !== userId) {
    throw new GatewayError(403, 'FORBIDDEN', chatMessages.userMismatch);
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
  } else if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) {
    errors.push({
      field: 'message',
      message: chatMessages.messageTooLong(CHAT_MESSAGE_MAX_LENGTH),
    });
  }
  if (errors.length > 0) {
    throw new GatewayError(
      400,
      'VALIDATION_FAILED',
      errors[0]?.message ?? chatMessages.bodyInvalid,
      errors,
    );
  }
  return { message: text ?? '', attachmentId };
}

/** The id of an attachment a message refers to: `file: { id }` as the upload answered it. */
function attachmentIdOf(file: unknown): string | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const id = (file as { id?: unknown }).id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

/** Registers the chat routes on `/api/v2`. */
export function register(api: Hono<AppEnv>): void {
  api.get('/proxy/chats/:idChat/info', async (c) => {
    const chatId = chatIdOf(c.req.param('idChat'));
    const { chat } = await readableChat(c, chatId);
    const info: ChatInfo = {
      object: chat.object,
      status: chat.status,
      users: await chatUsers(c.var.deps.db, chatId),
    };
    return c.json({ data: info });
  });

  api.get('/proxy/chats/:idChat/messages', async (c) => {
    const chatId = chatIdOf(c.req.param('idChat'));
    const before = timestampParameter(c.req.query('before'));
    const after = timestampParameter(c.req.query('after'));
    const limit = limitParameter(c.req.query('limit'));
    if (before !== undefined && after !== undefined) throw invalidQuery(chatMessages.beforeInvalid);
    await readableChat(c, chatId);
    const db = c.var.deps.db;
    const results = await readMessages(
      db,
      chatId,
      after !== undefined
        ? { kind: 'after', after, limit }
        : { kind: 'latest', limit, ...(before !== undefined ? { before } : {}) },
    );
    return c.json({ rows: { results, counter: await countMessages(db, chatId) } });
  });

  api.post('/proxy/chats/:idChat/messages', async (c) => {
    const chatId = chatIdOf(c.req.param('idChat'));
    const scope = c.var.scope;
    const { chat, members } = await readableChat(c, chatId);
    if (!canWriteChat(scope, members))
      throw new GatewayError(403, 'FORBIDDEN', chatMessages.chatForbiddenWrite);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const input = validateSend(body, scope.user.id);
    if (!chat.status) throw new GatewayError(403, 'FORBIDDEN', chatMessages.chatDisabled);
    const deps = c.var.deps;
    const file =
      input.attachmentId === undefined
        ? undefined
        : await attachmentForMessage(deps, input.attachmentId, chatId, scope.user.id);
    if (input.attachmentId !== undefined && !file) {
      throw new GatewayError(400, 'VALIDATION_FAILED', chatMessages.attachmentNotFound, [
        { field: 'file', message: chatMessages.attachmentNotFound },
      ]);
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
    return c.json({ data: stored.message }, 201);
  });

  registerAttachments(api);
}
