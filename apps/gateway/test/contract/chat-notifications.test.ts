/**
 * A live notification made by a real event: a message posted in a chat notifies every
 * other member's profile — stored (the bell's unread counter rises by one, 002 §7.6) and pushed
 * on the realtime socket of that profile (002 §2.11) — with the entity ids domain's routing needs
 * to open the chat (001 §4.8). The sender gets nothing; a non-member cannot post.
 */
import { type ApiClient } from '@portineria/api-client';
import {
  NOTIFICATION_TYPES,
  routeNotification,
  type NotificationPayload,
} from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { actingClientFor, until, wireAs } from '../support/contract.ts';
import { startTestGateway, type ActingAs, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const sockets: WebSocket[] = [];

interface Member {
  acting: ActingAs;
  client: ApiClient;
}

function member(account: DemoAccountKey, roleType: 'ORG' | 'SPL' | 'USR'): Promise<Member> {
  return actingClientFor(gateway, account, roleType);
}

/** A socket authenticated as the member's profile and subscribed to its notifications. */
async function notificationsSocket(subscriber: Member): Promise<{ events: NotificationPayload[] }> {
  const socket = new WebSocket(`${gateway.url.replace(/^http/, 'ws')}/api/v2/realtime`);
  sockets.push(socket);
  const events: NotificationPayload[] = [];
  await new Promise<void>((resolveReady, rejectReady) => {
    socket.once('error', rejectReady);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        channel?: string;
        payload?: NotificationPayload;
      };
      if (frame.type === 'authenticated') {
        socket.send(JSON.stringify({ type: 'subscribe', channel: 'notifications' }));
      } else if (frame.type === 'subscribed') {
        resolveReady();
      } else if (frame.type === 'event' && frame.channel === 'notifications' && frame.payload) {
        events.push(frame.payload);
      } else if (frame.type === 'error') {
        rejectReady(new Error(JSON.stringify(frame)));
      }
    });
    socket.once('open', () =>
      socket.send(
        JSON.stringify({
          type: 'auth',
          token: subscriber.acting.token,
          profile: subscriber.acting.profileUid,
        }),
      ),
    );
  });
  return { events };
}

/** `POST proxy/chats/{id}/messages`, the call the chat's send box makes (002 §7.3). */
function post(sender: Member, chatId: number, message: string): Promise<Response> {
  return fetch(`${gateway.url}/api/v2/proxy/chats/${String(chatId)}/messages`, {
    method: 'POST',
    headers: sender.acting.headers,
    body: JSON.stringify({ _user: String(sender.acting.user.id), timestamp: Date.now(), message }),
  });
}

let giulia: Member;
let luca: Member;
let maria: Member;
let paolo: Member;
let sara: Member;

beforeAll(async () => {
  gateway = await startTestGateway();
  giulia = await member('giulia', 'ORG');
  luca = await member('luca', 'ORG');
  maria = await member('maria', 'USR');
  paolo = await member('paolo', 'SPL');
  sara = await member('sara', 'ORG');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway?.close();
});

describe('a message in a building chat (custom chat) notifies the other members', () => {
  it("raises Giulia's and Luca's unread counters by one, pushes it to Giulia's socket, and leaves Maria's alone", async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    const buildingId = gateway.seed.buildings.manzoni;
    const giuliaSocket = await notificationsSocket(giulia);
    const mariaSocket = await notificationsSocket(maria);
    const before = {
      giulia: await giulia.client.notifications.countUnread(),
      luca: await luca.client.notifications.countUnread(),
      maria: await maria.client.notifications.countUnread(),
    };

    const response = await post(maria, chatId, 'Buongiorno, stasera c’è di nuovo acqua in bagno.');
    expect(response.status).toBe(201);

    await expect(giulia.client.notifications.countUnread()).resolves.toBe(before.giulia + 1);
    await expect(luca.client.notifications.countUnread()).resolves.toBe(before.luca + 1);
    await expect(maria.client.notifications.countUnread()).resolves.toBe(before.maria);

    await until(() => giuliaSocket.events.length === 1);
    const [event] = giuliaSocket.events;
    expect(event).toMatchObject({
      notificationType: NOTIFICATION_TYPES.CHAT_CUSTOM_MESSAGE,
      entityIDs: [
        { entityName: 'chat', id: chatId },
        { entityName: 'building', id: buildingId },
      ],
      profileID: giulia.acting.profileUid,
      title: 'Nuovo messaggio in «Condominio Via Manzoni 12»',
      body: 'Maria Verdi: Buongiorno, stasera c’è di nuovo acqua in bagno.',
      status: 'unread',
      data: { notificationTitle: 'Nuovo messaggio in «Condominio Via Manzoni 12»' },
    });
    // The bell's list shows it too, newest first.
    const [newest] = await giulia.client.notifications.getMany({
      where: { status: 'unread' },
      limit: 1,
    });
    expect(newest).toMatchObject({ id: wireAs<{ id: number }>(event).id });

    // Domain's routing opens the chat: the chat drawer for ORG (an event), ignored while open.
    const context = {
      activeProfileId: giulia.acting.profileUid,
      roleType: 'ORG' as const,
      currentPathname: '/ORG/dashboard',
    };
    expect(routeNotification(event as NotificationPayload, context)).toEqual({
      kind: 'event',
      event: { name: 'chat-open', chatId: String(chatId) },
    });
    expect(
      routeNotification(event as NotificationPayload, { ...context, openChatId: chatId }),
    ).toEqual({ kind: 'ignored', reason: 'chat-open' });

    // The sender's own socket receives nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mariaSocket.events).toEqual([]);
  });

  it("a resident's notification routes to the building's chat screen (/USR/COM/chats/{building}/{chat})", async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    const mariaSocket = await notificationsSocket(maria);
    const response = await post(luca, chatId, 'Il tecnico arriva alle 17.');
    expect(response.status).toBe(201);
    await until(() => mariaSocket.events.length === 1);
    const [event] = mariaSocket.events;
    expect(event?.profileID).toBe(maria.acting.profileUid);
    expect(
      routeNotification(event as NotificationPayload, {
        activeProfileId: maria.acting.profileUid,
        roleType: 'USR',
        currentPathname: '/USR/dashboard',
      }),
    ).toEqual({
      kind: 'navigate',
      to: `/USR/COM/chats/${String(gateway.seed.buildings.manzoni)}/${String(chatId)}`,
      refresh: true,
    });
  });
});

