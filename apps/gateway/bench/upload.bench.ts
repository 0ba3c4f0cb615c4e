/**
 * Upload benchmark: a 10 MB file attached to a ticket (002 §5.3, `POST attachments` with entity
 * 'tickets'), its time and the process's peak memory while it is received, checked and stored.
 *
 * Starts a real gateway on a temporary data folder (PGlite on disk, demo seed, so the bytes go to
 * the data folder's attachments), signs Maria Verdi in, opens a ticket, then sends a PDF of
 * exactly domain's `UPLOAD_MAX_BYTES` through real HTTP, BENCH_UPLOADS times (default 3), one
 * after the other. Memory is sampled every few milliseconds during each upload (rss and the
 * ArrayBuffers outside the heap) and printed as the growth over the moment before the upload.
 * The client runs in the same process: its copy of the file is made before the baseline, so the
 * growth is what the request's path adds. Every answer is checked (201 and the stored size), so
 * a refused upload fails the bench instead of timing an error. Printed, not asserted: the figure
 * to watch is whether the growth is a multiple of the file's size (the body read whole) or well
 * under it (streamed).
 */
import { performance } from 'node:perf_hooks';
import { UPLOAD_MAX_BYTES } from '@portineria/domain';
import { signInAs } from '../test/support/gateway.ts';
import { printBenchTable, runBench, startBenchGateway } from './benchGateway.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const MEBIBYTE = 1024 * 1024;

/** A PDF of `size` bytes: its header, then filler (the content check reads the first bytes). */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  return bytes;
}

interface Sample {
  rss: number;
  arrayBuffers: number;
}

function sample(): Sample {
  const usage = process.memoryUsage();
  return { rss: usage.rss, arrayBuffers: usage.arrayBuffers };
}

function mib(bytes: number): string {
  return (bytes / MEBIBYTE).toFixed(1).padStart(6);
}

async function main(): Promise<void> {
  const { gateway, seed, dataDir, close } = await startBenchGateway('upload');
  try {
    const server = await gateway.listen(0);
    const maria = await signInAs(server.url, seed.accounts.maria.email, 'USR');
    const opened = await fetch(`${server.url}/api/v2/tickets`, {
      method: 'POST',
      headers: maria.headers,
      body: JSON.stringify({ object: 'Perizia infiltrazioni', _building: seed.buildings.manzoni }),
    });
    if (opened.status !== 201) throw new Error(`ticket not opened: HTTP ${String(opened.status)}`);
    const ticketId = String(((await opened.json()) as { data: { id: number } }).data.id);
    const file = new Blob([pdfOfSize(UPLOAD_MAX_BYTES)], { type: 'application/pdf' });

    const lines: string[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      const form = new FormData();
      form.append('entity', 'tickets');
      form.append('entityId', ticketId);
      form.append('file', file, 'perizia.pdf');
      globalThis.gc?.();
      const before = sample();
      const peak = { ...before };
      const sampler = setInterval(() => {
        const now = sample();
        peak.rss = Math.max(peak.rss, now.rss);
        peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      }, 2);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v2/attachments`, {
        method: 'POST',
        headers: {
          authorization: maria.headers.authorization ?? '',
          'x-portineria-profile': maria.profileUid,
        },
        body: form,
      });
      const body = (await response.json()) as { data?: { size?: number } };
      const duration = performance.now() - started;
      clearInterval(sampler);
      if (response.status !== 201 || body.data?.size !== UPLOAD_MAX_BYTES) {
        throw new Error(
          `upload ${String(index + 1)}: HTTP ${String(response.status)} ${JSON.stringify(body).slice(0, 200)}`,
        );
      }
      lines.push(
        `| ${String(index + 1).padStart(2)} | ${duration.toFixed(0).padStart(7)} | ${mib(peak.rss - before.rss)} | ${mib(peak.arrayBuffers - before.arrayBuffers)} | ${mib(peak.rss)}`,
      );
    }

    printBenchTable(
      `Benchmark upload: un file di ${mib(UPLOAD_MAX_BYTES).trim()} MiB su un ticket (POST attachments), HTTP reale, PGlite su disco (${dataDir}), ${String(UPLOADS)} invii in sequenza; crescita di memoria del processo (gateway e client) sul momento prima dell'invio.`,
      '|  # |   ms    | +rss MiB | +arrayBuffers MiB | rss di picco MiB',
      '|----|---------|----------|-------------------|-----------------',
      lines,
    );
  } finally {
    await close();
  }
}

runBench(main);
