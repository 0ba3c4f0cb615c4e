import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './errors.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { createLogger } from './logger.ts';
import { acceptsGzip, hasWebApp, staticFileFor } from './staticFiles.ts';

describe('GatewayError', () => {
  it('carries status, code, Italian message and optional detail into the wire body', () => {
    const plain = new GatewayError(404, 'NOT_FOUND', 'Elemento non trovato.');
    expect(plain.toBody()).toEqual({ error_code: 'NOT_FOUND', message: 'Elemento non trovato.' });
    const detailed = new GatewayError(400, 'VALIDATION_FAILED', 'Dati non validi.', [
      { field: 'name', message: 'Il campo Nome è obbligatorio' },
    ]);
    expect(detailed.status).toBe(400);
    expect(detailed.toBody()).toEqual({
      error_code: 'VALIDATION_FAILED',
      message: 'Dati non validi.',
      error: [{ field: 'name', message: 'Il campo Nome è obbligatorio' }],
    });
  });
});

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&\``)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;&#96;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });

  it('builds pages without inline script, in Italian', () => {
    const page = htmlPage({
      title: 'Titolo <b>',
      body: '<p>ok</p>',
      scripts: ['/auth/assets/x.js'],
    });
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('<title>Titolo &lt;b&gt;</title>');
    expect(page).toContain('<script src="/auth/assets/x.js" defer></script>');
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
  });
});

describe('createLogger', () => {
  it('writes one JSON object per line with time and level, and nothing when silent', () => {
    const lines: string[] = [];
    createLogger('json', (line) => lines.push(line)).info('request', { status: 200 });
    createLogger('silent', (line) => lines.push(line)).error('ignored');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(record).toMatchObject({ level: 'info', message: 'request', status: 200 });
    expect(typeof record.time).toBe('string');
  });
});

describe('staticFileFor', () => {
  let webDist = '';
  let outside = '';
  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'portineria-static-'));
    webDist = join(base, 'dist');
    outside = base;
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(base, 'secret.txt'), 'do not serve');
  });
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it('serves a file with its content type, long cache for hashed assets', () => {
    const file = staticFileFor(webDist, '/assets/app-1234.js');
    expect(file?.contentType).toBe('text/javascript; charset=utf-8');
    expect(file?.cacheControl).toContain('immutable');
    expect(Buffer.from(file?.body ?? []).toString()).toBe('console.log(1)');
  });

  it('falls back to index.html for app routes, never cached', () => {
    const file = staticFileFor(webDist, '/ORG/OPR/orders/service');
    expect(Buffer.from(file?.body ?? []).toString()).toContain('<title>app</title>');
    expect(file?.cacheControl).toBe('no-cache');
    expect(staticFileFor(webDist, '/buildings.html')?.contentType).toBe('text/html; charset=utf-8');
  });

  it('answers nothing for a missing asset and never leaves the folder', () => {
    expect(staticFileFor(webDist, '/assets/missing.js')).toBeUndefined();
    expect(staticFileFor(webDist, '/../secret.txt')).toBeUndefined();
    expect(staticFileFor(webDist, '/%2e%2e/secret.txt')).toBeUndefined();
  });

  it('gzips text assets once and reads a rebuilt index.html again', () => {
    const file = staticFileFor(webDist, '/assets/app-1234.js');
    expect(gunzipSync(file?.gzipped ?? new Uint8Array()).toString()).toBe('console.log(1)');
    expect(staticFileFor(webDist, '/assets/app-1234.js')).toBe(file);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app, rebuilt</title>');
    expect(Buffer.from(staticFileFor(webDist, '/')?.body ?? []).toString()).toContain('rebuilt');
  });

  it('reads Accept-Encoding: gzip unless refused with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('knows whether a build is present', () => {
    expect(hasWebApp(webDist)).toBe(true);
    expect(hasWebApp(join(outside, 'nothing'))).toBe(false);
    expect(staticFileFor(join(outside, 'nothing'), '/ORG/dashboard')).toBeUndefined();
  });
});
