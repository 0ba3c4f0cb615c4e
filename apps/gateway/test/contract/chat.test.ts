/**
 * Contract: the real chat gateway adapter of @portineria/api-client against a running gateway
 * (002 §7.3): pages of 24 and 12 by limit-to-last, live messages over the WebSocket from another
 * member (also across a dropped connection), membership enforced, a forged `_user` refused,
 * attachments v1 and v2 uploaded and served only to authorised callers.
 */
import { createApiClient, type HttpClient } from '@portineria/api-client';
import {
  ChatTransportError,
  createGatewayChatTransport,
  downloadChatAttachment,
  type ChatMessage,
  type ChatTransport,
  type WebSocketLike,
} from '@portineria/api-client/chat/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { until, wireAs } from '../support/contract.ts';
import { signInAs, startTestGateway, type ActingAs, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let chatId: number;
const sockets: WebSocket[] = [];
const transports: ChatTransport[] = [];

interface Member {
  acting: ActingAs;
  transport: ChatTransport;
  http: HttpClient;
}

function connect(acting: ActingAs): Member {
  const { http } = createApiClient({
    baseUrl: gateway.url,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
  });
  const transport = createGatewayChatTransport({
    http,
    reconnectDelayMs: 50,
    maxReconnectDelayMs: 200,
    createWebSocket: (url) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      return wireAs<WebSocketLike>(socket);
    },
  });
  transports.push(transport);
  return { acting, transport, http };
}

function outgoing(member: Member, text: string) {
  return { _user: String(member.acting.user.id), timestamp: Date.now(), message: text };
}

let giulia: Member;
let luca: Member;
let anna: Member;
let paolo: Member;
const posted: ChatMessage[] = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  chatId = gateway.seed.tenants.studioRossi.chatId;
  const accounts = gateway.seed.accounts;
  giulia = connect(await signInAs(gateway.url, accounts.giulia.email, 'ORG'));
  luca = connect(await signInAs(gateway.url, accounts.luca.email, 'ORG'));
  anna = connect(await signInAs(gateway.url, accounts.anna.email, 'SPL'));
  paolo = connect(await signInAs(gateway.url, accounts.paolo.email, 'SPL'));
  // 40 messages, so that the newest 24 and the 12 before them are all new ones.
  for (let index = 1; index <= 40; index += 1) {
    posted.push(await luca.transport.send(chatId, outgoing(luca, `Messaggio di prova ${index}`)));
  }
});

afterAll(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  await gateway?.close();
});

