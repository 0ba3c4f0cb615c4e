/**
 * The own profile (002 §2.9 'Il mio profilo', §3.9, §5.5, §7.5 "GET {profile endpoint}/{uid}/own:
 * own profile. Save: update at {endpoint}/{uid}/own with the changed fields from the update
 * schema").
 *
 * The profile endpoint per role: `org-profiles`, `spl-profiles`, `usr-profiles` (SYS uses the
 * generic one); `profiles` (the api-client's) serves every role. A role-specific endpoint refuses
 * another role's profile (403). Only the caller's own uid is reachable (any other uid answers 404).
 * Under each endpoint:
 *
 * - `GET …/own` → `{ data: profile }`, with its version `updatedAt`;
 * - `PUT|PATCH …/own` `{ version, ...changed fields }` → `{ data: profile }`: the update schema is
 *   domain's `PROFILE_FORM_SCHEMA` without its read-only email (sent back unchanged, it is
 *   ignored); each changed field is validated with domain's rules (400 VALIDATION_FAILED, Italian
 *   messages, every error at once); then, with the user's row locked, a version other than the
 *   stored one is a 409 STALE_RECORD (never a silent overwrite of another tab's save). What
 *   changed is written with the next version and one `record_history` row (kind `profile`, the
 *   user's id); a save that changes nothing writes nothing;
 * - `PUT …/own/password` `{ password, passwordConfirmation }` → 204: domain's
 *   `PASSWORD_FORM_SCHEMA` ('Le due password non coincidono'), then the stand-in login keeps the
 *   new password's hash (../auth/passwords.ts) and the history tells that it changed, never what;
 * - `GET|PUT …/own/notification-preferences` → `{ data: every offered notification's choice }`
 *   (002 §2.9 Preferenze; domain's `parseNotificationPreferences` refuses anything else, 400);
 * - `GET …/own/history` → `{ data: entries }`, newest first (./recordHistory.ts).
 *
 * Every write needs EXT_SHARED_PROFILE with APP_UPDATE (002 §6), so SYS and the reading roles of
 * the demo permission table cannot save.
 */
import {
  isStaleWrite,
  notificationPreferenceHistoryField,
  parseNotificationPreferences,
  PASSWORD_FORM_SCHEMA,
  PROFILE_EDITABLE_FIELDS,
  PROFILE_FORM_SCHEMA,
  resolveNotificationPreferences,
  staleWriteMessage,
  effectiveChanges,
  validateField,
  validateForm,
} from '@portineria/domain';
import type { ProfileFormField, RecordVersion } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { jsonb } from '../db/schema.ts';
import { assertValid, forbidden, notFound, staleRecord, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { equals } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { queryMessages } from '../query/index.ts';
import { lockRow, nextVersion, readStoredRecord, writeRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory, readRecordHistory } from './recordHistory.ts';
import { ownUserSchema } from './schemas/profiles.ts';

/** The profile endpoints and the role type each serves (undefined: every role). */
const ENDPOINTS: Readonly<Record<string, RequestScope['roleType'] | undefined>> = {
  profiles: undefined,
  'org-profiles': 'ORG',
  'spl-profiles': 'SPL',
  'usr-profiles': 'USR',
};

/**
 * The read-only email (002 §5.5 "field disabled"), the identity fields and the version's own
 * name come back unchanged and are ignored; the version is read as `version`.
 */
const IGNORED_FIELDS = [
  'email',
  'uid',
  'role',
  'profile_level',
  'company_name',
  'updatedAt',
  'version',
];

function checkEndpoint(request: ResourceRequest, endpoint: string): void {
  const scope = request.scope;
  const roleType = ENDPOINTS[endpoint];
  if (roleType !== undefined && roleType !== scope.roleType) {
    throw forbidden(resourceMessages.wrongProfileEndpoint);
  }
  if (request.c.req.param('uid') !== scope.profile.uid) {
    throw notFound(resourceMessages.profileNotFound);
  }
}

/** The own profile as the wire shows it. */
async function ownProfile(request: ResourceRequest) {
  const scope = request.scope;
  const user = await request.find(scope.user.id);
  return {
    uid: scope.profile.uid,
    role: scope.profile.role,
    profile_level: scope.profile.profile_level,
    company_name: scope.profile.company_name,
    ...user,
  };
}

/** Trims the typed texts: a name is stored without the spaces around it. */
function trimmed(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([field, value]) => [
      field,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );
}

async function save(request: ResourceRequest, endpoint: string): Promise<Response> {
  checkEndpoint(request, endpoint);
  const { scope, deps } = request;
  const body = await request.body();
  const values = writeValues(ownUserSchema, body, PROFILE_EDITABLE_FIELDS, IGNORED_FIELDS);
  const errors: FieldError[] = [...values.errors];
  for (const key of Object.keys(values.input)) {
    const message = validateField(key as ProfileFormField, body, PROFILE_FORM_SCHEMA);
    if (message !== null) errors.push({ field: key, message });
  }
  assertValid(errors);
  const id = scope.user.id;
  await runWrite(ownUserSchema, () =>
    deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'users', id);
      const stored = await readStoredRecord(trx, ownUserSchema, id);
      if (stored === undefined) throw notFound(resourceMessages.profileNotFound);
      if (
        isStaleWrite((body.version ?? null) as RecordVersion, stored.updatedAt as RecordVersion)
      ) {
        throw staleRecord(staleWriteMessage());
      }
      const { changes, history } = effectiveChanges(stored, trimmed(values.input));
      if (history.length === 0) return;
      const now = deps.now();
      // The display name follows the names, as the top bar, the login page and the chats show it.
      const firstname = (changes.firstname ?? stored.firstname) as string;
      const lastname = (changes.lastname ?? stored.lastname) as string;
      await writeRecord(trx, ownUserSchema, id, changes, {
        display_name: `${firstname} ${lastname}`,
        updated_at: nextVersion(stored.updatedAt, now),
      });
      await appendHistory(
        trx,
        {
          organizationId: null,
          recordKind: 'profile',
          recordId: id,
          action: 'update',
          changes: history,
        },
        request,
        now,
      );
    }),
  );
  return request.c.json({ data: await ownProfile(request) });
}

