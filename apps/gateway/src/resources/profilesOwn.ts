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
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/tables/companies.ts';
import { changes } from '../db/tables/rows.ts';
import { assertValid, forbidden, notFound } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { equals } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { allowList } from '../query/index.ts';
import { resourceMessages } from './messages.ts';

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

/** The read-only email (002 §5.5 "field disabled") and the identity fields come back unchanged. */
const IGNORED_FIELDS = ['email', 'uid', 'role', 'profile_level', 'company_name'];

/** The user's own data behind a profile. */
const ownUserSchema = allowList(users, {
  fields: {
    email: 'email',
    firstname: 'firstname',
    lastname: 'lastname',
    street: 'street',
    zip: 'zip',
    city: 'city',
    province: 'province',
    country: 'country',
    landline: 'landline',
    mobile: 'mobile',
    fax: 'fax',
  },
});

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

/** The own profile as the wire shows it, and the user's stored data. */
async function ownProfile(request: ResourceRequest) {
  const scope = request.scope;
  const user = await request.find(scope.user.id);
  return {
    user,
    body: {
      uid: scope.profile.uid,
      role: scope.profile.role,
      profile_level: scope.profile.profile_level,
      company_name: scope.profile.company_name,
      ...user,
    },
  };
}

async function save(request: ResourceRequest, endpoint: string): Promise<Response> {
  checkEndpoint(request, endpoint);
  const { scope, deps } = request;
  const body = await request.body();
  const values = writeValues(ownUserSchema, body, EDITABLE_FIELDS, IGNORED_FIELDS);
  const errors: FieldError[] = [...values.errors];
  for (const key of Object.keys(values.input)) {
    const message = validateField(key as ProfileFormField, body, PROFILE_FORM_SCHEMA);
    if (message !== null) errors.push({ field: key, message });
  }
  assertValid(errors);
  for (const [column, value] of values.columns) {
    if (typeof value === 'string') values.columns.set(column, value.trim());
  }
  if (values.columns.size > 0) {
    if (values.columns.has('firstname') || values.columns.has('lastname')) {
      // The display name follows the names, as the login page and the chats show it.
      const current = await ownProfile(request);
      const firstname = values.columns.get('firstname') ?? current.user.firstname;
      const lastname = values.columns.get('lastname') ?? current.user.lastname;
      values.columns.set('display_name', `${String(firstname)} ${String(lastname)}`);
    }
    values.columns.set('updated_at', deps.now());
    await runWrite(ownUserSchema, () =>
      deps.db
        .updateTable('users')
        .set(changes('users', values.columns))
        .where('id', '=', scope.user.id)
        .execute(),
    );
  }
  return request.c.json({ data: (await ownProfile(request)).body });
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
          return request.c.json({ data: (await ownProfile(request)).body });
        });
        routes.write('PUT', path, 'update', 'APP_UPDATE', (request) => save(request, endpoint));
        routes.write('PATCH', path, 'update', 'APP_UPDATE', (request) => save(request, endpoint));
      }
    },
  });
}
