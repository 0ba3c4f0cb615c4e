/**
 * Test support (brief: "Gateway layout / test/support"): a real gateway on an in-memory PGlite
 * with the demo seed on a free port, and a sign-in that goes through the real stand-in login
 * (/auth/login form → session cookie → /auth/token) exactly like a browser would.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Profile } from '@portineria/domain';
import { createGateway, GATEWAY_ROOT, REPOSITORY_ROOT } from '../../src/index.ts';
import type { Gateway, GatewayOptions } from '../../src/index.ts';
import type { DemoSeed } from '../../src/seed/index.ts';

/**
 * A fresh in-memory PGlite costs an initdb (20 s and more on a busy machine). Test gateways
 * therefore start from a template: a dump of a migrated, demo-seeded database, built once and
 * kept in the system's temporary folder under a key that changes with the migrations, the seed,
 * the domain rules it reads and the calendar day (the seed's dates are relative to its `now`).
 * Every test gateway still gets its own private database. PORTINERIA_TEST_TEMPLATE=0 turns the
 * template off (each gateway then runs initdb, migrations and the seed itself).
 */
const TEMPLATE_DIRECTORY = join(tmpdir(), 'portineria-gateway-templates');

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .sort()
    .flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(join(GATEWAY_ROOT, 'migrations')),
    ...filesUnder(join(GATEWAY_ROOT, 'src/seed')),
    ...filesUnder(join(REPOSITORY_ROOT, 'packages/domain/src')),
  ].filter((path) => !path.endsWith('.test.ts'));
  for (const path of sources) hash.update(path).update(readFileSync(path));
  const today = new Date();
  hash.update(`${today.getFullYear()}-${today.getMonth()}-${today.getDate()}`);
  return hash.digest('hex').slice(0, 24);
}

interface Template {
  snapshot: Blob;
  seed: DemoSeed;
}

/** A builder that has not finished in this long is taken as dead and its lock as stale. */
const TEMPLATE_LOCK_STALE_MS = 5 * 60 * 1000;

function readTemplate(dataFile: string, seedFile: string): Template | undefined {
  if (!existsSync(dataFile) || !existsSync(seedFile)) return undefined;
  return {
    snapshot: new Blob([readFileSync(dataFile)]),
    seed: JSON.parse(readFileSync(seedFile, 'utf8')) as DemoSeed,
  };
}

/**
 * Only one test worker builds a missing template (an initdb, the migrations and the seed: tens of
 * seconds of CPU on a loaded machine); the others wait for its files instead of building their
 * own copy at the same time. The lock is a directory (mkdir is atomic).
 */
