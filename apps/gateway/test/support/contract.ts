/**
 * What the gateway's tests share around a test gateway (`gateway.ts`): the real api-client as a
 * demo account, wired as the web app wires it; the refusal a call fails with; the field lists
 * that pin a client type to the gateway's answer; local calendar days; polling until a condition.
 * Each helper takes the test gateway it talks to, as `callerFor` of `calls.ts` does.
 */
import { ApiError, createApiClient } from '@portineria/api-client';
import type { ApiClient } from '@portineria/api-client';
import type { Profile } from '@portineria/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { profilesOf, signInAs } from './gateway.ts';
import type { ActingAs, TestGateway } from './gateway.ts';

/** The role types a demo account may sign in as. */
export type RoleType = 'ORG' | 'SPL' | 'USR' | 'SYS';

/** What a test may add to the client's wiring. */
export interface ClientOptions {
  /** The clock of date-relative criteria (the dashboards' views). */
  now?: () => Date;
  /** The profile fingerprint the web app sends (PERMISSIONS_CHANGED). */
  getProfileGrants?: () => string | null | undefined;
}

/** A signed-in demo account and its api-client. */
export interface ActingClient {
  acting: ActingAs;
  client: ApiClient;
}

/** The api-client of a signed-in session: its token, its profile, its user for '@activeUser'. */
export function apiClientOf(
  gateway: TestGateway,
  acting: ActingAs,
  options: ClientOptions = {},
): ApiClient {
  return createApiClient({
    baseUrl: gateway.url,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
    getActiveUserId: () => acting.user.id,
    ...options,
  });
}

/** Signs in a demo account (as one of its role types): the session and its api-client. */
export async function actingClientFor(
  gateway: TestGateway,
  account: DemoAccountKey,
  roleType?: RoleType,
  options: ClientOptions = {},
): Promise<ActingClient> {
  const acting = await signInAs(gateway.url, gateway.seed.accounts[account].email, roleType);
  return { acting, client: apiClientOf(gateway, acting, options) };
}

/** Signs in a demo account (as one of its role types) and answers its api-client. */
export async function clientFor(
  gateway: TestGateway,
  account: DemoAccountKey,
  roleType?: RoleType,
  options: ClientOptions = {},
): Promise<ApiClient> {
  return (await actingClientFor(gateway, account, roleType, options)).client;
}

const signedIn = new WeakMap<TestGateway, Map<string, ActingClient>>();

/**
 * Like `actingClientFor`, but one sign-in per account and role type for the gateway's lifetime:
 * for the files whose tests only read and ask the same accounts again and again.
 */
export async function sharedActingClientFor(
  gateway: TestGateway,
  account: DemoAccountKey,
  roleType: RoleType,
): Promise<ActingClient> {
  let sessions = signedIn.get(gateway);
  if (!sessions) {
    sessions = new Map();
    signedIn.set(gateway, sessions);
  }
  const key = `${account}:${roleType}`;
  const cached = sessions.get(key);
  if (cached) return cached;
  const entry = await actingClientFor(gateway, account, roleType);
  sessions.set(key, entry);
  return entry;
}

/** The api-client of `sharedActingClientFor`. */
export async function sharedClientFor(
  gateway: TestGateway,
  account: DemoAccountKey,
  roleType: RoleType,
): Promise<ApiClient> {
  return (await sharedActingClientFor(gateway, account, roleType)).client;
}

/** The profile a session acts as, as `GET users/auth/profiles` answers it. */
export async function actingProfile(gateway: TestGateway, acting: ActingAs): Promise<Profile> {
  const profile = (await profilesOf(gateway.url, acting.token)).find(
    (candidate) => candidate.uid === acting.profileUid,
  );
  if (!profile) throw new Error(`${acting.user.email} has no profile ${acting.profileUid}`);
  return profile;
}

/** The ApiError a call is refused with; the test fails when the call succeeds or throws another error. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * Every field of T, each named once. `never` when T has an index signature: such a type accepts
 * any name, so it could not say which names the gateway sends.
 */
export type ExactFields<T> = string extends keyof T ? never : Record<keyof T, true>;

/**
 * The one conversion of the gateway's tests from what a call or a socket gave (the api-client's
 * wire types, a `ws` socket, a bus payload) to the type the test reads it as: a claim the test
 * then checks with its assertions, never a value it trusts unchecked.
 */
export function wireAs<T>(value: unknown): T {
  return value as T;
}

/** The version (`updatedAt`) a write of `record` must carry; the test fails without one. */
export function versionOf(record: unknown): string {
  const version = (record as { updatedAt?: unknown } | null)?.updatedAt;
  expect(typeof version).toBe('string');
  return version as string;
}

/** The calendar day `offset` days from `from` (default: now), 'YYYY-MM-DD' in local time. */
export function localDay(offset: number, from: Date = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Resolves when `predicate` holds, polling every `pollMs`; rejects after `timeoutMs`. */
export async function until(
  predicate: () => boolean,
  { timeoutMs = 5000, pollMs = 20 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The field messages of a 400 VALIDATION_FAILED, by field. */
export function fieldMessagesOf(error: { error?: unknown }): Record<string, string> {
  return Object.fromEntries(
    (error.error as { field: string; message: string }[]).map((entry) => [
      entry.field,
      entry.message,
    ]),
  );
}

/**
 * A new resident of one of Studio Rossi's buildings, for one test alone: a user with a copy of
 * Maria's resident profile, entitled on the building as an owner (the demo data has one resident
 * user). The entitlement names an owner of that building's registry who has no account yet when
 * there is one (one person, one vote), otherwise a Manzoni contact. Its api-client and its
 * profile's id (its bell).
 */
export async function newResidentOn(
  gateway: TestGateway,
  buildingId: number,
  name: { firstname: string; lastname: string } = { firstname: 'Anna', lastname: 'Ferri' },
): Promise<{ client: ApiClient; profileId: number }> {
  const { db } = gateway.gateway.deps;
  const { firstname, lastname } = name;
  const random = Math.random().toString(36).slice(2, 8);
  const email = `${firstname}.${lastname}.${random}@posta.example`.toLowerCase();
  const user = await db
    .insertInto('users')
    .values({ email, firstname, lastname, display_name: `${firstname} ${lastname}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mariaProfileId = gateway.seed.accounts.maria.profileByType.USR?.profileId ?? -1;
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'profiles' and column_name not in ('id', 'user_id', 'uid')`.execute(db);
  const columns = rows.map((row) => sql.id(row.column_name));
  const profile = await sql<{
    id: number;
  }>`insert into profiles (user_id, uid, ${sql.join(columns)})
    select ${user.id}, ${`portineria:usr:${email}`}, ${sql.join(columns)}
    from profiles where id = ${mariaProfileId} returning id`.execute(db);
  const withoutAccount = await db
    .selectFrom('entitlements')
    .select('contact_id')
    .where('building_id', '=', buildingId)
    .where('user_id', 'is', null)
    .where('is_owner', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  const contact =
    withoutAccount ??
    (await db
      .selectFrom('entitlements')
      .select('contact_id')
      .where('building_id', '=', gateway.seed.buildings.manzoni)
      .orderBy('id')
      .executeTakeFirstOrThrow());
  await db
    .insertInto('entitlements')
    .values({
      organization_id: gateway.seed.organizations.studioRossi,
      building_id: buildingId,
      contact_id: contact.contact_id,
      user_id: user.id,
      is_owner: true,
    })
    .execute();
  const acting = await signInAs(gateway.url, email, 'USR');
  return { client: apiClientOf(gateway, acting), profileId: profile.rows[0]?.id ?? -1 };
}
