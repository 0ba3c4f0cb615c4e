/**
 * The web app's error reporting configuration (000 §8: off unless a DSN is configured): the
 * gateway serves the DSN in /version.json, and the web app's CSP lets the reports reach it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { startConfiguredGateway } from '../support/gateway.ts';

const DSN = 'https://public-key@errors.example.it/7';
let webDist: string;
let withDsn: { url: string; close: () => Promise<void> };
let withoutDsn: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portineria-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="it"><body></body></html>');
  withDsn = await startConfiguredGateway({
    webDist,
    errorReportingDsn: DSN,
    errorReportingEnvironment: 'production',
  });
  withoutDsn = await startConfiguredGateway({ webDist });
});
afterAll(async () => {
  await withDsn.close();
  await withoutDsn.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('error reporting configuration (000 §8)', () => {
  it('000 §8: without a DSN /version.json says nothing of error reporting, and the CSP adds no endpoint', async () => {
    const response = await fetch(`${withoutDsn.url}/version.json`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('errorReporting');
    const page = await fetch(`${withoutDsn.url}/ORG/dashboard`);
    expect(page.headers.get('content-security-policy')).not.toContain('errors.example.it');
  });

  it('000 §8: with a DSN /version.json carries it for the web app, and its CSP lets reports reach the endpoint', async () => {
    const body = (await (await fetch(`${withDsn.url}/version.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(body.errorReporting).toEqual({ dsn: DSN, environment: 'production' });
    const page = await fetch(`${withDsn.url}/ORG/dashboard`);
    const connect = (page.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('connect-src '));
    expect(connect?.split(/\s+/)).toContain('https://errors.example.it');
  });

  it('000 §8: ERROR_REPORTING_DSN configures it from the environment; a DSN that is not http(s) is refused', () => {
    const env = { DATA_DIR: undefined, ERROR_REPORTING_DSN: DSN };
    expect(resolveConfig({ dataDir: 'memory' }, env).errorReporting).toEqual({
      dsn: DSN,
      origin: 'https://errors.example.it',
    });
    expect(resolveConfig({ dataDir: 'memory' }, {}).errorReporting).toBeUndefined();
    expect(() =>
      resolveConfig({ dataDir: 'memory' }, { ERROR_REPORTING_DSN: 'javascript:alert(1)' }),
    ).toThrow(/ERROR_REPORTING_DSN/);
  });
});
