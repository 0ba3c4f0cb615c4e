/**
 * The security headers of the web app served by the gateway ("Content Security
 * Policy and frame-ancestors sent by the server of npm start; no inline scripts"): its files and
 * the SPA fallback carry the web app's CSP; the API and the login service keep their own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let webDist: string;

/** The CSP directives of an answer: name → its source list. */
function directives(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portineria-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(webDist, 'assets', 'index-abc.css'), 'body { margin: 0; }');
  gateway = await startTestGateway({ webDist });
});

afterAll(async () => {
  await gateway?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app served by the gateway', () => {
  for (const path of ['/', '/ORG/dashboard', '/USR/COM/notices/mod/3', '/loading?skip=1']) {
    it(`${path} answers the app with the web app's CSP`, async () => {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
      const csp = directives(response);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // The configured origins' sockets (the loopback names on the gateway's port), never the
      // request's Host header; no [::1], which has no CSP source syntax ('self' covers it).
      const port = new URL(gateway.url).port;
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        `ws://localhost:${port}`,
        `ws://127.0.0.1:${port}`,
      ]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    });
  }

  it('never allows inline or evaluated script anywhere in the policy', async () => {
    const response = await fetch(`${gateway.url}/SPL/dashboard`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const script = directives(response).get('script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain('*');
  });

  it('sends the same policy with the built files', async () => {
    for (const path of ['/assets/index-abc.js', '/assets/index-abc.css']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(directives(response).get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("leaves the login service's stricter page policy untouched", async () => {
    const response = await fetch(`${gateway.url}/auth/login`);
    expect(response.status).toBe(200);
    const csp = directives(response);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('does not put the web policy on API answers', async () => {
    const acting = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    const response = await fetch(`${gateway.url}/api/v2/users/auth/me`, {
      headers: acting.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("the web app's HTML entry has no inline script, so script-src 'self' is enough", () => {
    const entry = readFileSync(
      fileURLToPath(new URL('../../../web/index.html', import.meta.url)),
      'utf8',
    );
    const scripts = [...entry.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body?.trim()).toBe('');
    }
    expect(entry).not.toMatch(/\son[a-z]+=/i);
  });
});
