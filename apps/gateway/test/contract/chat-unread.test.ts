/**
 * Contract: what each member has seen of a chat (002 §4.4 unread counter; per-member marks in
 * domain's DECISIONS.md) — `POST proxy/chats/{id}/seen`, the unread counts of `POST
 * proxy/chats/search` and the top bar's total `GET proxy/chats/unread` — and a record's chat found
 * by its category and id (001 §2 `/mod/{idElement}/{idChat?}`), through the api-client against a
 * running gateway.
 */
import { listChats } from '@portineria/api-client';
import type { ApiClient } from '@portineria/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingClientFor, rejection } from '../support/contract.ts';
import type { ActingClient } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** The demo order chat of Giulia, Luca (ORG) and Paolo (SPL): its id and its order's id. */
async function orderChat(): Promise<{ id: number; entityId: number }> {
  const row = await gateway.gateway.deps.db
    .selectFrom('chats')
    .innerJoin('chat_members', 'chat_members.chat_id', 'chats.id')
    .innerJoin('users', 'users.id', 'chat_members.user_id')
    .select(['chats.id', 'chats.entity_id'])
    .where('chats.category', '=', 'ORDER')
    .where('users.email', '=', gateway.seed.accounts.paolo.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, entityId: Number(row.entity_id) };
}

/** Posts a message as `caller` and answers its stored timestamp. */
async function post(caller: ActingClient, chatId: number, text: string): Promise<number> {
  const answer = (await caller.client.http.request({
    method: 'POST',
    path: `proxy/chats/${chatId}/messages`,
    body: { _user: String(caller.acting.user.id), timestamp: Date.now(), message: text },
  })) as { data: { timestamp: number } };
  return answer.data.timestamp;
}

async function unreadIn(client: ApiClient, chatId: number): Promise<number | undefined> {
  const page = await listChats(client.http, { limit: 1000 });
  return page.results.find((chat) => chat.id === chatId)?.unread;
}

describe('POST proxy/chats/{id}/seen and the unread counts', () => {
  it('002 §4.4: opening a chat clears its unread count in the list and lowers the top bar total by as much', async () => {
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const paolo = await actingClientFor(gateway, 'paolo', 'SPL');
    const chat = await orderChat();
    const newest = await post(paolo, chat.id, 'Passo domani alle 9 per la perdita.');
    const unreadBefore = await unreadIn(giulia.client, chat.id);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    const totalBefore = await giulia.client.chats.countUnread();
    expect(totalBefore.unread).toBeGreaterThanOrEqual(unreadBefore ?? 0);

    expect(await giulia.client.chats.markSeen(chat.id, newest)).toEqual({
      seen: newest,
      unread: 0,
    });

    expect(await unreadIn(giulia.client, chat.id)).toBe(0);
    const totalAfter = await giulia.client.chats.countUnread();
    expect(totalAfter.unread).toBe(totalBefore.unread - (unreadBefore ?? 0));
    expect(totalAfter.chats).toBe(totalBefore.chats - 1);
    // Paolo's own message is not unread for him, and Giulia's mark is hers alone.
    expect(await unreadIn(paolo.client, chat.id)).not.toBe(undefined);
    const luca = await actingClientFor(gateway, 'luca', 'ORG');
    expect(await unreadIn(luca.client, chat.id)).toBeGreaterThanOrEqual(1);
  });

  it('002 §4.4: a message written after the mark counts again, one per message of another member', async () => {
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const paolo = await actingClientFor(gateway, 'paolo', 'SPL');
    const chat = await orderChat();
    const first = await post(paolo, chat.id, 'Serve la chiave della cantina.');
    await giulia.client.chats.markSeen(chat.id, first);
    await post(giulia, chat.id, 'La lascio in portineria.');
    expect(await unreadIn(giulia.client, chat.id)).toBe(0);

    await post(paolo, chat.id, 'Ricevuta, grazie.');
    await post(paolo, chat.id, 'Lavoro finito.');

    expect(await unreadIn(giulia.client, chat.id)).toBe(2);
  });

  it('002 §4.4: the mark only moves forward and never past the newest message', async () => {
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const paolo = await actingClientFor(gateway, 'paolo', 'SPL');
    const chat = await orderChat();
    const older = await post(paolo, chat.id, 'Prima foto del tubo.');
    const newer = await post(paolo, chat.id, 'Seconda foto del tubo.');
    await giulia.client.chats.markSeen(chat.id, newer);

    // A late report from an older tab does not make read messages unread again.
    expect(await giulia.client.chats.markSeen(chat.id, older)).toEqual({ seen: newer, unread: 0 });
    // A clock far ahead stops at the newest message: the next one is still unread.
    expect(await giulia.client.chats.markSeen(chat.id, newer + 86_400_000)).toEqual({
      seen: newer,
      unread: 0,
    });
    await post(paolo, chat.id, 'Terza foto del tubo.');
    expect(await unreadIn(giulia.client, chat.id)).toBe(1);
  });

  it('answers 404 to a non-member, 400 without a timestamp, and needs a member to count', async () => {
    const maria = await actingClientFor(gateway, 'maria', 'USR');
    const giulia = await actingClientFor(gateway, 'giulia', 'ORG');
    const chat = await orderChat();

    const refused = await rejection(maria.client.chats.markSeen(chat.id, Date.now()));
    expect(refused.status).toBe(404);
    const invalid = await rejection(
      giulia.client.http.request({
        method: 'POST',
        path: `proxy/chats/${chat.id}/seen`,
        body: { timestamp: 'ieri' },
      }),
    );
    expect(invalid.status).toBe(400);
    // Maria's total counts only her own chats: the order chat is not one of them.
    const mariaChats = await listChats(maria.client.http, { limit: 1000 });
    expect((await maria.client.chats.countUnread()).unread).toBe(
      mariaChats.results.reduce((sum, row) => sum + row.unread, 0),
    );
  });
});

describe('POST proxy/chats/search by record (the chat slot of a record detail)', () => {
  it("001 §2 /mod/{idElement}/{idChat?}: finds the order's chat by category and id, for its members only", async () => {
    const chat = await orderChat();
    const paolo = await actingClientFor(gateway, 'paolo', 'SPL');
    const query = { category: 'ORDER' as const, entityId: chat.entityId };

    const found = await listChats(paolo.client.http, query);

    expect(found.results.map((row) => row.id)).toEqual([chat.id]);
    expect(found.counter).toBe(1);
    const maria = await actingClientFor(gateway, 'maria', 'USR');
    expect(await listChats(maria.client.http, query)).toEqual({ results: [], counter: 0 });
    const other = await listChats(paolo.client.http, {
      category: 'CLAIM',
      entityId: chat.entityId,
    });
    expect(other.results.map((row) => row.id)).not.toContain(chat.id);
  });

  it('refuses an unknown category and an entity id that is not a positive integer with 400', async () => {
    const paolo = await actingClientFor(gateway, 'paolo', 'SPL');
    const badCategory = await rejection(
      paolo.client.http.request({
        method: 'POST',
        path: 'proxy/chats/search',
        body: { query_sequelize: { category: 'PIZZA' } },
      }),
    );
    expect(badCategory.code).toBe('INVALID_QUERY');
    const badEntity = await rejection(
      paolo.client.http.request({
        method: 'POST',
        path: 'proxy/chats/search',
        body: { query_sequelize: { category: 'ORDER', entityId: -3 } },
      }),
    );
    expect(badEntity.code).toBe('INVALID_QUERY');
  });
});
