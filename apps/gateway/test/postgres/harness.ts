/**
 * A throw-away PostgreSQL server for the PostgreSQL tests: Debian's binaries
 * (/usr/lib/postgresql/<major>/bin, installed through scripts/bootstrap.mjs's ensurePostgres when
 * absent and run as root), a fresh cluster in a temporary folder, password authentication with a
 * random password, TCP on 127.0.0.1 on a free port and the unix socket inside the temporary
 * folder. As root the cluster belongs to the `postgres` system user (initdb refuses root) and
 * every command runs through `runuser`. `stop()` shuts it down and deletes the folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPOSITORY_ROOT } from '../../src/config.ts';

/** A running server. */
export interface PostgresServer {
  /** The connection string of a database of the server (default `postgres`). */
  url(database?: string): string;
  /** Creates an empty database and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** The server's bin folder and major version, for messages. */
  bin: string;
  /**
   * Shuts the server down as an operator's restart does (`pg_ctl stop -m fast`: the clients are
   * disconnected, every committed transaction is written out), keeping its folder.
   */
  shutDown(): Promise<void>;
  /** Starts it again after `shutDown`, on the same port with the same settings. */
  startAgain(): Promise<void>;
  /** Stops the server and deletes its folder (idempotent). */
  stop(): void;
}

const SUPERUSER = 'portineria';

const execFileAsync = promisify(execFile);

function installedBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => /^[0-9]+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors
    .map((major) => join(base, major, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/** The bin folder, installing PostgreSQL through the bootstrap script when it is absent. */
async function postgresBin(): Promise<string> {
  const found = installedBin();
  if (found) return found;
  const bootstrapUrl = pathToFileURL(resolve(REPOSITORY_ROOT, 'scripts/bootstrap.mjs')).href;
  const bootstrap = (await import(bootstrapUrl)) as { ensurePostgres: () => string | null };
  const installed = bootstrap.ensurePostgres();
  if (installed) return installed;
  throw new Error(
    'PostgreSQL non è installato e non posso installarlo: esegui come root ' +
      "'apt-get install postgresql' (servono initdb e pg_ctl in /usr/lib/postgresql/<versione>/bin).",
  );
}

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The uid and gid of a system user, from /etc/passwd (no extra dependency). */
function systemUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).trim();
    const [, , uid, gid] = line.split(':');
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a server binary, as the `postgres` user when we are root. */
function runServerCommand(
  bin: string,
  command: string,
  args: string[],
  asPostgres: boolean,
): string {
  const executable = join(bin, command);
  return asPostgres
    ? execFileSync('runuser', ['-u', 'postgres', '--', executable, ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
    : execFileSync(executable, args, { encoding: 'utf8', stdio: 'pipe' });
}

/** `runServerCommand` without blocking the event loop (the scale bench keeps its load going). */
async function runServerCommandAsync(
  bin: string,
  command: string,
  args: string[],
  asPostgres: boolean,
): Promise<void> {
  const executable = join(bin, command);
  await (asPostgres
    ? execFileAsync('runuser', ['-u', 'postgres', '--', executable, ...args])
    : execFileAsync(executable, args));
}

/** Starts a fresh server; rejects with a clear message when PostgreSQL is missing or fails. */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = await postgresBin();
  const asPostgres = isRoot();
  const owner = asPostgres ? systemUser('postgres') : undefined;
  if (asPostgres && !owner) {
    throw new Error(
      "Sono root ma l'utente di sistema 'postgres' non esiste: reinstalla il pacchetto postgresql.",
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'portineria-pg-'));
  const dataDirectory = join(folder, 'data');
  const password = randomBytes(18).toString('base64url');
  const passwordFile = join(folder, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  chmodSync(folder, 0o700);

  let started = false;
  const stop = (): void => {
    if (started) {
      started = false;
      try {
        runServerCommand(
          bin,
          'pg_ctl',
          ['-D', dataDirectory, 'stop', '-m', 'immediate', '-w'],
          asPostgres,
        );
      } catch {
        // Already gone: nothing to stop.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // A crashed test run must not leave a server behind.
  process.once('exit', stop);

  try {
    runServerCommand(
      bin,
      'initdb',
      [
        '-D',
        dataDirectory,
        '-U',
        SUPERUSER,
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ],
      asPostgres,
    );
    const startArguments = (port: number): string[] => [
      '-D',
      dataDirectory,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      // Durability is pointless for a throw-away cluster; speed is not.
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ];
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        runServerCommand(bin, 'pg_ctl', startArguments(port), asPostgres);
        break;
      } catch (error) {
        // Another process may have taken the port between the probe and the start.
        if (attempt >= 3) throw error;
      }
    }
    started = true;
    const url = (database = 'postgres') =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    return {
      url,
      bin,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
          throw new Error(`nome di database non valido: ${name}`);
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          // Identifiers cannot be bound parameters; the name was checked above.
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async shutDown() {
        await runServerCommandAsync(
          bin,
          'pg_ctl',
          ['-D', dataDirectory, 'stop', '-m', 'fast', '-w'],
          asPostgres,
        );
      },
      async startAgain() {
        await runServerCommandAsync(bin, 'pg_ctl', startArguments(port), asPostgres);
      },
      stop() {
        process.removeListener('exit', stop);
        stop();
      },
    };
  } catch (error) {
    stop();
    process.removeListener('exit', stop);
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Avvio di PostgreSQL (${bin}) non riuscito: ${detail}`, { cause: error });
  }
}

/** A PostgreSQL database for one test file, and how to let it go. */
export interface TestDatabase {
  url: string;
  release(): void;
}

/**
 * The database of a PostgreSQL test file: DATABASE_URL when the run provides one (the
 * vitest.postgres.config.ts run gives each file a fresh one), else a server started for this file
 * alone — so these tests also run, rather than skip, from the default configuration.
 */
export async function testDatabase(): Promise<TestDatabase> {
  const provided = process.env.DATABASE_URL;
  if (provided?.startsWith('postgres')) return { url: provided, release: () => undefined };
  const server = await startPostgres();
  try {
    const url = await server.createDatabase('portineria_test');
    return { url, release: () => server.stop() };
  } catch (error) {
    server.stop();
    throw error;
  }
}
