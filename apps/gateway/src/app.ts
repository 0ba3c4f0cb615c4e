/**
 * `createGateway(options)`: the whole reference gateway as one object (brief: "Hono app").
 * Opening order: configuration → database (PGlite or PostgreSQL) → migrations → demo seed on an
 * empty database → realtime bus → Hono app. `listen()` serves it with @hono/node-server and wires
 * the realtime WebSocket endpoint; `close()` shuts down gracefully: stop accepting, wait for the
 * requests in flight, close realtime, the bus and the database (PGlite flushes on close).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { sql } from 'kysely';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerTestHooks } from './auth/testHooks.ts';
import { GRANTS_HEADER_NAME, refusalAfterGrantsChange } from './authz/grantsChanged.ts';
import { PROFILE_HEADER, requireScope } from './authz/requireScope.ts';
import { registerPlatformRoutes } from './authz/routes.ts';
import { registerPublicBuildingPage } from './publicPage/buildingPage.ts';
import { jsonBodyLimit, requestBodyLimit } from './http/bodyLimit.ts';
import { requestBodyStructure } from './http/bodyStructure.ts';
import { resolveConfig } from './config.ts';
import type { GatewayConfig, GatewayOptions } from './config.ts';
import type { AppEnv, GatewayDeps } from './context.ts';
import { migrate, openDatabase } from './db/index.ts';
import { RETRY_AFTER_SECONDS, unavailableDatabase } from './db/availability.ts';
import type { QueryListener } from './db/index.ts';
import type { DatabaseHandle, DatabaseKind } from './db/index.ts';
import { setAnswerHeader } from './http/answerHeaders.ts';
import { isGatewayError, notFound } from './http/errors.ts';
import type { GatewayError } from './http/errors.ts';
import { escapeHtml, htmlPage } from './http/html.ts';
import { createLogger } from './http/logger.ts';
import { addListeningPort } from './http/hosts.ts';
import { hostCheck } from './http/origins.ts';
import type { LogSink } from './http/logger.ts';
import { baseSecurityHeaders, setPageSecurityHeaders } from './http/security.ts';
import { acceptsGzip, hasWebApp, staticFileFor } from './http/staticFiles.ts';
import { messages } from './messages.ts';
import { attachRealtime, createRealtimeBus } from './realtime/index.ts';
import { databaseError } from './layer/writes.ts';
import { registerResources } from './resources/index.ts';
import { seedDemo } from './seed/index.ts';
import type { DemoSeed } from './seed/index.ts';

export type { GatewayConfig, GatewayOptions } from './config.ts';

/** A listening gateway. */
export interface ListeningGateway {
  /** `http://<host>:<port>` (127.0.0.1 when bound to every interface). */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** The gateway. */
export interface Gateway {
  app: Hono<AppEnv>;
  deps: GatewayDeps;
  database: DatabaseHandle;
  /** The demo ids when this start seeded the database; undefined when it already had data. */
  seed: DemoSeed | undefined;
  /** Requests being handled right now. */
  inFlight(): number;
  listen(port?: number): Promise<ListeningGateway>;
  /** Graceful: stops accepting, waits for requests in flight, closes realtime, bus and database. */
  close(): Promise<void>;
}

/** Extra knobs for tests (not part of the configuration). */
export interface GatewayInternals {
  /** Where JSON log lines go (default stdout). */
  logSink?: LogSink;
  /** How long `close()` waits for requests in flight before cutting them (default 10 s). */
  drainTimeoutMs?: number;
  /**
   * In-memory PGlite only: start from a dump of an already migrated and seeded database (see
   * test/support/gateway.ts) and report `seed` as the ids of that seed.
   */
  template?: { snapshot: Blob; seed: DemoSeed };
  /** Called with every statement the database executes (`OpenDatabaseOptions.onQuery`). */
  onQuery?: QueryListener;
}

/** An arbitrary constant shared by every instance: "portineria demo seed". */
const SEED_LOCK_KEY = 7_120_500_402;

/** Seeds the demo data when the database has no user yet (safe when two instances start together). */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  now: () => Date,
): Promise<DemoSeed | undefined> {
  return handle.db.connection().execute(async (connection) => {
    // Waiting while another instance seeds, and seeding, may outlast the statement timeout.
    await sql`set statement_timeout = 0`.execute(connection);
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(connection);
    try {
      const { rows } = await sql<{ count: number }>`select count(*) as count from users`.execute(
        connection,
      );
      if ((rows[0]?.count ?? 0) > 0) return undefined;
      return await seedDemo(connection, { now: now() });
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(connection);
      // The connection goes back to the pool with the gateway's own timeout.
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

function apiNotFound(): GatewayError {
  return notFound(messages.routeNotFound);
}

function homePage(): string {
  return htmlPage({
    title: messages.homeTitle,
    body: `<main>
<h1>${escapeHtml(messages.homeTitle)}</h1>
<p>${escapeHtml(messages.homeText)}</p>
<p><a class="button" href="/auth/login">${escapeHtml(messages.homeLogin)}</a></p>
<p><a href="/health">${escapeHtml(messages.homeHealth)}</a></p>
</main>`,
  });
}

/** The Hono app over ready dependencies (exported for tests that need no socket). */
export function buildApp(
  deps: GatewayDeps,
  kind: DatabaseKind,
  ping: () => Promise<void>,
  tracker: { started(): void; finished(): void },
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const startedAt = performance.now();
    const requestId = randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    tracker.started();
    try {
      await next();
    } finally {
      tracker.finished();
      setAnswerHeader(c, 'X-Request-Id', requestId);
      const scope = c.get('scope');
      const user = c.get('user');
      deps.log.info('request', {
        requestId,
        method: c.req.method,
        // The path only: a query string could carry anything, and tokens never belong in logs.
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
        userId: user?.id ?? null,
        profileId: scope?.profile.profile_id ?? null,
      });
    }
  });
  app.use('*', baseSecurityHeaders);
  // DNS rebinding: nothing runs for a Host the gateway is not configured for (./http/origins.ts).
  app.use('*', hostCheck);
  // One user's data: no cache may keep an API answer (an endpoint may set its own policy).
  app.use('/api/*', async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.includes('json') && !c.res.headers.has('cache-control')) {
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    }
  });
  // The login service reads no more than the API does (a 100 MB form grew memory by 700 MB).
  app.use('/auth/*', jsonBodyLimit);

  // A web app on another origin (APP_ORIGIN, e.g. a Vite dev server) may call the API and get its
  // token; no other origin may. Same-origin deployments need none of this.
  const appOrigin = deps.config.appOrigin;
  if (appOrigin) {
    const allowApp = cors({
      origin: (origin) => (origin === appOrigin ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', PROFILE_HEADER, GRANTS_HEADER_NAME],
      exposeHeaders: ['x-request-id', 'retry-after'],
      credentials: true,
      maxAge: 600,
    });
    app.use('/api/*', allowApp);
    app.use('/auth/token', allowApp);
    app.use('/auth/logout', allowApp);
  }

  app.onError((error, c) => {
    if (isGatewayError(error)) {
      const answer = refusalAfterGrantsChange(
        error,
        c.get('scope'),
        c.req.header(GRANTS_HEADER_NAME),
      );
      // A spent budget (429) says when it frees a slot, in the header every HTTP client reads.
      if (answer.retryAfterSeconds !== undefined) {
        c.header('retry-after', String(answer.retryAfterSeconds));
      }
      return c.json(answer.toBody(), answer.status);
    }
    // PostgreSQL down or restarting, the pool's wait run out, a statement cut by the timeout:
    // the server's situation, answered 503 so that clients retry (src/db/availability.ts).
    const unavailable = unavailableDatabase(error);
    if (unavailable) {
      deps.log.warn('database unavailable', {
        requestId: c.get('requestId'),
        path: c.req.path,
        code: unavailable.code,
      });
      c.header('retry-after', String(RETRY_AFTER_SECONDS));
      return c.json(unavailable.toBody(), unavailable.status);
    }
    // The last resort of a handler that wrote without the layer's runWrite: a value the database
    // refuses is still the client's error (./layer/writes.ts), never a 500.
    const refused = databaseError(undefined, error, c.req.method === 'DELETE');
    if (isGatewayError(refused)) {
      deps.log.warn('database refused a value', {
        requestId: c.get('requestId'),
        path: c.req.path,
        code: (error as { code?: unknown }).code,
      });
      return c.json(refused.toBody(), refused.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status;
      const code = status === 404 ? 'NOT_FOUND' : 'INVALID_QUERY';
      return c.json({ error_code: code, message: messages.invalidQuery }, status);
    }
    deps.log.error('unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return c.json({ error_code: 'INTERNAL', message: messages.internal }, 500);
  });

  // Liveness, for a load balancer: the process answers, whatever the database does. A balancer
  // that checked /health (readiness) took every instance out during a PostgreSQL outage longer
  // than its failed checks, and answered its own bare 503 instead of the gateways' Italian
  // DATABASE_UNAVAILABLE with Retry-After (README "Faults").
  app.get('/health/live', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' });
  });

  app.get('/health', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      await ping();
      return c.json({ status: 'ok', database: kind });
    } catch {
      return c.json({ status: 'unavailable', database: kind }, 503);
    }
  });

  app.get('/version.json', (c) => {
    c.header('cache-control', 'no-store');
    const { version, buildTime, errorReporting } = deps.config;
    // The web app's runtime configuration too: error reporting (000 §8) only when a DSN is set.
    return c.json({
      version,
      buildTime,
      ...(errorReporting
        ? {
            errorReporting: {
              dsn: errorReporting.dsn,
              ...(errorReporting.environment ? { environment: errorReporting.environment } : {}),
            },
          }
        : {}),
    });
  });

  registerAuthRoutes(app);
  // Before the web app's fallback: the public building pages are the gateway's own HTML.
  registerPublicBuildingPage(app);
  registerTestHooks(app, deps.config.testHooks);

  const api = new Hono<AppEnv>();
  api.use('*', requestBodyLimit);
  api.use('*', requireScope);
  api.use('*', requestBodyStructure);
  registerPlatformRoutes(api);
  registerResources(api);
  app.route('/api/v2', api);

  app.all('/api/*', () => {
    throw apiNotFound();
  });
  app.all('/api', () => {
    throw apiNotFound();
  });

  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/auth/') || path === '/auth') return c.notFound();
    const file = staticFileFor(deps.config.webDist, path);
    if (file) {
      c.header('content-type', file.contentType);
      c.header('cache-control', file.cacheControl);
      if (file.gzipped) {
        c.header('vary', 'Accept-Encoding');
        if (acceptsGzip(c.req.header('accept-encoding'))) {
          c.header('content-encoding', 'gzip');
          return c.body(file.gzipped as Uint8Array<ArrayBuffer>);
        }
      }
      return c.body(file.body as Uint8Array<ArrayBuffer>);
    }
    if (path === '/' && !hasWebApp(deps.config.webDist)) {
      setPageSecurityHeaders(c);
      return c.html(homePage());
    }
    return c.notFound();
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return c.json(apiNotFound().toBody(), 404);
    }
    return c.text('Pagina non trovata.', 404);
  });

  return app;
}

