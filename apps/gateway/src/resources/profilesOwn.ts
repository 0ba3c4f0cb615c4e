/**
 * The own profile (002 §2.9 'Il mio profilo', §3.9, §5.5, §7.5 "GET {profile endpoint}/{uid}/own:
 * own profile. Save: update at {endpoint}/{uid}/own with the changed fields from the update
 * schema").
 *
 * The profile endpoint per role: `org-profiles`, `spl-profiles`, `usr-profiles` (SYS uses the
 * generic one); `profiles` (the api-client's) serves every role. A role-specific endpoint refuses
 * another role's profile (403). Only the caller's own uid is reachable (any other uid answers 404).
 * GET, PUT and PATCH answer `{ data: profile }`. The update schema is domain's
 * `PROFILE_FORM_SCHEMA` without its read-only email (sent back unchanged, it is ignored); each
 * changed field is validated with domain's rules (400 VALIDATION_FAILED, Italian messages). Saving
 * needs EXT_SHARED_PROFILE with APP_UPDATE (002 §6), so SYS and the reading roles of the demo
 * permission table cannot save.
 */
import { PROFILE_FORM_SCHEMA, validateField } from '@portineria/domain';
import type { ProfileFormField } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { queryMessages } from '../query/index.ts';
import {
  equals,
  forbidden,
  notFound,
  readJsonObject,
  requireWrite,
  updateColumns,
  validationFailed,
} from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';

/** The profile endpoints and the role type each serves (undefined: every role). */
const ENDPOINTS: Readonly<Record<string, RequestScope['roleType'] | undefined>> = {
  profiles: undefined,
  'org-profiles': 'ORG',
  'spl-profiles': 'SPL',
  'usr-profiles': 'USR',
};

/** The editable fields: the form's fields that are not read-only. */
const EDITABLE_FIELDS = (Object.keys(PROFILE_FORM_SCHEMA) as ProfileFormField[]).filter(
  (field) => PROFILE_FORM_SCHEMA[field].disabled !== true,
);

interface UserRow {
  email: string;
  firstname: string;
  lastname: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
}

function checkEndpoint(c: Context<AppEnv>, endpoint: string): RequestScope {
  const scope = c.var.scope;
  const roleType = ENDPOINTS[endpoint];
  if (roleType !== undefined && roleType !== scope.roleType) {
    throw forbidden(registryMessages.wrongProfileEndpoint);
  }
  if (c.req.param('uid') !== scope.profile.uid) throw notFound(registryMessages.profileNotFound);
  return scope;
}

async function ownProfile(c: Context<AppEnv>, scope: RequestScope) {
  const { rows } = await sql<UserRow>`select email, firstname, lastname, street, zip, city,
      province, country, landline, mobile, fax
    from users where id = ${scope.user.id}`.execute(c.var.deps.db);
  const user = rows[0];
  if (user === undefined) throw notFound(registryMessages.profileNotFound);
  return {
    uid: scope.profile.uid,
    role: scope.profile.role,
    profile_level: scope.profile.profile_level,
    company_name: scope.profile.company_name,
    ...user,
  };
}

async function save(c: Context<AppEnv>, endpoint: string) {
  const scope = checkEndpoint(c, endpoint);
  requireWrite(scope, 'EXT_SHARED_PROFILE', 'APP_UPDATE');
  const body = await readJsonObject(c);
  const errors: FieldError[] = [];
  const columns = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body)) {
    // The read-only email (002 §5.5 "field disabled") and the identity fields come back unchanged.
    if (['email', 'uid', 'role', 'profile_level', 'company_name'].includes(key)) continue;
    if (!(EDITABLE_FIELDS as string[]).includes(key)) {
      errors.push({ field: key, message: queryMessages.fieldNotWritable });
      continue;
    }
    if (value !== null && typeof value !== 'string') {
      errors.push({ field: key, message: queryMessages.wrongType(key, queryMessages.typeText) });
      continue;
    }
    const message = validateField(key as ProfileFormField, body, PROFILE_FORM_SCHEMA);
    if (message !== null) {
      errors.push({ field: key, message });
      continue;
    }
    columns.set(key, typeof value === 'string' ? value.trim() : null);
  }
  if (errors.length > 0) throw validationFailed(errors);
  if (columns.size > 0) {
    const deps = c.var.deps;
    if (columns.has('firstname') || columns.has('lastname')) {
      // The display name follows the names, as the login page and the chats show it.
      const current = await ownProfile(c, scope);
      const firstname = (columns.get('firstname') as string | undefined) ?? current.firstname;
      const lastname = (columns.get('lastname') as string | undefined) ?? current.lastname;
      columns.set('display_name', `${firstname} ${lastname}`);
    }
    columns.set('updated_at', deps.now().toISOString());
    await updateColumns(deps, 'users', columns, equals('t0', 'id', scope.user.id));
  }
  return c.json({ data: await ownProfile(c, scope) });
}

/** Registers the own-profile routes. */
export function register(api: Hono<AppEnv>): void {
  for (const endpoint of Object.keys(ENDPOINTS)) {
    const path = `/${endpoint}/:uid/own`;
    api.get(path, async (c) => {
      const scope = checkEndpoint(c, endpoint);
      return c.json({ data: await ownProfile(c, scope) });
    });
    api.put(path, (c) => save(c, endpoint));
    api.patch(path, (c) => save(c, endpoint));
  }
}