async function demoTemplate(): Promise<Template> {
  const key = templateKey();
  const dataFile = join(TEMPLATE_DIRECTORY, `${key}.tar`);
  const seedFile = join(TEMPLATE_DIRECTORY, `${key}.json`);
  const lock = join(TEMPLATE_DIRECTORY, `${key}.lock`);
  mkdirSync(TEMPLATE_DIRECTORY, { recursive: true });
  for (;;) {
    const ready = readTemplate(dataFile, seedFile);
    if (ready) return ready;
    try {
      mkdirSync(lock);
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > TEMPLATE_LOCK_STALE_MS)
          rmSync(lock, { recursive: true, force: true });
      } catch {
        // The builder finished and removed it in between.
      }
      await new Promise((resolveLater) => setTimeout(resolveLater, 250));
      continue;
    }
    try {
      return readTemplate(dataFile, seedFile) ?? (await buildTemplate(key, dataFile, seedFile));
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function buildTemplate(key: string, dataFile: string, seedFile: string): Promise<Template> {
  const builder = await createGateway({ dataDir: 'memory', seed: 'demo', log: 'silent' });
  try {
    const seed = builder.seed;
    const snapshot = await builder.database.snapshot?.();
    if (!seed || !snapshot) throw new Error('startTestGateway: could not build the demo template');
    mkdirSync(TEMPLATE_DIRECTORY, { recursive: true });
    // Write then rename: a concurrent worker never reads half a file.
    const unique = `${process.pid}-${Date.now()}`;
    writeFileSync(`${dataFile}.${unique}`, Buffer.from(await snapshot.arrayBuffer()));
    writeFileSync(`${seedFile}.${unique}`, JSON.stringify(seed));
    renameSync(`${seedFile}.${unique}`, seedFile);
    renameSync(`${dataFile}.${unique}`, dataFile);
    removeStaleTemplates(key);
    return { snapshot, seed };
  } finally {
    await builder.close();
  }
}

/** Templates of other keys older than an hour are outdated (a template is ~40 MB). */
function removeStaleTemplates(currentKey: string): void {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(TEMPLATE_DIRECTORY)) {
    if (name.startsWith(currentKey) || name.endsWith('.lock')) continue;
    const path = join(TEMPLATE_DIRECTORY, name);
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

function usesTemplate(options: GatewayOptions): boolean {
  return (
    process.env.PORTINERIA_TEST_TEMPLATE !== '0' &&
    (options.dataDir === undefined || options.dataDir === 'memory') &&
    options.databaseUrl === undefined &&
    !process.env.DATABASE_URL &&
    options.seed !== 'none' &&
    options.now === undefined
  );
}

/** A running test gateway. */
export interface TestGateway {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  gateway: Gateway;
  /** The ids of the demo records, as `seedDemo` returned them. */
  seed: DemoSeed;
  close(): Promise<void>;
}

/**
 * Starts a gateway: memory PGlite, demo seed, port 0, silent logs, unless options say otherwise.
 * With DATABASE_URL set (the PostgreSQL run) it migrates and seeds that database instead.
 */
export async function startTestGateway(options: GatewayOptions = {}): Promise<TestGateway> {
  const template = usesTemplate(options) ? await demoTemplate() : undefined;
  const gateway = await createGateway(
    {
      dataDir: 'memory',
      seed: 'demo',
      log: 'silent',
      secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      ...options,
    },
    template ? { template } : {},
  );
  const server = await gateway.listen(options.port ?? 0);
  if (!gateway.seed) {
    await gateway.close();
    throw new Error('startTestGateway: the gateway did not seed the demo data (seed: "none"?).');
  }
  return { url: server.url, gateway, seed: gateway.seed, close: () => gateway.close() };
}

/**
 * Starts a second gateway of a test file, for its configuration only (a public origin…): no seed
 * of its own, so on PostgreSQL it shares the file's already seeded database instead of failing.
 */
export async function startConfiguredGateway(
  options: GatewayOptions,
): Promise<{ url: string; close: () => Promise<void> }> {
  const gateway = await createGateway({
    dataDir: 'memory',
    log: 'silent',
    secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    ...options,
    seed: 'none',
  });
  const server = await gateway.listen(options.port ?? 0);
  return { url: server.url, close: () => gateway.close() };
}

/** What a signed-in test user holds. */
export interface SignedIn {
  /** The bearer JWT of POST /auth/token. */
  token: string;
  expiresAt: string;
  user: { id: number; email: string; displayName: string };
  /** The session cookie (`portineria_sid=…`) as a `Cookie` header value. */
  cookie: string;
}

function sessionCookieOf(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.startsWith('portineria_sid='));
  if (!session) throw new Error(`signIn: no session cookie (status ${response.status})`);
  return session.split(';')[0] ?? '';
}

/** The real login flow for a demo account's e-mail: POST /auth/login, then POST /auth/token. */
export async function signIn(url: string, accountEmail: string): Promise<SignedIn> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email: accountEmail, return_to: '/loading' }).toString(),
  });
  if (login.status !== 303) {
    throw new Error(
      `signIn(${accountEmail}): login answered ${login.status} ${await login.text()}`,
    );
  }
  const cookie = sessionCookieOf(login);
  const tokenResponse = await fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { cookie, origin: url },
  });
  if (tokenResponse.status !== 200) {
    throw new Error(`signIn(${accountEmail}): token answered ${tokenResponse.status}`);
  }
  const body = (await tokenResponse.json()) as Omit<SignedIn, 'cookie'>;
  return { ...body, cookie };
}

/** The profiles of a signed-in user, read through GET /api/v2/users/auth/profiles. */
export async function profilesOf(url: string, token: string): Promise<Profile[]> {
  const response = await fetch(`${url}/api/v2/users/auth/profiles`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`profilesOf: ${response.status}`);
  return ((await response.json()) as { data: Profile[] }).data;
}

/** The uid of the user's profile of a role type ('ORG', 'SPL', 'USR', 'SYS'); throws when absent. */
export async function profileUid(
  url: string,
  token: string,
  roleType: 'ORG' | 'SPL' | 'USR' | 'SYS',
): Promise<string> {
  const profiles = await profilesOf(url, token);
  const profile = profiles.find((candidate) =>
    candidate.role.toUpperCase().startsWith(`${roleType}_`),
  );
  if (!profile) throw new Error(`profileUid: no ${roleType} profile among ${profiles.length}`);
  return profile.uid;
}

/** A signed-in user acting as one of their profiles, with the headers every /api/v2 call needs. */
export interface ActingAs extends SignedIn {
  profileUid: string;
  headers: Record<string, string>;
}

/** Signs in and picks the profile of the role type (the account's first profile when omitted). */
export async function signInAs(
  url: string,
  accountEmail: string,
  roleType?: 'ORG' | 'SPL' | 'USR' | 'SYS',
): Promise<ActingAs> {
  const signedIn = await signIn(url, accountEmail);
  const uid = roleType
    ? await profileUid(url, signedIn.token, roleType)
    : (await profilesOf(url, signedIn.token))[0]?.uid;
  if (!uid) throw new Error(`signInAs(${accountEmail}): the account has no profile`);
  return {
    ...signedIn,
    profileUid: uid,
    headers: {
      authorization: `Bearer ${signedIn.token}`,
      'x-portineria-profile': uid,
      'content-type': 'application/json',
    },
  };
}
