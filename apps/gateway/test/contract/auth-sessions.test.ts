/**
 * The stand-in login service's sessions: a logout ends the session on the server (the old cookie
 * mints no more tokens), and /auth reads no body larger than /api does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

function mintToken(cookie: string) {
  return fetch(`${gateway.url}/auth/token`, {
    method: 'POST',
    headers: { cookie, origin: gateway.url },
  });
}

function logout(cookie: string) {
  return fetch(`${gateway.url}/auth/logout`, {
    method: 'POST',
    headers: { cookie, origin: gateway.url },
  });
}

describe('logout revokes the session on the server', () => {
  it('the session cookie of a logged-out session mints no token, a parallel session still does', async () => {
    const email = gateway.seed.accounts.luca.email;
    const first = await signIn(gateway.url, email);
    const second = await signIn(gateway.url, email);
    expect((await mintToken(first.cookie)).status).toBe(200);

    expect((await logout(first.cookie)).status).toBe(204);

    const replayed = await mintToken(first.cookie);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ error_code: 'TOKEN_MISSING' });
    // Another browser of the same user keeps its own session.
    expect((await mintToken(second.cookie)).status).toBe(200);
  });

  it('the login page no longer greets a logged-out session, and the notifications page asks to sign in', async () => {
    const { cookie } = await signIn(gateway.url, gateway.seed.accounts.sara.email);
    await logout(cookie);
    const page = await fetch(`${gateway.url}/auth/login`, { headers: { cookie } });
    expect(await page.text()).not.toContain('Hai già effettuato l’accesso');
    const notifications = await fetch(`${gateway.url}/auth/notifications`, { headers: { cookie } });
    expect(notifications.status).toBe(401);
  });

  it('a cookie signed with the gateway secret but for no session opened by a login mints nothing', async () => {
    const { cookie } = await signIn(gateway.url, gateway.seed.accounts.giulia.email);
    const [name, value] = cookie.split('=');
    const payload = JSON.parse(
      Buffer.from((value ?? '').split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    // The session id is what ties the cookie to the server's record of the login.
    expect(typeof payload.sid).toBe('string');
    await logout(cookie);
    expect((await mintToken(`${name}=${value}`)).status).toBe(401);
  });
});

describe('/auth request bodies are limited like /api', () => {
  // Through the gateway's own fetch handler: over a socket the server answers 413 and closes the
  // connection while the client is still sending, which fetch reports as a network error.
  const post = (path: string, headers: Record<string, string>, body: BodyInit) =>
    gateway.gateway.app.request(path, {
      method: 'POST',
      headers: { origin: 'http://localhost', ...headers },
      body,
    });

  it('refuses a login form over 1 MB with 413, declared or streamed', async () => {
    const form = new URLSearchParams({
      email: gateway.seed.accounts.giulia.email,
      return_to: '/loading',
      padding: 'x'.repeat(2 * 1024 * 1024),
    }).toString();
    const declared = await post(
      '/auth/login',
      {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(form.length),
      },
      form,
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });

    const streamed = await post(
      '/auth/login',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new ReadableStream({
        start(controller) {
          for (let index = 0; index < 32; index += 1) {
            controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
          }
          controller.close();
        },
      }),
    );
    expect(streamed.status).toBe(413);
  });

  it('refuses an oversized multipart login and oversized token and logout bodies', async () => {
    const multipart = new FormData();
    multipart.set('email', gateway.seed.accounts.giulia.email);
    multipart.set('padding', 'x'.repeat(2 * 1024 * 1024));
    expect((await post('/auth/login', {}, multipart)).status).toBe(413);
    const big = 'x'.repeat(2 * 1024 * 1024);
    expect((await post('/auth/token', { 'content-type': 'text/plain' }, big)).status).toBe(413);
    expect((await post('/auth/logout', { 'content-type': 'text/plain' }, big)).status).toBe(413);
  });

  it('still accepts an ordinary login form', async () => {
    const answer = await post(
      '/auth/login',
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        email: gateway.seed.accounts.giulia.email,
        return_to: '/loading',
      }).toString(),
    );
    expect(answer.status).toBe(303);
  });
});
