/**
 * API answers are never stored by a cache (they carry one user's data), the web app's CSP names
 * the configured origins rather than whatever the Host header says, and a contact's web address
 * is never stored as a `javascript:` link the app would render.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startConfiguredGateway, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';
import { rawRequest } from '../support/rawHttp.ts';

let gateway: TestGateway;
let giulia: ActingAs;
let webDist = '';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portineria-web-'));
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  gateway = await startTestGateway({ webDist });
  giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
});
afterAll(async () => {
  await gateway.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('Cache-Control: no-store on API JSON answers', () => {
  it('on lists, records, counts, errors and refusals', async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/api/v2/buildings/search`, {
        method: 'POST',
        headers: giulia.headers,
        body: '{}',
      }),
      fetch(`${gateway.url}/api/v2/buildings/search/count`, {
        method: 'POST',
        headers: giulia.headers,
        body: '{}',
      }),
      fetch(`${gateway.url}/api/v2/users/auth/profiles`, { headers: giulia.headers }),
      fetch(`${gateway.url}/api/v2/buildings/999999`, { headers: giulia.headers }),
      fetch(`${gateway.url}/api/v2/users/auth/profiles`),
      fetch(`${gateway.url}/api/v2/nothing-here`, { headers: giulia.headers }),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type'), answer.url).toContain('application/json');
      expect(answer.headers.get('cache-control'), `${answer.url} ${answer.status}`).toBe(
        'no-store',
      );
    }
  });
});

describe('the web app’s CSP comes from the configuration', () => {
  it('connect-src names the configured origins, the same whatever loopback Host the request used', async () => {
    const port = new URL(gateway.url).port;
    const policies: string[] = [];
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await rawRequest(gateway.url, { path: '/ORG/dashboard', headers: { host } });
      expect(answer.status).toBe(200);
      policies.push(String(answer.headers['content-security-policy']));
    }
    expect(policies[0]).toBe(policies[1]);
    const connect = (policies[0] ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('connect-src'));
    // No [::1]: an IPv6 literal is no CSP source (Chromium reports it invalid on every page).
    expect(connect).toBe(`connect-src 'self' ws://localhost:${port} ws://127.0.0.1:${port}`);
  });

  it('uses wss: for a configured https origin', async () => {
    const published = await startConfiguredGateway({
      webDist,
      publicOrigin: 'https://portineria.example',
    });
    try {
      const answer = await rawRequest(published.url, {
        path: '/ORG/dashboard',
        headers: { host: 'portineria.example' },
      });
      expect(String(answer.headers['content-security-policy'])).toContain(
        'wss://portineria.example',
      );
    } finally {
      await published.close();
    }
  });
});

describe('a contact’s web address', () => {
  async function contactId(): Promise<number> {
    const answer = await fetch(`${gateway.url}/api/v2/contacts/search`, {
      method: 'POST',
      headers: giulia.headers,
      body: JSON.stringify({ limit: 1 }),
    });
    return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
  }

  it('refuses javascript:, data: and scheme-less addresses at write time, naming the field', async () => {
    const id = await contactId();
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const answer = await fetch(`${gateway.url}/api/v2/contacts/${id}`, {
        method: 'PATCH',
        headers: giulia.headers,
        body: JSON.stringify({ url }),
      });
      expect(answer.status, url).toBe(400);
      const body = (await answer.json()) as { error: { field: string; message: string }[] };
      expect(body.error).toContainEqual({
        field: 'url',
        message: 'Il campo Sito web deve essere un indirizzo web che inizia con http:// o https://',
      });
    }
    const created = await fetch(`${gateway.url}/api/v2/contacts`, {
      method: 'POST',
      headers: giulia.headers,
      body: JSON.stringify({
        isPerson: true,
        firstname: 'Ada',
        lastname: 'Neri',
        url: 'javascript:alert(1)',
      }),
    });
    expect(created.status).toBe(400);
  });

  it('stores an https address', async () => {
    const id = await contactId();
    // A registry edit carries the version it was read at (DECISIONS.md "Deleting a registry
    // record in use" 4).
    const read = await fetch(`${gateway.url}/api/v2/contacts/${id}`, { headers: giulia.headers });
    const { data } = (await read.json()) as { data: { updatedAt: string } };
    const answer = await fetch(`${gateway.url}/api/v2/contacts/${id}`, {
      method: 'PATCH',
      headers: giulia.headers,
      body: JSON.stringify({
        url: 'https://www.studiorossi.example/contatti',
        version: data.updatedAt,
      }),
    });
    expect(answer.status).toBe(200);
    const stored = (await answer.json()) as { data: { url: string } };
    expect(stored.data.url).toBe('https://www.studiorossi.example/contatti');
  });
});
