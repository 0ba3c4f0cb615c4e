/**
 * The PGlite data folder on disk (PGlite only, so not in the PostgreSQL run):
 * - one gateway per folder: a second one refuses to start with a clear Italian message (two
 *   PGlite instances on one folder silently lose one side's acknowledged writes at restart), and a
 *   lock left by a process that is gone is taken over;
 * - kill -9 while writes are in flight loses none of the writes already acknowledged.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, GATEWAY_ROOT } from '../../src/index.ts';
import type { Gateway } from '../../src/index.ts';
import { signIn, signInAs } from '../support/gateway.ts';

const base = mkdtempSync(join(tmpdir(), 'portineria-folder-'));
const dataDir = join(base, 'data');
const children: ChildProcess[] = [];
const secret = 'data-folder-test-secret-0123456789-abcdefghij';

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(base, { recursive: true, force: true });
});

const IN_USE =
  /La cartella dei dati .+ è già in uso da un’altra istanza di Portineria \(processo \d+\)/;

interface Serving {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function serve(): Serving {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    cwd: GATEWAY_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG: 'silent',
      DATABASE_URL: '',
      GATEWAY_SECRET: secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) =>
    child.on('exit', (code) => resolveExit(code)),
  );
  return { child, output: () => output, exited };
}

async function readyUrl(serving: Serving): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < 240_000) {
    const match = /Portineria è pronta su http:\/\/localhost:(\d+)/.exec(serving.output());
    if (match?.[1]) return `http://127.0.0.1:${match[1]}`;
    if (serving.child.exitCode !== null) throw new Error(`serve exited: ${serving.output()}`);
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
  }
  throw new Error(`serve never got ready: ${serving.output()}`);
}

describe('one gateway per data folder', () => {
  let first: Gateway;
  beforeAll(async () => {
    first = await createGateway({ dataDir, log: 'silent', secret });
  });

  it('a second gateway on the same folder refuses to start, in Italian, and the first keeps serving', async () => {
    await expect(createGateway({ dataDir, log: 'silent', secret })).rejects.toThrow(IN_USE);
    const listening = await first.listen(0);
    const health = await fetch(`${listening.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    await listening.close();
  });

  it('the CLI says so and exits 1 without touching the folder', async () => {
    const second = serve();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(IN_USE);
    expect(second.output()).toContain(dataDir);
  });

  it('closing the first frees the folder', async () => {
    await first.close();
    expect(existsSync(join(dataDir, 'gateway.lock'))).toBe(false);
    const next = await createGateway({ dataDir, log: 'silent', secret });
    await next.close();
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid ?? 0;
    await new Promise((resolveExit) => gone.on('exit', resolveExit));
    writeFileSync(
      join(dataDir, 'gateway.lock'),
      JSON.stringify({ pid, startedAt: new Date().toISOString() }),
    );
    const next = await createGateway({ dataDir, log: 'silent', secret });
    const lock = JSON.parse(readFileSync(join(dataDir, 'gateway.lock'), 'utf8')) as {
      pid: number;
    };
    expect(lock.pid).toBe(process.pid);
    await next.close();
  });
});

describe('sessions on disk', () => {
  it('a restart keeps open sessions and keeps revoked ones revoked', async () => {
    const first = await createGateway({ dataDir, log: 'silent', secret });
    const listening = await first.listen(0);
    const email = 'luca.neri@studiorossi.example';
    const kept = await signIn(listening.url, email);
    const ended = await signIn(listening.url, email);
    const logout = await fetch(`${listening.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: ended.cookie, origin: listening.url },
    });
    expect(logout.status).toBe(204);
    await first.close();

    const again = await createGateway({ dataDir, log: 'silent', secret });
    const relistening = await again.listen(0);
    const mint = (cookie: string) =>
      fetch(`${relistening.url}/auth/token`, {
        method: 'POST',
        headers: { cookie, origin: relistening.url },
      });
    expect((await mint(kept.cookie)).status).toBe(200);
    expect((await mint(ended.cookie)).status).toBe(401);
    await again.close();
  });
});

describe('kill -9 during acknowledged writes', () => {
  it('every write answered before the kill is there after a restart', async () => {
    const serving = serve();
    const url = await readyUrl(serving);
    const giulia = await signInAs(url, 'giulia.rossi@studiorossi.example', 'ORG');
    const acknowledged: number[] = [];
    let attempted = 0;
    const write = async (index: number): Promise<void> => {
      attempted += 1;
      try {
        const response = await fetch(`${url}/api/v2/calendar`, {
          method: 'POST',
          headers: giulia.headers,
          body: JSON.stringify({
            object: `Prova di durata ${index}`,
            startTime: '2026-12-01 09:00',
            endTime: '2026-12-01 10:00',
            isAllDay: false,
            visibility: 0,
            status: 0,
          }),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { data?: { id: number }; id?: number };
          acknowledged.push(body.data?.id ?? body.id ?? 0);
        }
      } catch {
        // The connection died with the process: this write was never acknowledged.
      }
    };
    // Four writers; the process is killed while the last ones are in flight.
    const writers = [0, 1, 2, 3].map(async (writer) => {
      for (let index = writer; index < 400; index += 4) {
        if (serving.child.exitCode !== null || serving.child.signalCode !== null) return;
        await write(index);
        if (acknowledged.length >= 60 && writer === 0 && serving.child.signalCode === null) {
          serving.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(writers);
    await serving.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.every((id) => id > 0)).toBe(true);

    const restarted = serve();
    const again = await readyUrl(restarted);
    const reader = await signInAs(again, 'giulia.rossi@studiorossi.example', 'ORG');
    const missing: number[] = [];
    for (const id of acknowledged) {
      const response = await fetch(`${again}/api/v2/calendar/${id}`, { headers: reader.headers });
      if (response.status !== 200) missing.push(id);
    }
    console.log(
      `kill -9: ${acknowledged.length} writes acknowledged of ${attempted} attempted, ${missing.length} missing after restart`,
    );
    expect(missing).toEqual([]);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 300_000);
});
