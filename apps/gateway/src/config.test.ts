import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedSecret, REPOSITORY_ROOT, resolveConfig } from './config.ts';

const temporary: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'portineria-config-'));
  temporary.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of temporary.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('resolveConfig', () => {
  it('defaults: port 8080, <repo>/.data, apps/web/dist, JSON logs, demo seed', () => {
    const dataDir = temporaryDirectory();
    const config = resolveConfig({}, { DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 10_000,
      databasePoolWaitMs: 5_000,
      webDist: join(REPOSITORY_ROOT, 'apps/web/dist'),
      log: 'json',
      seed: 'demo',
      appOrigin: undefined,
    });
    expect(resolveConfig({ dataDir: 'memory' }, {}).dataDir).toBe('memory');
    // 000 §9: the client version the gateway serves in /version.json.
    expect(resolveConfig({ dataDir: 'memory', secret: 'x'.repeat(40) }, {}).version).toBe('2.22.4');
  });

  it('reads PORT, HOST, DATABASE_URL, GATEWAY_SECRET, APP_ORIGIN, WEB_DIST and LOG', () => {
    const config = resolveConfig(
      {},
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: temporaryDirectory(),
        DATABASE_URL: 'postgres://localhost/portineria',
        DATABASE_POOL_SIZE: '4',
        DATABASE_STATEMENT_TIMEOUT_MS: '2500',
        DATABASE_POOL_WAIT_MS: '800',
        GATEWAY_SECRET: 'environment-secret',
        APP_ORIGIN: 'http://localhost:5173/some/path',
        WEB_DIST: '/srv/web',
        LOG: 'silent',
      },
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://localhost/portineria',
      databasePoolSize: 4,
      databaseStatementTimeoutMs: 2500,
      databasePoolWaitMs: 800,
      secret: 'environment-secret',
      appOrigin: 'http://localhost:5173',
      webDist: '/srv/web',
      log: 'silent',
    });
  });

  it('lets explicit options win over the environment', () => {
    const config = resolveConfig(
      { port: 0, secret: 'option-secret', log: 'json' },
      { PORT: '9090', GATEWAY_SECRET: 'env', LOG: 'silent', DATA_DIR: temporaryDirectory() },
    );
    expect(config.port).toBe(0);
    expect(config.secret).toBe('option-secret');
    expect(config.log).toBe('json');
  });

  it('refuses an invalid PORT, DATABASE_POOL_SIZE and a non-http APP_ORIGIN', () => {
    expect(() => resolveConfig({ dataDir: 'memory' }, { PORT: 'abc' })).toThrow(/PORT/);
    for (const size of ['0', '101', '2.5', 'molti']) {
      expect(() => resolveConfig({ dataDir: 'memory' }, { DATABASE_POOL_SIZE: size })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
    }
    expect(() =>
      resolveConfig({ dataDir: 'memory' }, { APP_ORIGIN: 'javascript:alert(1)' }),
    ).toThrow(/APP_ORIGIN/);
  });

  it('refuses a statement timeout or a pool wait outside 100 ms – 10 minutes', () => {
    for (const milliseconds of ['0', '99', '600001', '1.5', 'sempre']) {
      expect(() =>
        resolveConfig({ dataDir: 'memory' }, { DATABASE_STATEMENT_TIMEOUT_MS: milliseconds }),
      ).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
      expect(() =>
        resolveConfig({ dataDir: 'memory' }, { DATABASE_POOL_WAIT_MS: milliseconds }),
      ).toThrow(/DATABASE_POOL_WAIT_MS/);
    }
  });
});

describe('persistedSecret', () => {
  it('creates a random secret in <dataDir>/secret with mode 0600 and reuses it', () => {
    const dataDir = join(temporaryDirectory(), 'fresh');
    const first = persistedSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    expect(persistedSecret(dataDir)).toBe(first);
  });

  it('gives every in-memory gateway its own secret', () => {
    expect(persistedSecret('memory')).not.toBe(persistedSecret('memory'));
  });
});
