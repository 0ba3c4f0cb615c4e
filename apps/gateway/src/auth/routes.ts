/**
 * The stand-in login service under /auth (brief: "Auth"):
 * - GET /auth/login?return_to=/path — the demo accounts, one button each;
 * - POST /auth/login (form: email, password, return_to; same-origin only) — sets the
 *   `portineria_sid` session cookie (HttpOnly, SameSite=Lax, Path=/, 12 h) and 303-redirects to a
 *   safe app path. An account whose owner set a password ('Il mio profilo' → Password,
 *   ./passwords.ts) signs in only with it; one without signs in with its demo button;
 * - POST /auth/token (same-origin, cookie) — `{ token, expiresAt, user }`, the bearer JWT in the
 *   body only (never in a URL or a Location header);
 * - POST /auth/logout — revokes the session on the server and clears the cookie;
 * - GET /auth/notifications?profile=<uid> — the notifications page the app embeds in an iframe;
 * - GET /auth/assets/* — its stylesheet and script;
 * - GET/POST /auth/register-supplier — the supplier registration page (./supplierRegistration.ts).
 */
import { randomUUID } from 'node:crypto';
import { roleLabel, safeReturnPath } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { profilesOfUser } from '../authz/profiles.ts';
import type { StoredProfile } from '../authz/profiles.ts';
import type { AppEnv } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { escapeHtml, htmlPage } from '../http/html.ts';
import { appOriginOf, assertSameOrigin, ownOrigin } from '../http/sameOrigin.ts';
import { setPageSecurityHeaders } from '../http/security.ts';
import { messages } from '../messages.ts';
import { AUTH_CSS, NOTIFICATIONS_JS } from './assets.ts';
import { verifyPassword } from './passwords.ts';
import { registerSupplierRegistration, supplierRegistrationLink } from './supplierRegistration.ts';
import { SESSION_COOKIE, signToken, TOKEN_LIFETIMES, verifyToken } from './tokens.ts';
import type { TokenUser } from './tokens.ts';

/** Where a login without a safe return path lands: the session start of the app. */
export const DEFAULT_RETURN_PATH = '/loading';

/** The most notifications the page renders server-side. */
const NOTIFICATIONS_PAGE_SIZE = 50;

interface UserRow {
  id: number;
  email: string;
  display_name: string;
  password_hash: string | null;
}

function safeReturnOrDefault(candidate: unknown): string {
  return safeReturnPath(candidate) ?? DEFAULT_RETURN_PATH;
}

