/**
 * `pnpm --filter @portineria/gateway run bench:scale:order`: whether a chat follower on one
 * instance receives, in timestamp order and all of them, messages sent one after the other
 * alternately through that instance and another one — no fault, no reconnection. Printed, not
 * asserted. It reproduced a loss the scale bench's reconnection rounds showed (an instance handed
 * its own events over before another instance's earlier ones; fixed in src/realtime/bus.ts,
 * held by test/postgres/bus.test.ts).
 *
 * Three gateways behind HAProxy (cluster.ts) on a throw-away PostgreSQL (or DATABASE_URL) with the
 * demo data; Giulia follows the Studio Rossi chat on the third instance twice: through a raw
 * WebSocket (every event as the gateway relays it) and through the api-client's gateway chat
 * transport (what the chat screen gets). Luca sends BENCH_MESSAGES (default 1,500) messages, the
 * even ones through the second instance, the odd ones through the third, each after the previous
 * one was acknowledged. Counted: the raw events whose timestamp is older than the event before
 * them, and the acknowledged messages the transport never delivered.
 */
import pg from 'pg';
import { WebSocket } from 'ws';
import {
  chatTransportOf,
  outgoingOf,
  realtimeUrlOf,
  type ChatMessage,
  type ChatTransport,
} from '../../test/support/chatTransport.ts';
import { signInAs } from '../../test/support/gateway.ts';
import { printBenchTable, runBench } from '../benchGateway.ts';
import { deliveryCounts, followChat, untilLive } from '../chatFollower.ts';
import { scaleDatabase, startCluster } from './cluster.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1500);
const LIMIT_MS = 30_000;
const GIULIA = 'giulia.rossi@studiorossi.example';
const LUCA = 'luca.neri@studiorossi.example';

/** A raw realtime socket following `channel` as `acting`; the events' timestamps in order. */
async function rawFollower(
  url: string,
  acting: { token: string; profileUid: string },
  channel: string,
): Promise<{ timestamps: number[]; socket: WebSocket }> {
  const timestamps: number[] = [];
  const socket = new WebSocket(realtimeUrlOf(url));
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as {
      type: string;
      payload?: { timestamp?: number };
    };
    if (frame.type === 'authenticated') socket.send(JSON.stringify({ type: 'subscribe', channel }));
    else if (frame.type === 'subscribed') subscribed();
    else if (frame.type === 'event' && typeof frame.payload?.timestamp === 'number')
      timestamps.push(frame.payload.timestamp);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: acting.token, profile: acting.profileUid }));
  await ready;
  return { timestamps, socket };
}

runBench(async () => {
  const database = await scaleDatabase('portineria_order');
  const cluster = await startCluster({ databaseUrl: database.url, instances: 3 });
  const transports: ChatTransport[] = [];
  try {
    const [, other, followed] = cluster.instances;
    if (!other || !followed) throw new Error('servono tre istanze');
    const giulia = await signInAs(cluster.url, GIULIA, 'ORG');
    const luca = await signInAs(cluster.url, LUCA, 'ORG');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client
      .query<{
        id: number;
      }>("select id from chats where object = 'Condominio Via Manzoni 12' order by id limit 1")
      .finally(() => client.end());
    const chatId = rows[0]?.id;
    if (chatId === undefined) throw new Error('chat demo non trovata');

    const raw = await rawFollower(followed.url, giulia, `chat:${String(chatId)}`);
    const subscriber = chatTransportOf(followed.url, giulia);
    const senders = [chatTransportOf(other.url, luca), chatTransportOf(followed.url, luca)];
    transports.push(subscriber, ...senders);
    const follower = await followChat(subscriber, chatId);
    const sendThrough = (index: number, text: string) =>
      (senders[index % 2] ?? subscriber).send(chatId, outgoingOf(luca, text));
    await untilLive(follower, (text) => sendThrough(0, text), 'Ordine: pronto', LIMIT_MS);
    const sent: ChatMessage[] = [];
    for (let index = 0; index < MESSAGES; index += 1) {
      sent.push(await sendThrough(index, `Ordine: ${String(index)}`));
    }
    await untilLive(follower, (text) => sendThrough(0, text), 'Ordine: fine', LIMIT_MS);
    follower.stop();
    raw.socket.close();
    const rawOutOfOrder = raw.timestamps.filter(
      (timestamp, index) => index > 0 && timestamp < (raw.timestamps[index - 1] ?? 0),
    ).length;
    const { lost, doubled } = deliveryCounts(sent, follower.received);
    printBenchTable(
      `Ordine dei messaggi tra istanze: ${String(MESSAGES)} messaggi inviati in sequenza alternando ${other.name} e ${followed.name}, ricevuti su ${followed.name}`,
      '| misura | obiettivo | valore |',
      '| --- | --- | --- |',
      [
        `| eventi arrivati con un timestamp più vecchio del precedente (socket grezzo) | 0 | ${String(rawOutOfOrder)} di ${String(raw.timestamps.length)} |`,
        `| messaggi confermati mai consegnati dal trasporto chat / doppi | 0 / 0 | ${String(lost)} / ${String(doubled)} di ${String(sent.length)} |`,
      ],
    );
  } finally {
    await Promise.all(transports.map((transport) => transport.close()));
    await cluster.stop();
    database.stop();
  }
});
