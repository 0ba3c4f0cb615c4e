/**
 * Contract: the chat list of the chat drawer (002 §2.11 chat button, §7.3) — `POST
 * proxy/chats/search` through the api-client's `listChats` against a running gateway: only the
 * caller's chats (per profile), newest message first, last message preview, unread count,
 * members, paging and the count-only form, and the 400/401 answers.
 */
import { createApiClient, listChats } from '@portineria/api-client';
import type { HttpClient } from '@portineria/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { actingClientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

interface Caller {
  acting: ActingAs;
  http: HttpClient;
}

async function callerFor(
  account: DemoAccountKey,
  roleType: 'ORG' | 'SPL' | 'USR' | 'SYS',
): Promise<Caller> {
  const { acting, client } = await actingClientFor(gateway, account, roleType);
  return { acting, http: client.http };
}

/** The chats of a user's profile as the database holds them, newest message first. */
async function expectedChats(caller: Caller): Promise<number[]> {
  const profileId = Number(caller.acting.profileUid.split(':')[2]);
  const db = gateway.gateway.deps.db;
  const memberships = await db
    .selectFrom('chat_members')
    .select(['chat_id', 'profile_id'])
    .where('user_id', '=', caller.acting.user.id)
    .execute();
  const ids = [
    ...new Set(
      memberships
        .filter((row) => row.profile_id === null || row.profile_id === profileId)
        .map((row) => row.chat_id),
    ),
  ];
  const newest = await Promise.all(
    ids.map(async (id) => {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('timestamp_ms').as('newest'))
        .where('chat_id', '=', id)
        .executeTakeFirst();
      return {
        id,
        newest: row?.newest === null || row?.newest === undefined ? -1 : Number(row.newest),
      };
    }),
  );
  return newest.sort((a, b) => b.newest - a.newest || b.id - a.id).map((row) => row.id);
}

