/**
 * DNS rebinding: a page on rebind.evil.example whose name the attacker re-points at 127.0.0.1
 * reaches the gateway with `Host: rebind.evil.example` and its own Origin, which a same-origin
 * check built on the Host header would accept. The gateway answers only under the hosts it is
 * configured for (locally: localhost, 127.0.0.1 and [::1] on its port), before anything else runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, startConfiguredGateway, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { rawRequest } from '../support/rawHttp.ts';

let gateway: TestGateway;
let port = 0;
const evil = () => `rebind.evil.example:${port}`;

beforeAll(async () => {
  gateway = await startTestGateway();
  port = Number(new URL(gateway.url).port);
});
afterAll(() => gateway.close());

function loginUnder(host: string, origin: string) {
  return rawRequest(gateway.url, {
    method: 'POST',
    path: '/auth/login',
    headers: {
      host,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      email: gateway.seed.accounts.giulia.email,
      return_to: '/loading',
    }).toString(),
  });
}

describe('Host check (DNS rebinding)', () => {
  it('refuses a login under a foreign Host with a matching Origin, before any session exists', async () => {
    const answer = await loginUnder(evil(), `http://${evil()}`);
    expect(answer.status).toBe(421);
    expect(answer.cookies).toEqual([]);
    const body = JSON.parse(answer.text) as { error_code: string; message: string };
    expect(body.error_code).toBe('HOST_NOT_ALLOWED');
    expect(body.message).toContain('rebind.evil.example');
  });

  it('refuses every other path under a foreign Host, even with a valid token', async () => {
    const giulia = await signInAs(gateway.url, gateway.seed.accounts.giulia.email, 'ORG');
    for (const path of ['/api/v2/users/auth/profiles', '/health', '/auth/login', '/']) {
      const answer = await rawRequest(gateway.url, {
        path,
        headers: { host: evil(), authorization: giulia.headers.authorization ?? '' },
      });
      expect(answer.status, path).toBe(421);
      expect(answer.text, path).not.toContain('Giulia');
    }
  });

  it('refuses the realtime socket under a foreign Host', async () => {
    const answer = await rawRequest(gateway.url, {
      path: '/api/v2/realtime',
      headers: {
        host: evil(),
        origin: `http://${evil()}`,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(answer.status).toBe(421);
  });

  it('answers under localhost, 127.0.0.1 and [::1] on its own port, and no other port', async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `LOCALHOST:${port}`,
    ]) {
      const answer = await rawRequest(gateway.url, { path: '/health', headers: { host } });
      expect(answer.status, host).toBe(200);
    }
    for (const host of [
      `localhost:${port + 1}`,
      'localhost.evil.example',
      `127.0.0.1.nip.io:${port}`,
    ]) {
      const answer = await rawRequest(gateway.url, { path: '/health', headers: { host } });
      expect(answer.status, host).toBe(421);
    }
  });

  it('a login under an allowed Host still works and sets the session cookie', async () => {
    const answer = await loginUnder(`localhost:${port}`, `http://localhost:${port}`);
    expect(answer.status).toBe(303);
    expect(answer.cookies.some((cookie) => cookie.startsWith('portineria_sid='))).toBe(true);
  });
});

describe('Host check with a configured public origin', () => {
  let published: Awaited<ReturnType<typeof startConfiguredGateway>>;
  beforeAll(async () => {
    published = await startConfiguredGateway({ publicOrigin: 'https://portineria.example' });
  });
  afterAll(() => published.close());

  it('answers under the configured origin’s host and still refuses others', async () => {
    const ok = await rawRequest(published.url, {
      path: '/health',
      headers: { host: 'portineria.example' },
    });
    expect(ok.status).toBe(200);
    const refused = await rawRequest(published.url, {
      path: '/health',
      headers: { host: 'rebind.evil.example' },
    });
    expect(refused.status).toBe(421);
  });
});