describe('chat pages (002 §7.3 "paged by limit-to-last (24 first, 12 later)")', () => {
  it('the first page is the newest 24 messages, oldest first', async () => {
    const page = await giulia.transport.loadLatest(chatId);

    expect(page).toHaveLength(24);
    expect(page.map((message) => message.idMessage)).toEqual(
      posted.slice(-24).map((message) => message.idMessage),
    );
    expect(page.map((message) => message.timestamp)).toEqual(
      [...page.map((message) => message.timestamp)].sort((a, b) => a - b),
    );
  });

  it('an older page is the 12 messages right before the oldest shown', async () => {
    const first = await giulia.transport.loadLatest(chatId);
    const older = await giulia.transport.loadOlder(chatId, first[0]?.timestamp ?? 0);

    expect(older.map((message) => message.message)).toEqual(
      posted.slice(-36, -24).map((message) => message.message),
    );
  });

  it('sending answers the stored message with the server timestamp and the caller as author', async () => {
    const before = Date.now();
    const sent = await giulia.transport.send(chatId, {
      _user: String(giulia.acting.user.id),
      timestamp: 1,
      message: '  Ciao a tutti  ',
    });

    expect(sent).toMatchObject({ _user: String(giulia.acting.user.id), message: 'Ciao a tutti' });
    expect(sent.timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(sent.idMessage).toMatch(/\S/);
  });
});

describe('live messages (002 §7.3 "a child-added listener for new messages")', () => {
  it('a member receives, once, the message another member sends', async () => {
    const latest = await giulia.transport.loadLatest(chatId);
    const received: ChatMessage[] = [];
    const errors: ChatTransportError[] = [];
    const stop = giulia.transport.subscribe(
      chatId,
      latest.at(-1)?.timestamp ?? null,
      (message) => received.push(message),
      (error) => errors.push(error),
    );
    // Let the subscription settle (ack + catch-up) before sending.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sent = await luca.transport.send(chatId, outgoing(luca, 'In diretta da Luca'));
    await until(() => received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();

    expect(received.map((message) => message.idMessage)).toEqual([sent.idMessage]);
    expect(received[0]).toMatchObject({
      message: 'In diretta da Luca',
      _user: String(luca.acting.user.id),
    });
    expect(errors).toEqual([]);
  });

  it('after a dropped connection it resubscribes from the last seen timestamp: nothing lost, nothing twice', async () => {
    const latest = await giulia.transport.loadLatest(chatId);
    const received: ChatMessage[] = [];
    const stop = giulia.transport.subscribe(chatId, latest.at(-1)?.timestamp ?? null, (message) =>
      received.push(message),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = await luca.transport.send(chatId, outgoing(luca, 'Prima della caduta'));
    await until(() => received.length === 1);

    // Drop every client socket, then post while the subscriber is reconnecting.
    const openSockets = sockets.filter((socket) => socket.readyState === WebSocket.OPEN);
    for (const socket of openSockets) socket.terminate();
    const during = [
      await luca.transport.send(chatId, outgoing(luca, 'Durante la caduta 1')),
      await luca.transport.send(chatId, outgoing(luca, 'Durante la caduta 2')),
    ];
    await until(() => received.length >= 3);
    const after = await luca.transport.send(chatId, outgoing(luca, 'Dopo la riconnessione'));
    await until(() => received.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();

    expect(openSockets.length).toBeGreaterThan(0);
    expect(received.map((message) => message.idMessage)).toEqual(
      [first, ...during, after].map((message) => message.idMessage),
    );
  });
});

describe('membership (members only read and write a chat)', () => {
  it('a non-member is refused the pages as a lost access', async () => {
    const failure = await anna.transport.loadLatest(chatId).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ChatTransportError);
    expect((failure as ChatTransportError).code).toBe('permission-denied');
  });

  it('a non-member cannot subscribe: the error says permission-denied and nothing is delivered', async () => {
    const received: ChatMessage[] = [];
    const errors: ChatTransportError[] = [];
    anna.transport.subscribe(
      chatId,
      null,
      (message) => received.push(message),
      (error) => errors.push(error),
    );
    await until(() => errors.length > 0);
    await luca.transport.send(chatId, outgoing(luca, 'Solo per i membri'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(errors.map((error) => error.code)).toEqual(['permission-denied']);
    expect(received).toEqual([]);
  });

  it('chat info answers object, status, users and the category to a member and 404 to anyone else', async () => {
    const member = await fetch(`${gateway.url}/api/v2/proxy/chats/${chatId}/info`, {
      headers: giulia.acting.headers,
    });
    const outsider = await fetch(`${gateway.url}/api/v2/proxy/chats/${chatId}/info`, {
      headers: anna.acting.headers,
    });
    const info = (await member.json()) as {
      data: { object: string; status: boolean; users: { _user: string }[]; category: string };
    };

    expect(member.status).toBe(200);
    expect(info.data.status).toBe(true);
    // The seed's chat of the Via Manzoni condominium is a building's.
    expect(info.data.category).toBe('BUILDING');
    expect(info.data.object).toMatch(/\S/);
    expect(info.data.users.map((user) => user._user)).toEqual(
      expect.arrayContaining([String(giulia.acting.user.id), String(luca.acting.user.id)]),
    );
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });

  it('a message signed with another user id is refused (403 FORBIDDEN) and not stored', async () => {
    const before = await giulia.transport.loadLatest(chatId);
    const failure = await luca.transport
      .send(chatId, {
        _user: String(giulia.acting.user.id),
        timestamp: Date.now(),
        message: 'Falso',
      })
      .catch((error: unknown) => error);
    const after = await giulia.transport.loadLatest(chatId);

    expect(failure).toBeInstanceOf(ChatTransportError);
    expect((failure as ChatTransportError).code).toBe('FORBIDDEN');
    expect(after.at(-1)?.idMessage).toBe(before.at(-1)?.idMessage);
  });

  it('an empty or too long message is refused with Italian field errors', async () => {
    const empty = await fetch(`${gateway.url}/api/v2/proxy/chats/${chatId}/messages`, {
      method: 'POST',
      headers: luca.acting.headers,
      body: JSON.stringify(outgoing(luca, '   ')),
    });
    const long = await fetch(`${gateway.url}/api/v2/proxy/chats/${chatId}/messages`, {
      method: 'POST',
      headers: luca.acting.headers,
      body: JSON.stringify(outgoing(luca, 'a'.repeat(4001))),
    });

    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      error: [{ field: 'message', message: 'Il messaggio non può essere vuoto.' }],
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: [
        { field: 'message', message: 'Il messaggio può contenere al massimo 4000 caratteri.' },
      ],
    });
  });
});

describe('attachments (002 §7.3 "version 1: chat id, file, cover type; version 2: file, entity, entity id")', () => {
  const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% Verbale di prova\n');

  it('version 1: a member uploads to the chat, another member downloads it, a non-member cannot', async () => {
    const uploaded = await luca.transport.uploadAttachment({
      version: 1,
      chatId,
      coverType: 'document',
      file: new Blob([pdfBytes], { type: 'application/pdf' }),
      fileName: 'verbale.pdf',
    });
    const downloaded = await downloadChatAttachment(giulia.http, uploaded.id);
    const refused = await downloadChatAttachment(anna.http, uploaded.id).catch(
      (error: unknown) => error,
    );

    expect(uploaded).toMatchObject({
      name: 'verbale.pdf',
      type: 'application/pdf',
      size: pdfBytes.byteLength,
    });
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(pdfBytes);
    expect(refused).toBeInstanceOf(ChatTransportError);
    expect((refused as ChatTransportError).code).toBe('permission-denied');
  });

  it('a message can carry an uploaded attachment of its author', async () => {
    const uploaded = await luca.transport.uploadAttachment({
      version: 1,
      chatId,
      coverType: 'image',
      file: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      fileName: 'foto.jpg',
    });
    const response = await fetch(`${gateway.url}/api/v2/proxy/chats/${chatId}/messages`, {
      method: 'POST',
      headers: luca.acting.headers,
      body: JSON.stringify({ ...outgoing(luca, 'Foto allegata'), file: { id: uploaded.id } }),
    });
    const body = (await response.json()) as { data: ChatMessage };

    expect(response.status).toBe(201);
    expect(body.data.file).toMatchObject({
      name: 'foto.jpg',
      type: 'image/jpeg',
      url: uploaded.url,
    });
  });

  it('version 2: a supplier attaches to its own qualification folder; another supplier cannot read it', async () => {
    const folderId = gateway.seed.supplierRecords.idraulicaBianchi.folderId ?? 0;
    const uploaded = await paolo.transport.uploadAttachment({
      version: 2,
      entity: 'qualifications',
      entityId: folderId,
      file: new Blob([pdfBytes], { type: 'application/pdf' }),
      fileName: 'polizza-2026.pdf',
    });
    const own = await downloadChatAttachment(paolo.http, uploaded.id);
    const organisation = await downloadChatAttachment(giulia.http, uploaded.id);
    const refused = await downloadChatAttachment(anna.http, uploaded.id).catch(
      (error: unknown) => error,
    );
    const foreignUpload = await anna.transport
      .uploadAttachment({
        version: 2,
        entity: 'qualifications',
        entityId: folderId,
        file: new Blob([pdfBytes], { type: 'application/pdf' }),
        fileName: 'intruso.pdf',
      })
      .catch((error: unknown) => error);

    expect(folderId).toBeGreaterThan(0);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdfBytes);
    expect(new Uint8Array(await organisation.arrayBuffer())).toEqual(pdfBytes);
    expect((refused as ChatTransportError).code).toBe('permission-denied');
    expect((foreignUpload as ChatTransportError).code).toBe('permission-denied');
  });

  it('version 2 with entity chatData attaches to a chat the caller belongs to', async () => {
    const uploaded = await giulia.transport.uploadAttachment({
      version: 2,
      entity: 'chatData',
      entityId: chatId,
      file: new Blob(['a;b\n1;2\n'], { type: 'text/csv' }),
      fileName: 'spese.csv',
    });
    const downloaded = await downloadChatAttachment(luca.http, uploaded.id);

    expect(await downloaded.text()).toBe('a;b\n1;2\n');
  });

  it('the server refuses a type outside the allow-list and a file over 10 MB', async () => {
    const html = new FormData();
    html.append('chatId', String(chatId));
    html.append('coverType', 'document');
    html.append(
      'file',
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
      'pagina.html',
    );
    const big = new FormData();
    big.append('chatId', String(chatId));
    big.append('coverType', 'document');
    big.append(
      'file',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }),
      'grande.pdf',
    );
    const headers = {
      authorization: luca.acting.headers.authorization ?? '',
      'x-portineria-profile': luca.acting.profileUid,
    };

    const htmlAnswer = await fetch(`${gateway.url}/api/v2/chats/attachments`, {
      method: 'POST',
      headers,
      body: html,
    });
    const bigAnswer = await fetch(`${gateway.url}/api/v2/chats/attachments`, {
      method: 'POST',
      headers,
      body: big,
    });

    expect(htmlAnswer.status).toBe(400);
    expect(await htmlAnswer.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Questo tipo di file non è ammesso.',
    });
    expect(bigAnswer.status).toBe(400);
    expect(await bigAnswer.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Il file supera la dimensione massima di 10 MB.',
    });
  });

  it('the client refuses a type outside the allow-list before uploading', async () => {
    const failure = await luca.transport
      .uploadAttachment({
        version: 1,
        chatId,
        coverType: 'document',
        file: new Blob(['MZ'], { type: 'application/x-msdownload' }),
        fileName: 'setup.exe',
      })
      .catch((error: unknown) => error);

    expect((failure as ChatTransportError).code).toBe('invalid-argument');
  });
});