describe("a message in an order's chat", () => {
  it('opens the order with its chat for the organisation (ORDER_UPDATE with the order and the chat)', async () => {
    const chatRow = await gateway.gateway.deps.db
      .selectFrom('chats')
      .select(['id', 'entity_id'])
      .where('category', '=', 'ORDER')
      .where('entity_id', '=', gateway.seed.ordersByState.unread as number)
      .executeTakeFirstOrThrow();
    const giuliaSocket = await notificationsSocket(giulia);
    const before = await paolo.client.notifications.countUnread();
    const response = await post(paolo, chatRow.id, 'Intervento concluso, allego il rapportino.');
    expect(response.status).toBe(201);
    await until(() => giuliaSocket.events.length === 1);
    const [event] = giuliaSocket.events;
    expect(event).toMatchObject({
      notificationType: NOTIFICATION_TYPES.ORDER_UPDATE,
      entityIDs: [
        { entityName: 'order', id: chatRow.entity_id },
        { entityName: 'chat', id: chatRow.id },
      ],
      body: 'Paolo Bianchi: Intervento concluso, allego il rapportino.',
    });
    expect(
      routeNotification(event as NotificationPayload, {
        activeProfileId: giulia.acting.profileUid,
        roleType: 'ORG',
        currentPathname: '/ORG/dashboard',
      }),
    ).toEqual({
      kind: 'navigate',
      to: `/ORG/OPR/orders/service/mod/${String(chatRow.entity_id)}/${String(chatRow.id)}`,
      refresh: true,
    });
    await expect(paolo.client.notifications.countUnread()).resolves.toBe(before);
  });
});

describe('only members post, and only members are notified', () => {
  it('a non-member cannot post (404, as for a missing chat) and nobody is notified', async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    const before = await giulia.client.notifications.countUnread();
    for (const outsider of [sara, paolo]) {
      const response = await post(outsider, chatId, 'Messaggio non autorizzato');
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error_code: string }).error_code).toBe('NOT_FOUND');
    }
    await expect(giulia.client.notifications.countUnread()).resolves.toBe(before);
  });

  it("the other tenant hears nothing of it: Sara's counter does not move", async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    const before = await sara.client.notifications.countUnread();
    expect((await post(giulia, chatId, 'Solo per il condominio.')).status).toBe(201);
    await expect(sara.client.notifications.countUnread()).resolves.toBe(before);
  });

  it('a refused message (empty) notifies nobody', async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    const before = await luca.client.notifications.countUnread();
    const response = await post(giulia, chatId, '   ');
    expect(response.status).toBe(400);
    await expect(luca.client.notifications.countUnread()).resolves.toBe(before);
  });
});

describe('Preferenze (002 §2.9): a member who turned the bell off', () => {
  it("gets no bell notification of a building chat's message while the other members still do", async () => {
    const chatId = gateway.seed.tenants.studioRossi.chatId;
    await luca.client.profiles.saveOwnNotificationPreferences(luca.acting.profileUid, {
      CHAT_CUSTOM_MESSAGE: { bell: false, email: true },
    });
    try {
      const before = {
        giulia: await giulia.client.notifications.countUnread(),
        luca: await luca.client.notifications.countUnread(),
      };

      const response = await post(maria, chatId, 'Domani passa il tecnico della caldaia.');
      expect(response.status).toBe(201);

      await expect(giulia.client.notifications.countUnread()).resolves.toBe(before.giulia + 1);
      await expect(luca.client.notifications.countUnread()).resolves.toBe(before.luca);
    } finally {
      await luca.client.profiles.saveOwnNotificationPreferences(luca.acting.profileUid, {
        CHAT_CUSTOM_MESSAGE: { bell: true, email: true },
      });
    }
  });
});
