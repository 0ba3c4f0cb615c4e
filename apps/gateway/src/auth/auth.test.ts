/**
 * The stand-in login service end to end over HTTP: login page, form login, session cookie,
 * bearer token, logout, return_to safety, CSRF (same-origin) checks and token errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestGateway } from '../../test/support/gateway.ts';
import type { TestGateway } from '../../test/support/gateway.ts';
import { signToken } from './tokens.ts';

let gateway: TestGateway;
let url = '';

beforeAll(async () => {
  gateway = await startTestGateway();
  url = gateway.url;
});
afterAll(() => gateway.close());

function loginForm(
  email: string,
  returnTo: string,
  headers: Record<string, string> = { origin: url },
) {
  return fetch(`${url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email, return_to: returnTo }).toString(),
  });
}

describe('GET /auth/login', () => {
  it('lists every demo account by name with role and company, in Italian, under a strict CSP', async () => {
    const response = await fetch(`${url}/auth/login?return_to=/ORG/dashboard`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Accedi a Portineria');
    for (const account of Object.values(gateway.seed.accounts)) {
      expect(html).toContain(account.displayName);
      expect(html).toContain(`value="${account.email}"`);
    }
    expect(html).toContain('Studio Rossi Amministrazioni');
    expect(html).toContain('Direzione');
    expect(html).toContain('name="return_to" value="/ORG/dashboard"');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).not.toMatch(/<script>/);
  });

  it('puts only a safe return path in the form', async () => {
    const html = await (await fetch(`${url}/auth/login?return_to=//evil.example/x`)).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain('name="return_to" value="/loading"');
  });
});

describe('POST /auth/login and POST /auth/token', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and 303-redirects to the safe return path', async () => {
    const giulia = gateway.seed.accounts.giulia;
    const response = await loginForm(giulia.email, '/ORG/OPR/orders/service?tab=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ORG/OPR/orders/service?tab=1');
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('portineria_sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=43200/);
  });

  it('hands the bearer token in the JSON body only, never in a URL or Location header', async () => {
    const giulia = gateway.seed.accounts.giulia;
    const login = await loginForm(giulia.email, '/loading');
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const response = await fetch(`${url}/auth/token`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: url },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      token: string;
      expiresAt: string;
      user: Record<string, unknown>;
    };
    expect(body.user).toEqual({
      id: giulia.userId,
      email: giulia.email,
      displayName: giulia.displayName,
    });
    expect(body.token.split('.')).toHaveLength(3);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(login.headers.get('location')).not.toContain(body.token);
    const profiles = await fetch(`${url}/api/v2/users/auth/profiles`, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profiles.status).toBe(200);
  });

  it('refuses unsafe return paths: they land on /loading', async () => {
    const email = gateway.seed.accounts.luca.email;
    for (const unsafe of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/ORG/../../x',
    ]) {
      const response = await loginForm(email, unsafe);
      expect(response.status, unsafe).toBe(303);
      expect(response.headers.get('location'), unsafe).toBe('/loading');
    }
  });

  it('refuses a cross-origin login or token request (CSRF)', async () => {
    const giulia = gateway.seed.accounts.giulia;
    const foreign = await loginForm(giulia.email, '/loading', { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    expect(((await foreign.json()) as { error_code: string }).error_code).toBe('FORBIDDEN');
    const crossSite = await loginForm(giulia.email, '/loading', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const anonymous = await loginForm(giulia.email, '/loading', {});
    expect(anonymous.status).toBe(403);
    const sameSite = await loginForm(giulia.email, '/loading', { 'sec-fetch-site': 'same-origin' });
    expect(sameSite.status).toBe(303);

    const { cookie } = await signIn(url, giulia.email);
    const stolen = await fetch(`${url}/auth/token`, {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.example' },
    });
    expect(stolen.status).toBe(403);
  });

  it('answers 400 with the login page for an unknown account', async () => {
    const response = await loginForm('nessuno@example.invalid', '/loading');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Account demo sconosciuto.');
  });

  it('answers 401 TOKEN_MISSING without a valid session cookie', async () => {
    const none = await fetch(`${url}/auth/token`, { method: 'POST', headers: { origin: url } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: 'TOKEN_MISSING' });
    const { cookie } = await signIn(url, gateway.seed.accounts.sara.email);
    const tampered = `${cookie.slice(0, -3)}abc`;
    const forged = await fetch(`${url}/auth/token`, {
      method: 'POST',
      headers: { cookie: tampered, origin: url },
    });
    expect(forged.status).toBe(401);
  });

  it('logs out: the cookie is cleared and the form is sent back to the login page', async () => {
    const { cookie } = await signIn(url, gateway.seed.accounts.paolo.email);
    const response = await fetch(`${url}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth/login');
    const cleared = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('portineria_sid='));
    expect(cleared).toMatch(/Max-Age=0/);
    const fetchLogout = await fetch(`${url}/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: url },
    });
    expect(fetchLogout.status).toBe(204);
  });
});

describe('bearer token errors on /api/v2', () => {
  it('answers 401 TOKEN_EXPIRED for an expired token and TOKEN_INVALID for a tampered one', async () => {
    const deps = gateway.gateway.deps;
    const giulia = gateway.seed.accounts.giulia;
    const user = { id: giulia.userId, email: giulia.email, displayName: giulia.displayName };
    const expired = await signToken(
      deps.config.secret,
      'api',
      user,
      new Date(Date.now() - 2 * 3600 * 1000),
    );
    const expiredAnswer = await fetch(`${url}/api/v2/users/auth/profiles`, {
      headers: { authorization: `Bearer ${expired.token}` },
    });
    expect(expiredAnswer.status).toBe(401);
    expect(await expiredAnswer.json()).toMatchObject({
      error_code: 'TOKEN_EXPIRED',
      message: expect.any(String),
    });

    const { token } = await signIn(url, giulia.email);
    const [header, payload, signature] = token.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: String(gateway.seed.accounts.sara.userId),
      }),
    ).toString('base64url');
    const tampered = await fetch(`${url}/api/v2/users/auth/profiles`, {
      headers: { authorization: `Bearer ${header}.${otherUser}.${signature}` },
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ error_code: 'TOKEN_INVALID' });

    const otherSecret = await signToken(
      'another-secret-another-secret-0123456789',
      'api',
      user,
      new Date(),
    );
    const foreign = await fetch(`${url}/api/v2/users/auth/profiles`, {
      headers: { authorization: `Bearer ${otherSecret.token}` },
    });
    expect(foreign.status).toBe(401);
  });
});
