import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../http/errors.ts';
import { bearerOf, signToken, TOKEN_LIFETIMES, verifyToken } from './tokens.ts';

const secret = 'unit-test-secret-with-enough-length-0123456789';
const user = { id: 7, email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' };
const issuedAt = new Date('2026-05-04T08:00:00Z');

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof GatewayError ? `${error.status} ${error.code}` : 'other';
  }
}

describe('tokens', () => {
  it('signs a bearer token of 1 h that verifies back to its user (HS256, sub = user id)', async () => {
    const { token, expiresAt } = await signToken(secret, 'api', user, issuedAt);
    expect(expiresAt.toISOString()).toBe('2026-05-04T09:00:00.000Z');
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
      alg: string;
    };
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      email: string;
      name: string;
    };
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '7', email: user.email, name: user.displayName });
    const verified = await verifyToken(secret, token, ['api'], new Date('2026-05-04T08:59:00Z'));
    expect(verified).toEqual({ user, kind: 'api', expiresAt });
  });

  it('gives the session cookie 12 h and the realtime token 10 min', async () => {
    const session = await signToken(secret, 'session', user, issuedAt);
    const realtime = await signToken(secret, 'realtime', user, issuedAt);
    expect(session.expiresAt.getTime() - issuedAt.getTime()).toBe(TOKEN_LIFETIMES.session * 1000);
    expect(TOKEN_LIFETIMES.session).toBe(12 * 3600);
    expect(realtime.expiresAt.getTime() - issuedAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('answers 401 TOKEN_EXPIRED after expiry', async () => {
    const { token } = await signToken(secret, 'api', user, issuedAt);
    expect(
      await codeOf(verifyToken(secret, token, ['api'], new Date('2026-05-04T09:00:01Z'))),
    ).toBe('401 TOKEN_EXPIRED');
  });

  it('answers 401 TOKEN_INVALID for a tampered payload, another secret or garbage', async () => {
    const { token } = await signToken(secret, 'api', user, issuedAt);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '1',
      }),
    ).toString('base64url');
    expect(
      await codeOf(verifyToken(secret, `${header}.${forged}.${signature}`, ['api'], issuedAt)),
    ).toBe('401 TOKEN_INVALID');
    expect(await codeOf(verifyToken(`${secret}-other`, token, ['api'], issuedAt))).toBe(
      '401 TOKEN_INVALID',
    );
    expect(await codeOf(verifyToken(secret, 'not-a-jwt', ['api'], issuedAt))).toBe(
      '401 TOKEN_INVALID',
    );
  });

  it('refuses a token of another kind (session cookie as bearer, realtime token on REST)', async () => {
    const session = await signToken(secret, 'session', user, issuedAt);
    const realtime = await signToken(secret, 'realtime', user, issuedAt);
    expect(await codeOf(verifyToken(secret, session.token, ['api'], issuedAt))).toBe(
      '401 TOKEN_INVALID',
    );
    expect(await codeOf(verifyToken(secret, realtime.token, ['api'], issuedAt))).toBe(
      '401 TOKEN_INVALID',
    );
    const accepted = await verifyToken(secret, realtime.token, ['api', 'realtime'], issuedAt);
    expect(accepted.kind).toBe('realtime');
  });

  it('refuses an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '7',
        email: user.email,
        name: user.displayName,
        iss: 'portineria-gateway',
        aud: 'portineria:api',
        exp: 4_000_000_000,
      }),
    ).toString('base64url');
    expect(await codeOf(verifyToken(secret, `${header}.${payload}.`, ['api'], issuedAt))).toBe(
      '401 TOKEN_INVALID',
    );
  });

  it('checks a token verified before again: its expiry, its kind, its secret and its start', async () => {
    const { token } = await signToken(secret, 'api', user, issuedAt);
    const later = new Date('2026-05-04T08:30:00Z');
    expect((await verifyToken(secret, token, ['api'], later)).user).toEqual(user);
    // The same token string a second time: the answers a first verification would give.
    expect(await codeOf(verifyToken(secret, token, ['realtime'], later))).toBe('401 TOKEN_INVALID');
    expect(await codeOf(verifyToken(`${secret}-other`, token, ['api'], later))).toBe(
      '401 TOKEN_INVALID',
    );
    expect(
      await codeOf(verifyToken(secret, token, ['api'], new Date('2026-05-04T09:00:00Z'))),
    ).toBe('401 TOKEN_EXPIRED');
    expect(
      await codeOf(verifyToken(secret, token, ['session'], new Date('2026-05-04T09:00:00Z'))),
    ).toBe('401 TOKEN_INVALID');
    expect((await verifyToken(secret, token, ['api'], later)).expiresAt.toISOString()).toBe(
      '2026-05-04T09:00:00.000Z',
    );
    const notYet = await new SignJWT({ name: user.displayName, email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setIssuer('portineria-gateway')
      .setAudience('portineria:api')
      .setNotBefore(Math.floor(later.getTime() / 1000))
      .setExpirationTime(Math.floor(later.getTime() / 1000) + 600)
      .sign(new TextEncoder().encode(secret));
    expect((await verifyToken(secret, notYet, ['api'], later)).user.id).toBe(7);
    expect(await codeOf(verifyToken(secret, notYet, ['api'], issuedAt))).toBe('401 TOKEN_INVALID');
  });

  it('reads the bearer of an Authorization header', () => {
    expect(bearerOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerOf('bearer   abc')).toBe('abc');
    expect(bearerOf('Basic abc')).toBeUndefined();
    expect(bearerOf('Bearer ')).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});
