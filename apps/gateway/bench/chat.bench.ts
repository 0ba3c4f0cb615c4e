/**
 * Realtime chat benchmark (002 §7.3, the gateway adapter of the chat port): how long a message
 * takes from one member's send to another member's screen, and whether a subscription that loses
 * its WebSocket again and again still gets every message exactly once.
 *
 * Starts a real gateway on a temporary data folder (PGlite on disk, demo seed) listening on
 * loopback, signs Giulia Rossi and Luca in, and gives each the api-client's gateway chat
 * transport (HTTP + WebSocket, the `ws` package standing in for the browser's socket). Giulia
 * subscribes to the Studio Rossi chat; Luca sends BENCH_MESSAGES messages one after the other
 * (after BENCH_WARMUP unmeasured ones), each timed from the call to `send` to Giulia's handler
 * receiving it. Then BENCH_ROUNDS reconnection rounds with the adapter's default backoff: Giulia's
 * socket is cut, her new attempts are refused while Luca posts BENCH_WHILE_AWAY messages, then
 * the gateway is reachable again and Luca posts one more at once. Each round's recovery is timed
 * from the moment the gateway is reachable to the moment Giulia holds the round's last message
 * (a round that does not finish within 10 s is counted and the bench goes on). At the end every
 * message sent in the rounds is counted in what Giulia received: lost (0 times), doubled (more
 * than once), out of timestamp order. Printed, not asserted: the contract tests assert.
 *
 * Environment: BENCH_MESSAGES (default 500), BENCH_WARMUP (20), BENCH_ROUNDS (10),
 * BENCH_WHILE_AWAY (5).
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import {
  chatTransportOf,
  outgoingOf,
  realtimeUrlOf,
  type ChatMessage,
  type ChatTransport,
} from '../test/support/chatTransport.ts';
import { signInAs } from '../test/support/gateway.ts';
import { deliveryCounts, followChat, timeRelay, untilLive } from './chatFollower.ts';
import { printBenchTable, runBench, startBenchGateway } from './benchGateway.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WHILE_AWAY = Number(process.env.BENCH_WHILE_AWAY ?? 5);
const ROUND_LIMIT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function ms(value: number): string {
  return value.toFixed(1).padStart(7);
}

async function main(): Promise<void> {
  const { gateway, seed, close } = await startBenchGateway('chat');
  const transports: ChatTransport[] = [];
  try {
    const server = await gateway.listen(0);
    const chatId = seed.tenants.studioRossi.chatId;
    const giulia = await signInAs(server.url, seed.accounts.giulia.email, 'ORG');
    const luca = await signInAs(server.url, seed.accounts.luca.email, 'ORG');
    const realtimeUrl = realtimeUrlOf(server.url);
    // While "away", the subscriber's attempts reach a path the gateway refuses.
    const unreachableUrl = `${realtimeUrl}-irraggiungibile`;
    let away = false;
    let current: WebSocket | undefined;
    let connections = 0;

    const subscriber = chatTransportOf(server.url, giulia, {
      openSocket: (url) => {
        const socket = new WebSocket(away ? unreachableUrl : url);
        // The refused attempts' errors: the adapter sees them through its close handler.
        socket.on('error', () => {});
        if (!away) {
          current = socket;
          socket.once('open', () => {
            connections += 1;
          });
        }
        return socket;
      },
    });
    transports.push(subscriber);
    const sender = chatTransportOf(server.url, luca);
    transports.push(sender);

    const follower = await followChat(subscriber, chatId);
    const send = (text: string) => sender.send(chatId, outgoingOf(luca, text));

    // The subscription is live once a first message makes the round trip.
    await untilLive(follower, send, 'Benchmark: pronto', ROUND_LIMIT_MS);
    const { latencies, sendTimes } = await timeRelay(follower, send, {
      messages: MESSAGES,
      warmup: WARMUP,
      label: 'Benchmark: latenza',
      limitMs: ROUND_LIMIT_MS,
    });

    const roundSent: ChatMessage[] = [];
    const recoveries: number[] = [];
    let unfinished = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const dropped = current;
      away = true;
      await new Promise<void>((resolve) => {
        if (!dropped || dropped.readyState === WebSocket.CLOSED) resolve();
        else {
          dropped.once('close', () => resolve());
          dropped.terminate();
        }
      });
      for (let index = 1; index <= WHILE_AWAY; index += 1) {
        roundSent.push(await send(`Benchmark: caduta ${String(round)}, durante ${String(index)}`));
      }
      const back = performance.now();
      away = false;
      const last = `Benchmark: caduta ${String(round)}, al rientro`;
      const delivered = follower.arrival(last, ROUND_LIMIT_MS);
      roundSent.push(await send(last));
      if (await delivered) recoveries.push((follower.arrivedAt.get(last) ?? Number.NaN) - back);
      else unfinished += 1;
    }
    const closing = 'Benchmark: fine';
    await send(closing);
    await follower.arrival(closing, ROUND_LIMIT_MS);
    follower.stop();
    const { received } = follower;
    const { lost, doubled, outOfOrder } = deliveryCounts(roundSent, received);

    latencies.sort((a, b) => a - b);
    sendTimes.sort((a, b) => a - b);
    recoveries.sort((a, b) => a - b);
    printBenchTable(
      `Benchmark chat in tempo reale: adattatore gateway (HTTP + WebSocket su loopback, PGlite su disco), Luca invia, Giulia riceve; ${String(MESSAGES)} messaggi in sequenza dopo ${String(WARMUP)} di riscaldamento; ${String(ROUNDS)} cadute della connessione con ${String(WHILE_AWAY)} messaggi inviati durante e 1 al rientro, ritardo di riconnessione predefinito.`,
      '| misura                                  |     n |  p50 ms |  p95 ms |  max ms',
      '|-----------------------------------------|-------|---------|---------|--------',
      [
        `| invio → ricezione dell'altro membro     | ${String(latencies.length).padStart(5)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(latencies.at(-1) ?? Number.NaN)}`,
        `| invio → risposta HTTP del mittente      | ${String(sendTimes.length).padStart(5)} | ${ms(percentile(sendTimes, 50))} | ${ms(percentile(sendTimes, 95))} | ${ms(sendTimes.at(-1) ?? Number.NaN)}`,
        `| rientro → ultimo messaggio del round    | ${String(recoveries.length).padStart(5)} | ${ms(percentile(recoveries, 50))} | ${ms(percentile(recoveries, 95))} | ${ms(recoveries.at(-1) ?? Number.NaN)}`,
        '',
        `Riconnessioni: ${String(ROUNDS)} round, ${String(connections - 1)} riconnessioni riuscite, ${String(unfinished)} round non completati in ${String(ROUND_LIMIT_MS / 1000)} s; ${String(roundSent.length)} messaggi inviati nei round: persi ${String(lost)}, doppi ${String(doubled)}; fuori ordine di timestamp ${String(outOfOrder)} su ${String(received.length)} ricevuti.`,
      ],
    );
  } finally {
    await Promise.all(transports.map((transport) => transport.close()));
    await close();
  }
}

runBench(main);