/** The verified session cookie of the request, or undefined (missing, expired, tampered). */
async function sessionCookie(
  c: Context<AppEnv>,
): Promise<{ user: TokenUser; sessionId: string } | undefined> {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (!cookie) return undefined;
  const deps = c.get('deps');
  try {
    const { user, sessionId } = await verifyToken(
      deps.config.secret,
      cookie,
      ['session'],
      deps.now(),
    );
    return sessionId === undefined ? undefined : { user, sessionId };
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user of the session cookie, or undefined: the cookie must verify and name a
 * server-side session that is neither revoked (logout) nor expired, of a user that still exists.
 */
async function sessionUser(c: Context<AppEnv>): Promise<TokenUser | undefined> {
  const session = await sessionCookie(c);
  if (!session) return undefined;
  const deps = c.get('deps');
  const { rows } = await sql<{ id: string }>`
    select s.id from auth_sessions s join users u on u.id = s.user_id
    where s.id = ${session.sessionId} and s.user_id = ${session.user.id}
      and s.revoked_at is null and s.expires_at > ${deps.now()}`.execute(deps.db);
  return rows.length > 0 ? session.user : undefined;
}

/** A new server-side session for a login; expired sessions are dropped on the way. */
async function openSession(c: Context<AppEnv>, user: TokenUser): Promise<string> {
  const deps = c.get('deps');
  const now = deps.now();
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(deps.config.secret, 'session', user, now, sessionId);
  await sql`delete from auth_sessions where expires_at <= ${now}`.execute(deps.db);
  await sql`insert into auth_sessions (id, user_id, expires_at)
    values (${sessionId}, ${user.id}, ${expiresAt})`.execute(deps.db);
  return token;
}

/** Whether the browser reached the gateway over https (its configured origin says so). */
function isSecureRequest(c: Context<AppEnv>): boolean {
  return ownOrigin(c).startsWith('https:');
}

async function loginPage(c: Context<AppEnv>, returnTo: string, problem?: string): Promise<string> {
  const deps = c.get('deps');
  const signedIn = await sessionUser(c);
  const { rows: accounts } = await sql<UserRow>`
    select id, email, display_name, password_hash from users where is_demo order by id`.execute(
    deps.db,
  );
  const items: string[] = [];
  for (const account of accounts) {
    const profiles = await profilesOfUser(deps.db, account.id);
    const profileLines = profiles
      .map(
        (stored) =>
          `<li>${escapeHtml(roleLabel(stored.profile.role))} (${escapeHtml(stored.profile.role)}) · ${escapeHtml(stored.profile.company_name)}</li>`,
      )
      .join('');
    items.push(`<li class="account">
  <div>
    <div class="account-name">${escapeHtml(account.display_name)}</div>
    <ul class="account-profiles" aria-label="${escapeHtml(messages.loginAccountProfiles)}">${profileLines}</ul>
  </div>
  <form method="post" action="/auth/login">
    <input type="hidden" name="email" value="${escapeHtml(account.email)}">
    <input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
    ${account.password_hash === null ? '' : passwordInput(account)}<button type="submit" aria-label="${escapeHtml(`${messages.loginSubmit}: ${account.display_name}`)}">${escapeHtml(messages.loginSubmit)}</button>
  </form>
</li>`);
  }
  const signedInBlock = signedIn
    ? `<div class="notice"><p>${escapeHtml(messages.loginSignedInAs)} <strong>${escapeHtml(signedIn.displayName)}</strong>.</p>
<p><a class="button" href="${escapeHtml(returnTo)}">${escapeHtml(messages.loginContinue)}</a></p>
<form method="post" action="/auth/logout"><button type="submit" class="secondary">${escapeHtml(messages.loginLogout)}</button></form></div>`
    : '';
  const problemBlock = problem ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>` : '';
  const list =
    items.length > 0
      ? `<ul class="accounts">${items.join('')}</ul>`
      : `<p>${escapeHtml(messages.loginEmpty)}</p>`;
  return htmlPage({
    title: messages.loginTitle,
    body: `<main>
<h1>${escapeHtml(messages.loginTitle)}</h1>
<p>${escapeHtml(messages.loginIntro)}</p>
${supplierRegistrationLink()}
${problemBlock}${signedInBlock}${list}
</main>`,
  });
}

/** The password field of an account whose owner set one. */
function passwordInput(account: UserRow): string {
  const id = `password-${String(account.id)}`;
  return `<label for="${id}">${escapeHtml(messages.loginPassword)}</label>
    <input id="${id}" type="password" name="password" required autocomplete="current-password">
    `;
}

function notificationItem(row: NotificationRow): string {
  const created =
    row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  const body = row.body ? `<p>${escapeHtml(row.body)}</p>` : '';
  return `<li class="notification" data-status="${escapeHtml(row.status)}"><strong>${escapeHtml(row.title)}</strong>${body}<time datetime="${escapeHtml(created)}">${escapeHtml(created.slice(0, 16).replace('T', ' '))}</time></li>`;
}

interface NotificationRow {
  id: number;
  title: string;
  body: string | null;
  status: string;
  created_at: Date | string;
}

function pickProfile(
  profiles: StoredProfile[],
  requested: string | undefined,
): StoredProfile | undefined {
  if (requested) return profiles.find((stored) => stored.profile.uid === requested);
  return profiles[0];
}

/** Mounts /auth on the app. */
export function registerAuthRoutes(app: Hono<AppEnv>): void {
  app.get('/auth/assets/auth.css', (c) => {
    c.header('content-type', 'text/css; charset=utf-8');
    c.header('cache-control', 'public, max-age=300');
    return c.body(AUTH_CSS);
  });

  app.get('/auth/assets/notifications.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=300');
    return c.body(NOTIFICATIONS_JS);
  });

  registerSupplierRegistration(app);

  app.get('/auth/login', async (c) => {
    setPageSecurityHeaders(c);
    return c.html(await loginPage(c, safeReturnOrDefault(c.req.query('return_to'))));
  });

  app.post('/auth/login', async (c) => {
    assertSameOrigin(c);
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : '';
    const returnTo = safeReturnOrDefault(form.return_to);
    const { rows } = await sql<UserRow>`
      select id, email, display_name, password_hash from users
      where lower(email) = ${email}`.execute(deps.db);
    const account = rows[0];
    if (!account) {
      setPageSecurityHeaders(c);
      return c.html(await loginPage(c, returnTo, messages.unknownAccount), 400);
    }
    const password = typeof form.password === 'string' ? form.password : '';
    if (
      account.password_hash !== null &&
      !(await verifyPassword(password, account.password_hash))
    ) {
      setPageSecurityHeaders(c);
      return c.html(await loginPage(c, returnTo, messages.wrongPassword), 401);
    }
    const user: TokenUser = {
      id: account.id,
      email: account.email,
      displayName: account.display_name,
    };
    const token = await openSession(c, user);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: isSecureRequest(c),
      maxAge: TOKEN_LIFETIMES.session,
    });
    c.header('cache-control', 'no-store');
    return c.redirect(returnTo, 303);
  });

  app.post('/auth/token', async (c) => {
    assertSameOrigin(c);
    const user = await sessionUser(c);
    if (!user) throw new GatewayError(401, 'TOKEN_MISSING', messages.tokenMissing);
    const deps = c.get('deps');
    const { token, expiresAt } = await signToken(deps.config.secret, 'api', user, deps.now());
    c.header('cache-control', 'no-store');
    return c.json({ token, expiresAt: expiresAt.toISOString(), user });
  });

  app.post('/auth/logout', async (c) => {
    assertSameOrigin(c);
    const session = await sessionCookie(c);
    if (session) {
      const deps = c.get('deps');
      await sql`update auth_sessions set revoked_at = ${deps.now()}
        where id = ${session.sessionId} and revoked_at is null`.execute(deps.db);
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
    c.header('cache-control', 'no-store');
    const isForm = (c.req.header('content-type') ?? '').includes(
      'application/x-www-form-urlencoded',
    );
    return isForm ? c.redirect('/auth/login', 303) : c.body(null, 204);
  });

  app.get('/auth/notifications', async (c) => {
    const deps = c.get('deps');
    const appOrigin = appOriginOf(c);
    setPageSecurityHeaders(
      c,
      Array.from(new Set(["'self'", appOrigin === ownOrigin(c) ? "'self'" : appOrigin])),
    );
    const user = await sessionUser(c);
    if (!user) {
      return c.html(
        htmlPage({
          title: messages.notificationsTitle,
          body: `<main><p>${escapeHtml(messages.notificationsSignedOut)}</p><p><a class="button" href="/auth/login" target="_top">${escapeHtml(messages.notificationsLogin)}</a></p></main>`,
        }),
        401,
      );
    }
    const stored = pickProfile(await profilesOfUser(deps.db, user.id), c.req.query('profile'));
    if (!stored) {
      return c.html(
        htmlPage({
          title: messages.notificationsTitle,
          body: `<main><p>${escapeHtml(messages.profileInvalid)}</p></main>`,
        }),
        403,
      );
    }
    const { rows } = await sql<NotificationRow>`
      select id, title, body, status, created_at from notifications
      where profile_id = ${stored.id}
      order by created_at desc, id desc
      limit ${NOTIFICATIONS_PAGE_SIZE}`.execute(deps.db);
    return c.html(
      htmlPage({
        title: messages.notificationsTitle,
        scripts: ['/auth/assets/notifications.js'],
        body: `<main id="notifications" data-app-origin="${escapeHtml(appOrigin)}" data-profile="${escapeHtml(stored.profile.uid)}">
<h1>${escapeHtml(messages.notificationsTitle)}</h1>
<p id="notification-empty"${rows.length > 0 ? ' hidden' : ''}>${escapeHtml(messages.notificationsEmpty)}</p>
<ul class="notifications" id="notification-list">${rows.map(notificationItem).join('')}</ul>
</main>`,
      }),
    );
  });
}
