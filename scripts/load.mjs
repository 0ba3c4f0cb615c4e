// A CPU load generator, to run the tests the way a busy CI machine does: `node scripts/load.mjs
// [workers] [minutes]` keeps `workers` busy loops (default 4, a load average of about 4 on two
// cores) for `minutes` (default 60), then stops by itself; Ctrl+C or SIGTERM stops it sooner.
// Each loop spins 90 ms and sleeps 10 ms, so the machine stays usable for the tests beside it.
import { Worker } from 'node:worker_threads';

const workers = Number(process.argv[2] ?? 4);
const minutes = Number(process.argv[3] ?? 60);
if (!Number.isInteger(workers) || workers < 1 || !(minutes > 0)) {
  process.stderr.write('uso: node scripts/load.mjs [processi ≥ 1] [minuti > 0]\n');
  process.exit(2);
}

const spin = `
  const { parentPort } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => { stop = true; });
  const tick = () => {
    const end = Date.now() + 90;
    while (Date.now() < end) Math.sqrt(Math.random());
    if (!stop) setTimeout(tick, 10);
  };
  tick();
`;
const threads = Array.from({ length: workers }, () => new Worker(spin, { eval: true }));
process.stdout.write(`[load] ${workers} cicli occupati per ${minutes} min (pid ${process.pid})\n`);

const end = () => {
  for (const thread of threads) void thread.terminate();
  process.exit(0);
};
setTimeout(end, minutes * 60_000).unref();
process.on('SIGINT', end);
process.on('SIGTERM', end);
// Keep the process alive until the timer or a signal ends it.
setInterval(() => {}, 60_000);