/** Opens everything and returns the gateway (not yet listening). */
export async function createGateway(
  options: GatewayOptions = {},
  internals: GatewayInternals = {},
): Promise<Gateway> {
  const config: GatewayConfig = resolveConfig(options);
  const log = createLogger(config.log, internals.logSink);
  const now = options.now ?? (() => new Date());
  const template =
    config.dataDir === 'memory' && !config.databaseUrl ? internals.template : undefined;
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    poolWaitMs: config.databasePoolWaitMs,
    snapshot: template?.snapshot,
    onQuery: internals.onQuery,
  });
  let bus: GatewayDeps['bus'] | undefined;
  try {
    const migrations = await migrate(database.db);
    if (migrations.applied.length > 0)
      log.info('migrations applied', { files: migrations.applied });
    const seed =
      config.seed === 'demo' ? ((await seedIfEmpty(database, now)) ?? template?.seed) : undefined;
    if (seed) log.info('demo data seeded');
    bus = await createRealtimeBus(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {});
    const deps: GatewayDeps = { db: database.db, bus, config, log, now };

    let active = 0;
    let drained: (() => void) | undefined;
    const tracker = {
      started: () => {
        active += 1;
      },
      finished: () => {
        active -= 1;
        if (active === 0) drained?.();
      },
    };
    const app = buildApp(deps, database.kind, database.ping, tracker);
    const listening: ListeningGateway[] = [];
    let closing: Promise<void> | undefined;

    const waitForDrain = (timeoutMs: number): Promise<void> =>
      new Promise((resolveDrain) => {
        if (active === 0) {
          resolveDrain();
          return;
        }
        const timer = setTimeout(resolveDrain, timeoutMs);
        drained = () => {
          clearTimeout(timer);
          resolveDrain();
        };
      });

    const gateway: Gateway = {
      app,
      deps,
      database,
      seed,
      inFlight: () => active,
      async listen(port = config.port) {
        const server = await new Promise<Server>((resolveServer, rejectServer) => {
          const created = serve({ fetch: app.fetch, port, hostname: config.host }, () =>
            resolveServer(created as Server),
          ) as Server;
          created.once('error', rejectServer);
        });
        const address = server.address() as AddressInfo;
        addListeningPort(config, address.port);
        const realtime = attachRealtime(server, deps);
        const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
        const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
        let stopped: Promise<void> | undefined;
        const entry: ListeningGateway = {
          url,
          port: address.port,
          server,
          close() {
            stopped ??= (async () => {
              const serverClosed = new Promise<void>((resolveClose) =>
                server.close(() => resolveClose()),
              );
              server.closeIdleConnections();
              await waitForDrain(internals.drainTimeoutMs ?? 10_000);
              await realtime.close();
              server.closeAllConnections();
              await serverClosed;
            })();
            return stopped;
          },
        };
        listening.push(entry);
        return entry;
      },
      close() {
        closing ??= (async () => {
          await Promise.all(listening.map((entry) => entry.close()));
          await waitForDrain(internals.drainTimeoutMs ?? 10_000);
          await deps.bus.close();
          await database.close();
        })();
        return closing;
      },
    };
    return gateway;
  } catch (error) {
    await bus?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
