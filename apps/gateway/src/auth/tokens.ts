/**
 * The three JWTs of the stand-in login service, all HS256 with the gateway secret (jose):
 * - the session cookie `portineria_sid` (12 h, audience `portineria:session`), read only by /auth;
 * - the bearer token of POST /auth/token (1 h, audience `portineria:api`);
 * - the realtime token of GET users/auth/custom-tokens (10 min, audience `portineria:realtime`),
 *   accepted only by the WebSocket endpoint.
 * A token of one kind is refused where another is expected (the audience differs).
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { GatewayError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/** The session cookie's name. */
export const SESSION_COOKIE = 'portineria_sid';

const ISSUER = 'portineria-gateway';

/** Lifetimes in seconds. */
export const TOKEN_LIFETIMES = {
  session: 12 * 60 * 60,
  api: 60 * 60,
  realtime: 10 * 60,
} as const;

/** The kinds of token. */
export type TokenKind = keyof typeof TOKEN_LIFETIMES;

/** The user a token names. */
export interface TokenUser {
  id: number;
  email: string;
  displayName: string;
}

/** A verified token. */
export interface VerifiedToken {
  user: TokenUser;
  kind: TokenKind;
  expiresAt: Date;
  /** The session cookie's `sid`: the server-side session it belongs to (auth_sessions). */
  sessionId?: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const audienceOf = (kind: TokenKind) => `portineria:${kind}`;

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of a secret, made once: given raw bytes, jose imports a key on every sign and
 * verify, which every authenticated request paid for (the dashboard's burst of requests, 000 §2).
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    // A gateway has one secret; tests make a few. Never let the map grow without end.
    if (keys.size >= 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/**
 * Signs a token of `kind` for `user`; `now` is the clock of the gateway. A session cookie carries
 * the id of its server-side session (`sid`), which a logout revokes.
 */
export async function signToken(
  secret: string,
  kind: TokenKind,
  user: TokenUser,
  now: Date,
  sessionId?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + TOKEN_LIFETIMES[kind];
  const claims: Record<string, string> = { name: user.displayName, email: user.email };
  if (sessionId !== undefined) claims.sid = sessionId;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(audienceOf(kind))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** A token whose signature and issuer were verified, with the claims checked again on each use. */
interface VerifiedClaims {
  secret: string;
  payload: JWTPayload;
}

/** The most verified tokens kept; the oldest go first beyond it. */
const MAX_VERIFIED_TOKENS = 2_000;

const verifiedTokens = new Map<string, VerifiedClaims>();

/**
 * The time-dependent and audience checks `jwtVerify` makes on a payload, made again on a token
 * verified before (same outcomes, same order: audience, `nbf`, `exp`).
 */
function checkClaims(payload: JWTPayload, accepted: readonly TokenKind[], now: Date): void {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!accepted.some((kind) => audiences.includes(audienceOf(kind)))) {
    throw new GatewayError(401, 'TOKEN_INVALID', messages.tokenInvalid);
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) {
    throw new GatewayError(401, 'TOKEN_INVALID', messages.tokenInvalid);
  }
  if (typeof payload.exp === 'number' && payload.exp <= nowSeconds) {
    throw new GatewayError(401, 'TOKEN_EXPIRED', messages.tokenExpired);
  }
}

/**
 * The payload of a token whose HS256 signature and issuer are valid. A token verified before is
 * not verified again (the dashboard's burst of ~20 requests carries the same token, and WebCrypto's
 * HMAC cost about 0.3 ms of CPU each): its claims are, against this call's clock and kinds.
 */
async function verifiedPayload(
  secret: string,
  token: string,
  accepted: readonly TokenKind[],
  now: Date,
): Promise<JWTPayload> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    checkClaims(known.payload, accepted, now);
    return known.payload;
  }
  const { payload } = await jwtVerify(token, keyOf(secret), {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: accepted.map(audienceOf),
    currentDate: now,
  });
  verifiedTokens.set(token, { secret, payload });
  if (verifiedTokens.size > MAX_VERIFIED_TOKENS) {
    const oldest = verifiedTokens.keys().next();
    if (!oldest.done) verifiedTokens.delete(oldest.value);
  }
  return payload;
}

/**
 * Verifies a token of one of the accepted kinds. Throws GatewayError 401 TOKEN_EXPIRED for an
 * expired one (its signature is still checked first) and TOKEN_INVALID for anything else.
 */
export async function verifyToken(
  secret: string,
  token: string,
  accepted: readonly TokenKind[],
  now: Date,
): Promise<VerifiedToken> {
  try {
    const payload = await verifiedPayload(secret, token, accepted, now);
    const id = Number(payload.sub);
    const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    const kind = accepted.find((candidate) => audienceOf(candidate) === audience);
    if (
      !Number.isInteger(id) ||
      id <= 0 ||
      typeof payload.exp !== 'number' ||
      typeof payload.email !== 'string' ||
      typeof payload.name !== 'string' ||
      !kind
    ) {
      throw new GatewayError(401, 'TOKEN_INVALID', messages.tokenInvalid);
    }
    const verified: VerifiedToken = {
      user: { id, email: payload.email, displayName: payload.name },
      kind,
      expiresAt: new Date(payload.exp * 1000),
    };
    if (typeof payload.sid === 'string' && SESSION_ID.test(payload.sid)) {
      verified.sessionId = payload.sid;
    }
    return verified;
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    if (error instanceof errors.JWTExpired) {
      throw new GatewayError(401, 'TOKEN_EXPIRED', messages.tokenExpired);
    }
    throw new GatewayError(401, 'TOKEN_INVALID', messages.tokenInvalid);
  }
}

/** The bearer token of an `Authorization` header, or undefined. */
export function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
