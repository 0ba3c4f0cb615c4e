/**
 * Contract: a live chat subscription of the api-client's gateway adapter survives repeated drops
 * of its WebSocket (002 §7.3 "a child-added listener for new messages"; the port's promise:
 * "each delivered once per subscription, in timestamp order, across reconnections"). Each round
 * cuts the subscriber's socket, keeps the gateway out of its reach while another member posts,
 * lets it back in and posts again right as the new socket opens and right as the gateway
 * acknowledges the channel. The subscriber's catch-up read (what was posted since the last message
 * it delivered) is held on its way until a live message has reached the new socket, so the two
 * paths overlap every round, as they do on a slow network.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  chatTransportOf,
  outgoingOf,
  realtimeUrlOf,
  type ChatMessage,
  type ChatNetwork,
  type ChatTransport,
} from '../support/chatTransport.ts';
import { until } from '../support/contract.ts';
import { signInAs, startTestGateway, type ActingAs, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let chatId: number;
let giulia: ActingAs;
let luca: ActingAs;
const transports: ChatTransport[] = [];

function transportOf(acting: ActingAs, network: ChatNetwork = {}): ChatTransport {
  const transport = chatTransportOf(gateway.url, acting, {
    reconnectDelayMs: 20,
    maxReconnectDelayMs: 100,
    ...network,
  });
  transports.push(transport);
  return transport;
}

function frameType(data: unknown): string | undefined {
  try {
    const frame = JSON.parse(String(data)) as { type?: unknown };
    return typeof frame.type === 'string' ? frame.type : undefined;
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  gateway = await startTestGateway();
  chatId = gateway.seed.tenants.studioRossi.chatId;
  giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
  luca = await signInAs(gateway.url, gateway.seed.accounts.luca.email, 'ORG');
});

afterAll(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  await gateway?.close();
});

describe('reconnection (002 §7.3 live messages: nothing lost, nothing twice, in timestamp order)', () => {
  it('five dropped connections in a row: every message sent while away and right after the return arrives exactly once, in timestamp order', async () => {
    const ROUNDS = 5;
    const WHILE_AWAY = 3;
    const realtimeUrl = realtimeUrlOf(gateway.url);
    // While "away", the subscriber's attempts reach a path the gateway refuses (404): the
    // gateway is out of its reach, as on a network loss, and it keeps retrying.
    const unreachableUrl = `${realtimeUrl}-irraggiungibile`;
    let away = false;
    let current: WebSocket | undefined;
    let onOpen: (() => void) | undefined;
    let onSubscribed: (() => void) | undefined;
    let onLiveEvent: (() => void) | undefined;
    /** While set, the subscriber's catch-up reads (`…/messages?after=…`) wait for it. */
    let catchUpHeld: Promise<void> | undefined;
    let heldCatchUps = 0;
    let connections = 0;
    const slowCatchUp: typeof globalThis.fetch = async (input, init) => {
      const held = catchUpHeld;
      if (held && typeof input === 'string' && /\/messages\?(.*&)?after=/.test(input)) {
        heldCatchUps += 1;
        await held;
      }
      return globalThis.fetch(input, init);
    };
    const openSocket = (url: string): WebSocket => {
      if (url !== realtimeUrl) throw new Error(`unexpected realtime URL ${url}`);
      const socket = new WebSocket(away ? unreachableUrl : url);
      // Swallow the refused attempts' errors here; the adapter sees them through onclose.
      socket.on('error', () => {});
      if (!away) {
        current = socket;
        socket.once('open', () => {
          connections += 1;
          onOpen?.();
        });
        // Registered before the adapter's own listener: these run first on each frame.
        socket.on('message', (data) => {
          const type = frameType(data);
          if (type === 'subscribed') onSubscribed?.();
          if (type === 'event') onLiveEvent?.();
        });
      }
      return socket;
    };
    const subscriber = transportOf(giulia, { openSocket, fetch: slowCatchUp });
    const sender = transportOf(luca);
    const received: ChatMessage[] = [];
    const sent: ChatMessage[] = [];
    const send = async (text: string): Promise<void> => {
      sent.push(await sender.send(chatId, outgoingOf(luca, text)));
    };

    const latest = await subscriber.loadLatest(chatId);
    let subscribed = false;
    onSubscribed = () => {
      subscribed = true;
    };
    const stop = subscriber.subscribe(chatId, latest.at(-1)?.timestamp ?? null, (message) =>
      received.push(message),
    );
    await until(() => subscribed);
    await send('Prima delle cadute');
    await until(() => received.length === 1);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const dropped = current;
      away = true;
      dropped?.terminate();
      await until(() => dropped?.readyState === WebSocket.CLOSED);
      for (let index = 1; index <= WHILE_AWAY; index += 1) {
        await send(`Caduta ${String(round)}: durante ${String(index)}`);
      }
      catchUpHeld = new Promise<void>((resolve) => {
        onLiveEvent = resolve;
      });
      // Posted without waiting, so they race the adapter's resubscription and catch-up.
      const onReturn: Promise<void>[] = [];
      const opened = new Promise<void>((resolve) => {
        onOpen = () => {
          onReturn.push(send(`Caduta ${String(round)}: alla riapertura`));
          resolve();
        };
      });
      const acknowledged = new Promise<void>((resolve) => {
        onSubscribed = () => {
          onReturn.push(send(`Caduta ${String(round)}: alla conferma del canale`));
          resolve();
        };
      });
      away = false;
      await opened;
      await acknowledged;
      onOpen = undefined;
      onSubscribed = undefined;
      await Promise.all(onReturn);
      await catchUpHeld;
      catchUpHeld = undefined;
      onLiveEvent = undefined;
      await send(`Caduta ${String(round)}: dopo il rientro`);
      // The newest message in: a lost or doubled one shows in the comparison below.
      const newest = sent.at(-1)?.idMessage;
      await until(() => received.some((message) => message.idMessage === newest));
    }
    // A last message: once it is in, anything delivered twice before it would be in too.
    await send('Dopo tutte le cadute');
    await until(() => received.at(-1)?.idMessage === sent.at(-1)?.idMessage);
    stop();

    const expected = [...sent].sort((a, b) => a.timestamp - b.timestamp);
    const receivedIds = received.map((message) => message.idMessage);
    expect(connections).toBe(ROUNDS + 1);
    expect(heldCatchUps).toBeGreaterThanOrEqual(ROUNDS);
    expect(sent).toHaveLength(1 + ROUNDS * (WHILE_AWAY + 3) + 1);
    expect(new Set(receivedIds).size).toBe(receivedIds.length);
    expect(receivedIds).toEqual(expected.map((message) => message.idMessage));
    expect(received.map((message) => message.timestamp)).toEqual(
      expected.map((message) => message.timestamp),
    );
  });
});
