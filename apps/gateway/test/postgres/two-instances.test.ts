/**
 * Two gateway instances on one PostgreSQL database (brief: "two instances on one DB relay a chat
 * message"): a member following a chat through instance B receives the message posted through
 * instance A, and a profile following its notifications on B receives the one created on A —
 * the fan-out crosses processes through LISTEN/NOTIFY on `portineria_realtime`.
 */
import { createApiClient } from '@portineria/api-client';
import {
  createGatewayChatTransport,
  type ChatMessage,
  type ChatTransport,
  type WebSocketLike,
} from '@portineria/api-client/chat/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createGateway, type Gateway, type ListeningGateway } from '../../src/index.ts';
import { until, wireAs } from '../support/contract.ts';
import {
  signIn,
  signInAs,
  startTestGateway,
  type ActingAs,
  type TestGateway,
} from '../support/gateway.ts';
import { testDatabase, type TestDatabase } from './harness.ts';

const SECRET = 'two-instances-secret-0123456789-abcdefghijklmnop';

/** Two gateways relay through PostgreSQL: a longer wait than one gateway's. */
const SLOW_WAIT = { timeoutMs: 8000, pollMs: 25 };

let database: TestDatabase | undefined;
let instanceA: TestGateway;
let gatewayB: Gateway;
let instanceB: ListeningGateway;
const transports: ChatTransport[] = [];

function transportFor(baseUrl: string, acting: ActingAs): ChatTransport {
  const { http } = createApiClient({
    baseUrl,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
  });
  const transport = createGatewayChatTransport({
    http,
    createWebSocket: (url) => wireAs<WebSocketLike>(new WebSocket(url)),
  });
  transports.push(transport);
  return transport;
}

beforeAll(async () => {
  database = await testDatabase();
  const databaseUrl = database.url;
  instanceA = await startTestGateway({ databaseUrl, secret: SECRET });
  // B opens the same database: migrations already applied, the demo data already there.
  gatewayB = await createGateway({ databaseUrl, secret: SECRET, log: 'silent', seed: 'demo' });
  instanceB = await gatewayB.listen(0);
});

afterAll(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  await instanceA?.close();
  await gatewayB?.close();
  database?.release();
});

describe('two gateway instances on one PostgreSQL database', () => {
  it('both run on PostgreSQL', async () => {
    const healthA = (await (await fetch(`${instanceA.url}/health`)).json()) as { database: string };
    const healthB = (await (await fetch(`${instanceB.url}/health`)).json()) as { database: string };

    expect(healthA.database).toBe('postgres');
    expect(healthB.database).toBe('postgres');
    expect(gatewayB.seed).toBeUndefined();
  });

  it('a chat message posted through A reaches a member subscribed through B', async () => {
    const accounts = instanceA.seed.accounts;
    const chatId = instanceA.seed.tenants.studioRossi.chatId;
    // One login serves both instances: they share the secret and the database.
    const giulia = await signInAs(instanceA.url, accounts.giulia.email, 'ORG');
    const luca = await signInAs(instanceA.url, accounts.luca.email, 'ORG');
    const onB = transportFor(instanceB.url, giulia);
    const onA = transportFor(instanceA.url, luca);
    const latest = await onB.loadLatest(chatId);
    const received: ChatMessage[] = [];
    const errors: unknown[] = [];
    const stop = onB.subscribe(
      chatId,
      latest.at(-1)?.timestamp ?? null,
      (message) => received.push(message),
      (error) => errors.push(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));

    const sent = await onA.send(chatId, {
      _user: String(luca.user.id),
      timestamp: Date.now(),
      message: 'Scritto su A, letto su B',
    });
    await until(() => received.length >= 1, SLOW_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();

    expect(received.map((message) => message.idMessage)).toEqual([sent.idMessage]);
    expect(received[0]?.message).toBe('Scritto su A, letto su B');
    expect(errors).toEqual([]);
  });

  it('a notification created through A reaches the profile following its notifications on B', async () => {
    const accounts = instanceA.seed.accounts;
    const giulia = await signInAs(instanceA.url, accounts.giulia.email, 'ORG');
    const luca = await signInAs(instanceA.url, accounts.luca.email, 'ORG');
    const frames: { type: string; channel?: string; payload?: Record<string, unknown> }[] = [];
    const socket = new WebSocket(`${instanceB.url.replace(/^http/, 'ws')}/api/v2/realtime`);
    socket.on('message', (data) =>
      frames.push(JSON.parse(String(data)) as (typeof frames)[number]),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: luca.token, profile: luca.profileUid }));
    await until(() => frames.some((frame) => frame.type === 'authenticated'), SLOW_WAIT);
    socket.send(JSON.stringify({ type: 'subscribe', channel: 'notifications' }));
    await until(() => frames.some((frame) => frame.type === 'subscribed'), SLOW_WAIT);

    const created = await fetch(`${instanceA.url}/api/v2/notifications`, {
      method: 'POST',
      headers: giulia.headers,
      body: JSON.stringify({
        profileID: luca.profileUid,
        notificationType: 'TICKET_NEW',
        entityIDs: [{ entityName: 'ticket', id: instanceA.seed.tenants.studioRossi.ticketId }],
        title: 'Nuovo ticket da B',
      }),
    });
    await until(() => frames.some((frame) => frame.type === 'event'), SLOW_WAIT);
    socket.close();
    const event = frames.find((frame) => frame.type === 'event');

    expect(created.status).toBe(201);
    expect(event?.channel).toBe('notifications');
    expect(event?.payload).toMatchObject({
      title: 'Nuovo ticket da B',
      profileID: luca.profileUid,
    });
  });

  it('a session signed in on A and ended on B is refused by both (the sessions live in the database)', async () => {
    const giulia = await signIn(instanceA.url, instanceA.seed.accounts.giulia.email);
    const tokenOnB = await fetch(`${instanceB.url}/auth/token`, {
      method: 'POST',
      headers: { cookie: giulia.cookie, origin: instanceB.url },
    });

    const logout = await fetch(`${instanceB.url}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: giulia.cookie, origin: instanceB.url },
    });
    const afterOnA = await fetch(`${instanceA.url}/auth/token`, {
      method: 'POST',
      headers: { cookie: giulia.cookie, origin: instanceA.url },
    });
    const afterOnB = await fetch(`${instanceB.url}/auth/token`, {
      method: 'POST',
      headers: { cookie: giulia.cookie, origin: instanceB.url },
    });

    expect(tokenOnB.status).toBe(200);
    expect(logout.status).toBeLessThan(400);
    expect(afterOnA.status).toBe(401);
    expect(afterOnB.status).toBe(401);
  });
});