async function changePassword(request: ResourceRequest, endpoint: string): Promise<Response> {
  checkEndpoint(request, endpoint);
  const { scope, deps } = request;
  const body = await request.body();
  const outside = Object.keys(body).filter((field) => !Object.hasOwn(PASSWORD_FORM_SCHEMA, field));
  const errors: FieldError[] = outside.map((field) => ({
    field,
    message: queryMessages.fieldNotWritable,
  }));
  const notText = (Object.keys(PASSWORD_FORM_SCHEMA) as (keyof typeof PASSWORD_FORM_SCHEMA)[])
    .filter((field) => body[field] !== undefined && typeof body[field] !== 'string')
    .map((field) => ({ field, message: queryMessages.wrongType(field, queryMessages.typeText) }));
  errors.push(...notText);
  if (notText.length === 0) {
    for (const [field, message] of Object.entries(validateForm(body, PASSWORD_FORM_SCHEMA))) {
      if (message) errors.push({ field, message });
    }
  }
  assertValid(errors);
  const hash = await hashPassword(body.password as string);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await sql`update users set password_hash = ${hash} where id = ${scope.user.id}`.execute(trx);
    // Only that it changed: neither the password nor its hash is ever told.
    await appendHistory(
      trx,
      {
        organizationId: null,
        recordKind: 'profile',
        recordId: scope.user.id,
        action: 'password',
        changes: [],
      },
      request,
      now,
    );
  });
  return request.c.body(null, 204);
}

async function readPreferences(request: ResourceRequest) {
  const row = await request.deps.db
    .selectFrom('users')
    .select('notification_preferences')
    .where('id', '=', request.scope.user.id)
    .executeTakeFirst();
  return resolveNotificationPreferences(row?.notification_preferences);
}

async function savePreferences(request: ResourceRequest, endpoint: string): Promise<Response> {
  checkEndpoint(request, endpoint);
  const { scope, deps } = request;
  const parsed = parseNotificationPreferences(await request.body());
  if (!parsed.ok) {
    throw validationFailed(
      parsed.invalid.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const before = await readPreferences(request);
  const after = resolveNotificationPreferences({ ...before, ...parsed.preferences });
  const history = Object.keys(after)
    .filter((type) => {
      const key = type as keyof typeof after;
      return before[key].bell !== after[key].bell || before[key].email !== after[key].email;
    })
    .map((type) => ({
      field: notificationPreferenceHistoryField(type as keyof typeof after),
      from: before[type as keyof typeof before],
      to: after[type as keyof typeof after],
    }));
  if (history.length > 0) {
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ notification_preferences: jsonb(after) })
        .where('id', '=', scope.user.id)
        .execute();
      await appendHistory(
        trx,
        {
          organizationId: null,
          recordKind: 'profile',
          recordId: scope.user.id,
          action: 'preferences',
          changes: history,
        },
        request,
        now,
      );
    });
  }
  return request.c.json({ data: after });
}

/** Registers the own-profile routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'profiles',
    schema: ownUserSchema,
    shape: 'data',
    routes: {},
    notFound: resourceMessages.profileNotFound,
    visible: (scope) => (alias) => equals(alias, 'id', scope.user.id),
    writers: {
      ORG: 'EXT_SHARED_PROFILE',
      SPL: 'EXT_SHARED_PROFILE',
      USR: 'EXT_SHARED_PROFILE',
    },
    extend(routes) {
      for (const endpoint of Object.keys(ENDPOINTS)) {
        const path = `/${endpoint}/:uid/own`;
        routes.read('GET', path, async (request) => {
          checkEndpoint(request, endpoint);
          return request.c.json({ data: await ownProfile(request) });
        });
        routes.write('PUT', path, 'update', 'APP_UPDATE', (request) => save(request, endpoint));
        routes.write('PATCH', path, 'update', 'APP_UPDATE', (request) => save(request, endpoint));
        routes.write('PUT', `${path}/password`, 'update', 'APP_UPDATE', (request) =>
          changePassword(request, endpoint),
        );
        routes.read('GET', `${path}/notification-preferences`, async (request) => {
          checkEndpoint(request, endpoint);
          return request.c.json({ data: await readPreferences(request) });
        });
        routes.write('PUT', `${path}/notification-preferences`, 'update', 'APP_UPDATE', (request) =>
          savePreferences(request, endpoint),
        );
        routes.read('GET', `${path}/history`, async (request) => {
          checkEndpoint(request, endpoint);
          return request.c.json({
            data: await readRecordHistory(
              request.deps.db,
              'profile',
              request.scope.user.id,
              request,
            ),
          });
        });
      }
    },
  });
}