describe('POST proxy/chats/search (the chat drawer)', () => {
  it("lists only the caller's chats of the profile in use, newest message first", async () => {
    const giulia = await callerFor('giulia', 'ORG');
    const page = await listChats(giulia.http);
    const expected = await expectedChats(giulia);
    expect(expected.length).toBeGreaterThan(1);
    expect(page.results.map((chat) => chat.id)).toEqual(expected);
    expect(page.counter).toBe(expected.length);
    const manzoni = gateway.seed.tenants.studioRossi.chatId;
    expect(page.results.map((chat) => chat.id)).toContain(manzoni);
    // Her resident profile's chat (Le Mimose, another organisation) is not an ORG chat of hers.
    const mimose = gateway.seed.tenants.contiGestioni.chatId;
    expect(page.results.map((chat) => chat.id)).not.toContain(mimose);

    const asResident = await listChats((await callerFor('giulia', 'USR')).http);
    expect(asResident.results.map((chat) => chat.id)).toEqual([mimose]);
    const timestamps = page.results.map((chat) => chat.lastMessage?.timestamp ?? -1);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });

  it('gives the last message preview, its time, the unread count and the members', async () => {
    const giulia = await callerFor('giulia', 'ORG');
    const db = gateway.gateway.deps.db;
    const [first] = (await listChats(giulia.http)).results;
    expect(first).toBeDefined();
    const chat = first as NonNullable<typeof first>;
    const last = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('chat_id', '=', chat.id)
      .orderBy('timestamp_ms', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(chat.lastMessage).toEqual({
      _user: String(last.user_id),
      message: [...last.message].slice(0, 140).join(''),
      timestamp: Number(last.timestamp_ms),
      hasFile: last.file !== null,
    });
    expect(chat.lastMessageAt).toBe(new Date(Number(last.timestamp_ms)).toISOString());
    const stored = await db
      .selectFrom('chats')
      .select(['object', 'status', 'category', 'entity_id'])
      .where('id', '=', chat.id)
      .executeTakeFirstOrThrow();
    expect(chat).toMatchObject({
      object: stored.object,
      status: stored.status,
      category: stored.category,
      entityId: stored.entity_id,
    });
    const fromOthers = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('chat_id', '=', chat.id)
      .where('user_id', '<>', giulia.acting.user.id)
      .executeTakeFirstOrThrow();
    expect(chat.unread).toBe(Number(fromOthers.count));
    const memberIds = await db
      .selectFrom('chat_members')
      .select('user_id')
      .where('chat_id', '=', chat.id)
      .execute();
    expect(chat.members.map((member) => Number(member.id)).sort((a, b) => a - b)).toEqual(
      [...new Set(memberIds.map((row) => row.user_id))].sort((a, b) => a - b),
    );
    for (const member of chat.members) {
      expect(member).toEqual({
        _user: String(member.id),
        id: member.id,
        firstname: expect.any(String),
        lastname: expect.any(String),
      });
    }
  });

  it('moves a chat to the top on a new message and counts it unread for the others', async () => {
    const giulia = await callerFor('giulia', 'ORG');
    const luca = await callerFor('luca', 'ORG');
    const before = (await listChats(giulia.http)).results;
    const target = before[before.length - 1];
    expect(target).toBeDefined();
    const chatId = (target as NonNullable<typeof target>).id;
    expect(before[0]?.id).not.toBe(chatId);
    const text = `Aggiornamento: ${'la ditta arriva domani mattina. '.repeat(8)}`;
    await luca.http.request({
      method: 'POST',
      path: `proxy/chats/${chatId}/messages`,
      body: { _user: String(luca.acting.user.id), timestamp: Date.now(), message: text },
    });

    const after = (await listChats(giulia.http)).results;
    expect(after[0]?.id).toBe(chatId);
    expect(after[0]?.lastMessage?._user).toBe(String(luca.acting.user.id));
    expect(after[0]?.lastMessage?.message).toBe([...text.trim()].slice(0, 140).join(''));
    expect(after[0]?.unread).toBe((target?.unread ?? 0) + 1);
    // Luca's own message is not unread for him.
    const lucaView = (await listChats(luca.http)).results.find((chat) => chat.id === chatId);
    expect(lucaView?.lastMessage?._user).toBe(String(luca.acting.user.id));
    const lucaBefore = await gateway.gateway.deps.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('chat_id', '=', chatId)
      .where('user_id', '<>', luca.acting.user.id)
      .executeTakeFirstOrThrow();
    expect(lucaView?.unread).toBe(Number(lucaBefore.count));
  });

  it('pages with limit and offset, and counts only with limit 0', async () => {
    const luca = await callerFor('luca', 'ORG');
    const all = await listChats(luca.http);
    expect(all.counter).toBeGreaterThan(2);
    const first = await listChats(luca.http, { limit: 2 });
    const rest = await listChats(luca.http, { limit: 2, offset: 2 });
    expect([...first.results, ...rest.results].map((chat) => chat.id)).toEqual(
      all.results.slice(0, 2 + rest.results.length).map((chat) => chat.id),
    );
    expect(first.counter).toBe(all.counter);
    expect(await listChats(luca.http, { limit: 0 })).toEqual({ results: [], counter: all.counter });
  });

  it('refuses filters, bad limits and offsets with 400 INVALID_QUERY, and needs a token', async () => {
    const luca = await callerFor('luca', 'ORG');
    expect((await rejection(listChats(luca.http, { limit: 1001 }))).code).toBe('INVALID_QUERY');
    expect((await rejection(listChats(luca.http, { offset: -1 }))).code).toBe('INVALID_QUERY');
    const filtered = await rejection(
      luca.http.request({
        method: 'POST',
        path: 'proxy/chats/search',
        body: { query_sequelize: { where: { status: true } } },
      }),
    );
    expect(filtered.code).toBe('INVALID_QUERY');
    expect(filtered.message).toContain('limit');
    const anonymous = createApiClient({
      baseUrl: gateway.url,
      getToken: () => null,
      getProfileId: () => luca.acting.profileUid,
    });
    expect((await rejection(listChats(anonymous.http))).code).toBe('TOKEN_MISSING');
  });

  it('lists a supplier its own chats and the back office none it is not a member of', async () => {
    const paolo = await callerFor('paolo', 'SPL');
    const page = await listChats(paolo.http);
    expect(page.results.map((chat) => chat.id)).toEqual(await expectedChats(paolo));
    expect(page.counter).toBeGreaterThan(0);
    const elena = await callerFor('elena', 'SYS');
    const backOffice = await listChats(elena.http);
    expect(backOffice.results.map((chat) => chat.id)).toEqual(await expectedChats(elena));
  });

  it("finds a building's and a company's chat by category and record id for a member only (001 §2 {idChat?})", async () => {
    const db = gateway.gateway.deps.db;
    const chatOf = (category: 'BUILDING' | 'COMPANY', object: string) =>
      db
        .selectFrom('chats')
        .select(['id', 'entity_id'])
        .where('category', '=', category)
        .where('object', '=', object)
        .executeTakeFirstOrThrow();
    const building = await chatOf('BUILDING', 'Condominio Via Manzoni 12');
    const company = await chatOf('COMPANY', 'Conti Gestioni — Idraulica Bianchi');
    const giulia = await callerFor('giulia', 'ORG');
    const paolo = await callerFor('paolo', 'SPL');
    const found = async (caller: Caller, category: 'BUILDING' | 'COMPANY', entityId: number) =>
      (await listChats(caller.http, { category, entityId, limit: 1 })).results.map(
        (chat) => chat.id,
      );
    expect(await found(giulia, 'BUILDING', building.entity_id!)).toEqual([building.id]);
    expect(await found(paolo, 'COMPANY', company.entity_id!)).toEqual([company.id]);
    // Not a member: the record's chat is not listed, and reading it answers 404. Giulia's lookup
    // of Idraulica Bianchi's company chat finds her own office's, never Conti Gestioni's.
    expect(await found(paolo, 'BUILDING', building.entity_id!)).toEqual([]);
    const rossiCompany = await chatOf('COMPANY', 'Studio Rossi — Idraulica Bianchi');
    expect(await found(giulia, 'COMPANY', company.entity_id!)).toEqual([rossiCompany.id]);
    const refused = await rejection(
      paolo.http.request({ method: 'GET', path: `proxy/chats/${building.id}/info` }),
    );
    expect(refused.status).toBe(404);
  });

  it("shows a supplier's member its company chat with each office and the chat of its qualification folder (002 §3.6 COMPANY, FOLDER; the demo data)", async () => {
    const db = gateway.gateway.deps.db;
    const folderId = gateway.seed.supplierRecords.idraulicaBianchi.folderId ?? undefined;
    expect(folderId).toBeDefined();
    const supplierId = gateway.seed.supplierRecords.idraulicaBianchi.supplierId;
    const chatOf = (category: 'COMPANY' | 'FOLDER', object: string) =>
      db
        .selectFrom('chats')
        .select(['id', 'entity_id'])
        .where('category', '=', category)
        .where('object', '=', object)
        .executeTakeFirstOrThrow();
    const rossi = await chatOf('COMPANY', 'Studio Rossi — Idraulica Bianchi');
    const conti = await chatOf('COMPANY', 'Conti Gestioni — Idraulica Bianchi');
    const folder = await chatOf('FOLDER', 'Polizza di responsabilità civile — Idraulica Bianchi');
    const paolo = await callerFor('paolo', 'SPL');
    const giulia = await callerFor('giulia', 'ORG');
    const anna = await callerFor('anna', 'SPL');
    const ids = async (caller: Caller, query: Parameters<typeof listChats>[1]) =>
      (await listChats(caller.http, query)).results.map((chat) => chat.id);

    // Paolo, of Idraulica Bianchi: both offices' company chats, the folder's chat by its record.
    expect((await ids(paolo, { category: 'COMPANY' })).sort()).toEqual([rossi.id, conti.id].sort());
    expect(rossi.entity_id).toBe(supplierId);
    expect(folder.entity_id).toBe(folderId);
    expect(await ids(paolo, { category: 'FOLDER', entityId: folderId })).toEqual([folder.id]);
    const messages = (await paolo.http.request({
      method: 'GET',
      path: `proxy/chats/${folder.id}/messages`,
    })) as { rows: { results: { message: string }[] } };
    // The demo messages (another test of this file may have added one since).
    expect(messages.rows.results.map((message) => message.message)).toEqual(
      expect.arrayContaining([
        'La polizza RC risulta scaduta: potete caricare quella rinnovata nella cartella?',
        'La compagnia ci manda il rinnovo entro venerdì, la carichiamo appena arriva.',
      ]),
    );
    // The office's side reads it too; another supplier neither lists nor reads it (404).
    expect(await ids(giulia, { category: 'FOLDER', entityId: folderId })).toEqual([folder.id]);
    expect(await ids(anna, { category: 'FOLDER' })).toEqual([]);
    expect(await ids(anna, { category: 'COMPANY' })).not.toContain(rossi.id);
    const refused = await rejection(
      anna.http.request({ method: 'GET', path: `proxy/chats/${folder.id}/info` }),
    );
    expect(refused.status).toBe(404);
  });
});
