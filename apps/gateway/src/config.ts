/**
 * The gateway's configuration: explicit options first (tests, bench), then the environment, then
 * defaults. Environment: PORT (8080), HOST (127.0.0.1), DATA_DIR (`<repo>/.data`), DATABASE_URL,
 * GATEWAY_SECRET (else a random one persisted in `<dataDir>/secret`, mode 0600), APP_ORIGIN
 * (else the gateway's own origin), PUBLIC_ORIGIN (the origins people reach the gateway at, besides
 * the loopback ones), WEB_DIST (`apps/web/dist`), LOG (json | silent), BUILD_TIME,
 * ERROR_REPORTING_DSN and ERROR_REPORTING_ENVIRONMENT (the web app's error reporting, 000 §8).
 */
import { CLIENT_VERSION, LINK_PREVIEW_LIMITS } from '@portineria/domain';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, three levels above this file (apps/gateway/src). */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The gateway package folder. */
export const GATEWAY_ROOT = resolve(REPOSITORY_ROOT, 'apps/gateway');

/** What `createGateway` accepts; every field falls back to the environment, then a default. */
export interface GatewayOptions {
  /** A folder for PGlite and the secret, or 'memory' for a throw-away in-memory database. */
  dataDir?: string | 'memory';
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** The most PostgreSQL connections the gateway opens (default 10; PGlite has one). */
  databasePoolSize?: number;
  /** PostgreSQL: the longest a statement may run before the server cuts it (ms, default 10 000). */
  databaseStatementTimeoutMs?: number;
  /** PostgreSQL: the longest a request waits for a free connection of the pool (ms, default 5 000). */
  databasePoolWaitMs?: number;
  port?: number;
  host?: string;
  /** The built web app to serve (same origin). */
  webDist?: string;
  /** 'demo' seeds the demo data when the database is empty; 'none' never seeds. */
  seed?: 'demo' | 'none';
  /** The JWT signing secret. */
  secret?: string;
  /** The web app's origin, the only target of the notifications page's window messages. */
  appOrigin?: string;
  /**
   * The origins people reach the gateway at (`https://portineria.example`), besides localhost,
   * 127.0.0.1 and [::1] on its port: the gateway answers only requests whose Host is one of them.
   */
  publicOrigin?: string | string[];
  log?: 'json' | 'silent';
  /**
   * The DSN of a Sentry-compatible endpoint the web app reports its errors to (000 §8); error
   * reporting is off without one.
   */
  errorReportingDsn?: string;
  /** The deployment's name in error reports (production, staging…). */
  errorReportingEnvironment?: string;
  /** A fixed clock for tests. */
  now?: () => Date;
  /** The end-to-end tests' hooks under /auth/test (./auth/testHooks.ts). Default off. */
  testHooks?: boolean;
  /**
   * Tests only, never from the environment: origins a chat link preview may fetch although their
   * address or port is refused (a page a test serves on 127.0.0.1), and a shorter time limit.
   */
  linkPreview?: { allowedOrigins?: string[]; timeoutMs?: number };
}

/** The resolved configuration. */
export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string | 'memory';
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: the most PostgreSQL connections (1–100, default 10). */
  databasePoolSize: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: a statement running longer is cut (503 QUERY_TIMEOUT). */
  databaseStatementTimeoutMs: number;
  /** DATABASE_POOL_WAIT_MS: a request waiting longer for a connection answers 503. */
  databasePoolWaitMs: number;
  webDist: string;
  seed: 'demo' | 'none';
  secret: string;
  /** Undefined: the gateway's own origin (same-origin deployment). */
  appOrigin: string | undefined;
  /**
   * Every origin the gateway answers under (DNS rebinding: any other Host is refused): the public
   * origins, then `http://localhost`, `http://127.0.0.1` and `http://[::1]` on the configured port.
   * With port 0 the loopback ones are added when the gateway listens, on the port it got.
   */
  origins: string[];
  /** The ports the gateway listens on (filled by `listen()`). */
  listeningPorts: number[];
  log: 'json' | 'silent';
  /**
   * The version of the web client this gateway serves (000 §9: 2.22.4, domain's CLIENT_VERSION),
   * served by /version.json: the clients' 30 s check compares it with their own.
   */
  version: string;
  /** BUILD_TIME, else the moment the process started: a restart counts as a new release. */
  buildTime: string;
  /**
   * The web app's error reporting (000 §8), served in /version.json; undefined (off) unless a DSN
   * is configured. Its origin is added to the web app's `connect-src`.
   */
  errorReporting: { dsn: string; origin: string; environment?: string } | undefined;
  /**
   * The end-to-end tests' hooks (GATEWAY_TEST_HOOKS=1): they change what the external login
   * service owns (a profile's permissions) while a browser session runs. Off unless asked for.
   */
  testHooks: boolean;
  /**
   * Chat link previews (DECISIONS.md "Link previews of chat messages"): no origin is exempt from
   * the address checks and the time limit is domain's, unless a test's options say otherwise.
   */
  linkPreview: { allowedOrigins: string[]; timeoutMs: number };
}

