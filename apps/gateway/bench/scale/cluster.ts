/**
 * Three gateways as one: `startCluster` starts `instances` gateway processes (`src/main.ts serve`,
 * as `pnpm start` runs it) on one PostgreSQL database, sharing one secret, behind Debian's HAProxy
 * on localhost — round robin, each instance health-checked on `/health/live` every second (out after
 * three failures, back after one success), WebSocket upgrades passed through, every answer naming
 * the instance that gave it (SERVED_BY_HEADER). Sessions live in the database and realtime events
 * cross instances through LISTEN/NOTIFY, so any instance serves any client.
 *
 * CLI (`pnpm --filter @portineria/gateway run scale:cluster`): with `DATABASE_URL` it uses that
 * database (migrating and seeding it when empty), otherwise it starts a throw-away Debian
 * PostgreSQL; prints the balancer's and each instance's address and runs until Ctrl+C.
 * Environment: CLUSTER_INSTANCES (3), CLUSTER_PORT (the balancer's port; default a free one).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATEWAY_ROOT } from '../../src/index.ts';
import { freePort, type PostgresServer } from '../../test/postgres/harness.ts';

/** One gateway process of the cluster. */
export interface ClusterInstance {
  name: string;
  port: number;
  /** The instance's own address (not through the balancer). */
  url: string;
  process: ChildProcess;
  /** kill -9: no drain, no goodbye. */
  kill(): Promise<void>;
  /** Starts the instance again on the same port; resolves once its /health answers. */
  restart(): Promise<void>;
}

/** A running cluster. */
export interface Cluster {
  /** The balancer's address: what clients use. */
  url: string;
  instances: ClusterInstance[];
  secret: string;
  stop(): Promise<void>;
}

/** Options of `startCluster`. */
export interface ClusterOptions {
  databaseUrl: string;
  instances?: number;
  /** The balancer's port (default a free one). */
  port?: number;
  /** Extra environment of every gateway (DATABASE_POOL_SIZE…). */
  environment?: Record<string, string>;
}

/** The response header in which the balancer names the instance that answered (`gateway2`). */
export const SERVED_BY_HEADER = 'X-Gateway-Instance';

/** HAProxy from Debian's package, or a clear message on how to get it. */
export function haproxyPath(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    "HAProxy non è installato: esegui come root 'apt-get install -y haproxy' (pacchetto Debian).",
  );
}

/** Resolves once `url`/health answers 200, polling every 100 ms, or rejects after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/health non risponde`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

function haproxyConfig(port: number, instances: { name: string; port: number }[]): string {
  const host = `127.0.0.1:${String(port)}`;
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A realtime socket stays open: the tunnel timeout, not the request one, applies to it.
    '  timeout tunnel 1h',
    '  option redispatch',
    '  retries 2',
    'frontend portineria',
    `  bind 127.0.0.1:${String(port)}`,
    '  default_backend gateways',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk',
    // The gateway answers only the Hosts it serves: the check names the balancer's.
    // Liveness only (/health/live): with /health, which pings the database, a PostgreSQL outage
    // longer than three checks took every instance out and the balancer answered its own bare 503
    // instead of the gateways' DATABASE_UNAVAILABLE with its Italian message and Retry-After.
    `  http-check send meth GET uri /health/live ver HTTP/1.1 hdr Host ${host}`,
    '  http-check expect status 200',
    // A busy instance may take a few seconds to answer /health: only a dead one is taken out.
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 1',
    // Which instance answered (the benches follow a realtime client's socket by it).
    `  http-response set-header ${SERVED_BY_HEADER} %s`,
    ...instances.map(
      (instance) => `  server ${instance.name} 127.0.0.1:${String(instance.port)} check`,
    ),
    '',
  ].join('\n');
}

/** Starts the gateways and the balancer; resolves once every instance and the balancer answer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = haproxyPath();
  const count = options.instances ?? 3;
  const port = options.port ?? (await freePort());
  const secret = randomBytes(32).toString('base64url');
  const folder = mkdtempSync(join(tmpdir(), 'portineria-cluster-'));
  const origins = [`http://127.0.0.1:${String(port)}`, `http://localhost:${String(port)}`];
  const instances: ClusterInstance[] = [];

  const spawnGateway = (instancePort: number): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
      cwd: GATEWAY_ROOT,
      env: {
        ...process.env,
        ...options.environment,
        DATABASE_URL: options.databaseUrl,
        GATEWAY_SECRET: secret,
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: origins.join(','),
        DATA_DIR: join(folder, `data-${String(instancePort)}`),
        LOG: 'silent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

  for (let index = 0; index < count; index += 1) {
    const instancePort = await freePort();
    const name = `gateway${String(index + 1)}`;
    const url = `http://127.0.0.1:${String(instancePort)}`;
    const instance: ClusterInstance = {
      name,
      port: instancePort,
      url,
      process: spawnGateway(instancePort),
      async kill() {
        const exited = new Promise((resolveExit) => instance.process.once('exit', resolveExit));
        instance.process.kill('SIGKILL');
        await exited;
      },
      async restart() {
        instance.process = spawnGateway(instancePort);
        await waitForHealth(url);
      },
    };
    instances.push(instance);
    // One at a time: the first migrates and seeds, the others find it done.
    await waitForHealth(url);
  }

  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(port, instances));
  execFileSync(haproxy, ['-c', '-q', '-f', configPath]);
  const balancer = spawn(haproxy, ['-db', '-f', configPath], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForHealth(url, 30_000);

  return {
    url,
    instances,
    secret,
    async stop() {
      const exits = [balancer, ...instances.map((instance) => instance.process)]
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
          child.kill('SIGTERM');
          return exited;
        });
      await Promise.all(exits);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The database of the scale scripts, and the server when the scripts started it. */
export interface ScaleDatabase {
  url: string;
  /** The throw-away server (absent with `DATABASE_URL`: a server the script did not start). */
  server?: PostgresServer;
  stop: () => void;
}

/**
 * The database of the scale scripts: `DATABASE_URL` when set, else a new database `name` on a
 * throw-away Debian PostgreSQL (test/postgres/harness.ts) that `stop` removes.
 */
export async function scaleDatabase(name: string): Promise<ScaleDatabase> {
  const provided = process.env.DATABASE_URL;
  if (provided) return { url: provided, stop: () => undefined };
  const { startPostgres } = await import('../../test/postgres/harness.ts');
  const server = await startPostgres();
  console.log('PostgreSQL temporaneo avviato (DATABASE_URL non impostata).');
  return { url: await server.createDatabase(name), server, stop: () => server.stop() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const main = async (): Promise<void> => {
    const database = await scaleDatabase('portineria_cluster');
    const databaseUrl = database.url;
    const stopPostgres = database.stop;
    const cluster = await startCluster({
      databaseUrl,
      instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
      ...(process.env.CLUSTER_PORT ? { port: Number(process.env.CLUSTER_PORT) } : {}),
    });
    console.log(`Portineria su ${String(cluster.instances.length)} istanze: ${cluster.url}`);
    for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.url}`);
    console.log(`Accedi con un account demo: ${cluster.url}/auth/login  (Ctrl+C per fermare)`);
    const stop = () => {
      cluster
        .stop()
        .finally(() => {
          stopPostgres();
          process.exit(0);
        })
        .catch(() => undefined);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
