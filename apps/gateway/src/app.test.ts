/**
 * The app shell: health, version, error shapes, security headers, static serving, structured
 * logs without tokens, and graceful shutdown (durability of an acknowledged write, draining of
 * requests in flight). One gateway on a real data dir, restarted on the same dir at the end.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { PostgresPool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/support/gateway.ts';
import { buildApp, createGateway } from './app.ts';
import type { Gateway } from './app.ts';
import { signToken } from './auth/tokens.ts';
import type { GatewayDeps } from './context.ts';
import { createLogger } from './http/logger.ts';

const base = mkdtempSync(join(tmpdir(), 'portineria-app-'));
const dataDir = join(base, 'data');
const missingWebDist = join(base, 'no-web-build');
const logLines: string[] = [];
let gateway: Gateway;
let url = '';

const noTracking = { started: () => undefined, finished: () => undefined };

beforeAll(async () => {
  gateway = await createGateway(
    { dataDir, log: 'json', webDist: missingWebDist, port: 0 },
    { logSink: (line) => logLines.push(line) },
  );
  url = (await gateway.listen(0)).url;
});
afterAll(async () => {
  await gateway.close();
  rmSync(base, { recursive: true, force: true });
});

describe('health and version', () => {
  it('GET /health pings the database', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('GET /version.json gives the package version and the build time', async () => {
    const body = (await (await fetch(`${url}/version.json`)).json()) as {
      version: string;
      buildTime: string;
    };
    expect(body.version).toBe(gateway.deps.config.version);
    expect(Number.isNaN(Date.parse(body.buildTime))).toBe(false);
  });
});

describe('errors and headers', () => {
  it('answers unknown /api paths with a JSON 404 NOT_FOUND', async () => {
    for (const path of ['/api/v1/orders', '/api', '/api/whatever/deep']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    }
    const { headers } = await signInAs(url, gateway.seed?.accounts.giulia.email ?? '', 'ORG');
    const unknown = await fetch(`${url}/api/v2/no-such-resource`, { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error_code: 'NOT_FOUND',
      message: 'Indirizzo API sconosciuto.',
    });
  });

  it('sets nosniff, a referrer policy and a request id on every answer', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns an unexpected failure into 500 INTERNAL without leaking SQL or stack', async () => {
    const failingPool: PostgresPool = {
      options: {},
      connect: () =>
        Promise.reject(
          new Error('relation "users" does not exist: select secret_column from users'),
        ),
      end: () => Promise.resolve(),
    };
    const lines: string[] = [];
    const deps: GatewayDeps = {
      ...gateway.deps,
      db: new Kysely({ dialect: new PostgresDialect({ pool: failingPool }) }),
      log: createLogger('json', (line) => lines.push(line)),
    };
    const app = buildApp(deps, 'pglite', () => Promise.reject(new Error('down')), noTracking);
    const { token } = await signToken(
      deps.config.secret,
      'api',
      { id: 1, email: 'a@b.it', displayName: 'A' },
      new Date(),
    );
    const response = await app.request('http://localhost/api/v2/users/auth/profiles', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error_code: 'INTERNAL',
      message: 'Si è verificato un errore interno. Riprova più tardi.',
    });
    expect(text).not.toContain('secret_column');
    expect(lines.some((line) => line.includes('"level":"error"'))).toBe(true);
    const health = await app.request('http://localhost/health');
    expect(health.status).toBe(503);
  });

  it('GET /health/live answers 200 while the database is down, as the balancer checks it (README "Faults")', async () => {
    const app = buildApp(
      gateway.deps,
      'postgres',
      () => Promise.reject(new Error('down')),
      noTracking,
    );
    const live = await app.request('http://localhost/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await app.request('http://localhost/health');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'postgres' });
  });
});

describe('cross-origin app (APP_ORIGIN)', () => {
  it('answers the app origin’s preflight with CORS headers and nobody else’s', async () => {
    const app = buildApp(
      { ...gateway.deps, config: { ...gateway.deps.config, appOrigin: 'http://localhost:5173' } },
      'pglite',
      gateway.database.ping,
      noTracking,
    );
    const preflight = (origin: string) =>
      app.request('http://localhost:8080/api/v2/orders/search', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-portineria-profile',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-portineria-profile');
    const refused = await preflight('http://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const sameOriginGateway = await fetch(`${url}/api/v2/orders/search`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(sameOriginGateway.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('static serving', () => {
  it('without a web build, / is a short Italian page pointing to the demo login and the build command', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/auth/login"');
    expect(html).toContain('pnpm --filter @portineria/web build');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${url}/ORG/dashboard`)).status).toBe(404);
  });

  it('with a web build, serves its files and index.html for app routes, never for /api or /auth', async () => {
    const webDist = join(base, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'main-abc.js'), 'export {}');
    const app = buildApp(
      { ...gateway.deps, config: { ...gateway.deps.config, webDist } },
      'pglite',
      gateway.database.ping,
      noTracking,
    );
    const route = await app.request('http://localhost/ORG/OPR/orders/service');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const root = await app.request('http://localhost/');
    expect(await root.text()).toContain('<div id="root">');
    const asset = await app.request('http://localhost/assets/main-abc.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const api = await app.request('http://localhost/api/v2/nothing');
    expect(api.status).toBe(401);
    const auth = await app.request('http://localhost/auth/nothing');
    expect(auth.status).toBe(404);
    expect(await auth.text()).not.toContain('<div id="root">');
  });
});

describe('structured logs', () => {
  it('logs one JSON line per request with id, method, path, status, ms, user and profile — never a token', async () => {
    const email = gateway.seed?.accounts.giulia.email ?? '';
    const signedIn = await signInAs(url, email, 'ORG');
    await fetch(
      `${url}/api/v2/permissions/check?path=${encodeURIComponent('/ORG/dashboard')}&token=${signedIn.token}`,
      {
        headers: signedIn.headers,
      },
    );
    const records = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const check = records.find((record) => record.path === '/api/v2/permissions/check');
    expect(check).toMatchObject({
      level: 'info',
      method: 'GET',
      status: 404,
      userId: signedIn.user.id,
      profileId: signedIn.profileUid.split(':')[2],
    });
    expect(typeof check?.ms).toBe('number');
    expect(typeof check?.requestId).toBe('string');
    expect(typeof check?.time).toBe('string');
    const cookieValue = signedIn.cookie.split('=')[1] ?? '';
    for (const line of logLines) {
      expect(line).not.toContain(signedIn.token);
      expect(line).not.toContain(cookieValue);
      expect(line).not.toContain('token=');
    }
  });
});

describe('graceful shutdown', () => {
  let writtenId = 0;
  let writerEmail = '';

  it('waits for a request in flight before closing the database', async () => {
    writerEmail = gateway.seed?.accounts.luca.email ?? '';
    const luca = await signInAs(url, writerEmail, 'ORG');
    // A write acknowledged (201) through the API right before the shutdown starts.
    const created = await fetch(`${url}/api/v2/notifications`, {
      method: 'POST',
      headers: luca.headers,
      body: JSON.stringify({
        notificationType: 'NOTICE_NEW',
        entityIDs: [],
        title: 'Scritto prima dello spegnimento',
      }),
    });
    expect(created.status).toBe(201);
    writtenId = ((await created.json()) as { data: { id: number } }).data.id;
    // Hold the single PGlite connection so the request below stays in flight: it reads the
    // notification from the database (the request scope itself may come from the shared scope
    // reads of src/authz/scopeCache.ts, which need no query).
    let release!: () => void;
    const held = new Promise<void>((resolveHeld) => {
      release = resolveHeld;
    });
    const holding = gateway.database.db.connection().execute(() => held);
    const inFlight = fetch(`${url}/api/v2/notifications/${String(writtenId)}`, {
      headers: luca.headers,
    });
    await expect.poll(() => gateway.inFlight()).toBe(1);
    let closed = false;
    const closing = gateway.close().then(() => {
      closed = true;
    });
    await new Promise((resolveLater) => setTimeout(resolveLater, 100));
    expect(closed).toBe(false);
    release();
    await holding;
    const response = await inFlight;
    expect(response.status).toBe(200);
    await closing;
    expect(closed).toBe(true);
  });

  it('keeps an acknowledged write after a restart on the same data dir (no reseed)', async () => {
    gateway = await createGateway({ dataDir, log: 'silent', webDist: missingWebDist });
    expect(gateway.seed).toBeUndefined();
    url = (await gateway.listen(0)).url;
    const luca = await signInAs(url, writerEmail, 'ORG');
    const readBack = await fetch(`${url}/api/v2/notifications/${writtenId}`, {
      headers: luca.headers,
    });
    expect(readBack.status).toBe(200);
    expect(((await readBack.json()) as { data: { title: string } }).data.title).toBe(
      'Scritto prima dello spegnimento',
    );
  });
});