const DEFAULT_PORT = 8080;
const SECRET_BYTES = 48;

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT non valida: ${value}`);
  }
  return port;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const DEFAULT_POOL_WAIT_MS = 5_000;

/** A duration in ms from the environment, between 100 ms and 10 minutes. */
function parseMilliseconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const milliseconds = Number(value);
  if (!Number.isInteger(milliseconds) || milliseconds < 100 || milliseconds > 600_000) {
    throw new Error(`${name} non valida (millisecondi, da 100 a 600000): ${value}`);
  }
  return milliseconds;
}

function parsePoolSize(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new Error(`DATABASE_POOL_SIZE non valida (da 1 a 100): ${value}`);
  }
  return size;
}

function parseOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`APP_ORIGIN deve essere un'origine http(s): ${value}`);
  }
  return url.origin;
}

function parsePublicOrigins(value: string | string[] | undefined): string[] {
  const items = (Array.isArray(value) ? value : (value ?? '').split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(`PUBLIC_ORIGIN non valida: ${item}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
      throw new Error(`PUBLIC_ORIGIN deve elencare origini http(s): ${item}`);
    }
    return url.origin;
  });
}

/** The names of this machine a local browser may use: only they pass the Host check by default. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** `http://localhost:<port>`, `http://127.0.0.1:<port>`, `http://[::1]:<port>`. */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_HOSTNAMES.map((hostname) => `http://${hostname}:${port}`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function parseErrorReporting(
  dsn: string | undefined,
  environment: string | undefined,
): GatewayConfig['errorReporting'] {
  if (dsn === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`ERROR_REPORTING_DSN non valido: ${dsn}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ERROR_REPORTING_DSN deve essere un indirizzo http(s): ${dsn}`);
  }
  return { dsn, origin: url.origin, ...(environment ? { environment } : {}) };
}

/**
 * The signing secret of a data dir: read `<dataDir>/secret`, or create it (0600) on first start.
 * An in-memory gateway gets a fresh random secret that dies with it.
 */
export function persistedSecret(dataDir: string | 'memory'): string {
  if (dataDir === 'memory') return randomBytes(SECRET_BYTES).toString('base64url');
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file: make sure it is private either way.
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
  return secret;
}

/** Options, then environment, then defaults. */
export function resolveConfig(
  options: GatewayOptions = {},
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  const databaseUrl = options.databaseUrl ?? nonEmpty(env.DATABASE_URL);
  const dataDir =
    options.dataDir === 'memory'
      ? 'memory'
      : resolve(options.dataDir ?? nonEmpty(env.DATA_DIR) ?? join(REPOSITORY_ROOT, '.data'));
  const log = options.log ?? (env.LOG === 'silent' ? 'silent' : 'json');
  const port = options.port ?? parsePort(env.PORT) ?? DEFAULT_PORT;
  const publicOrigins = parsePublicOrigins(options.publicOrigin ?? env.PUBLIC_ORIGIN);
  return {
    port,
    host: options.host ?? nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    databasePoolSize:
      options.databasePoolSize ?? parsePoolSize(env.DATABASE_POOL_SIZE) ?? DEFAULT_POOL_SIZE,
    databaseStatementTimeoutMs:
      options.databaseStatementTimeoutMs ??
      parseMilliseconds('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS) ??
      DEFAULT_STATEMENT_TIMEOUT_MS,
    databasePoolWaitMs:
      options.databasePoolWaitMs ??
      parseMilliseconds('DATABASE_POOL_WAIT_MS', env.DATABASE_POOL_WAIT_MS) ??
      DEFAULT_POOL_WAIT_MS,
    webDist: resolve(
      options.webDist ?? nonEmpty(env.WEB_DIST) ?? join(REPOSITORY_ROOT, 'apps/web/dist'),
    ),
    seed: options.seed ?? 'demo',
    secret: options.secret ?? nonEmpty(env.GATEWAY_SECRET) ?? persistedSecret(dataDir),
    appOrigin: parseOrigin(options.appOrigin ?? env.APP_ORIGIN),
    origins: [...new Set([...publicOrigins, ...(port === 0 ? [] : loopbackOrigins(port))])],
    listeningPorts: [],
    log,
    version: CLIENT_VERSION,
    buildTime: nonEmpty(env.BUILD_TIME) ?? new Date().toISOString(),
    errorReporting: parseErrorReporting(
      nonEmpty(options.errorReportingDsn ?? env.ERROR_REPORTING_DSN),
      nonEmpty(options.errorReportingEnvironment ?? env.ERROR_REPORTING_ENVIRONMENT),
    ),
    testHooks: options.testHooks ?? env.GATEWAY_TEST_HOOKS === '1',
    linkPreview: {
      allowedOrigins: [...(options.linkPreview?.allowedOrigins ?? [])],
      timeoutMs: options.linkPreview?.timeoutMs ?? LINK_PREVIEW_LIMITS.timeoutMs,
    },
  };
}
