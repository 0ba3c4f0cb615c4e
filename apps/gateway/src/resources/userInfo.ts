/**
 * `GET users/{id}/info` → `{ data: { id, firstname, lastname, displayName, email, mobile,
 * landline, avatar } }` (002 §7.3 the chat's member cards): a user sharing a tenant with the
 * caller, else 404 like a missing one. Sharing a tenant: oneself always, SYS everyone; ORG any
 * profile of its organisation or of a supplier of its registry; SPL a profile of its company or
 * an ORG profile of an organisation whose registry has it; USR the ORG profiles of the
 * organisations of its buildings.
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { users } from '../db/tables/companies.ts';
import { messages } from '../messages.ts';
import { anyOf, equals, ref } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { allowList } from '../query/index.ts';

/** The users whose card a profile reads (see the top of this file). */
export function visibleUsers(scope: RequestScope): Visible {
  const profiles = (alias: string, condition: ReturnType<typeof sql<SqlBool>>) =>
    sql<SqlBool>`exists (select 1 from profiles as v_profiles
      where v_profiles.user_id = ${ref(alias, 'id')} and v_profiles.enabled and ${condition})`;
  const self = (alias: string) => equals(alias, 'id', scope.user.id);
  switch (scope.roleType) {
    case ROLE_TYPE.SYS:
      return () => true;
    case ROLE_TYPE.ORG:
      return (alias) =>
        anyOf(
          self(alias),
          profiles(
            alias,
            sql<SqlBool>`(v_profiles.organization_id = ${scope.companyId}
              or v_profiles.supplier_id in (select supplier_id from organization_suppliers
                where organization_id = ${scope.companyId}))`,
          ),
        );
    case ROLE_TYPE.SPL:
      return (alias) =>
        anyOf(
          self(alias),
          profiles(
            alias,
            sql<SqlBool>`(v_profiles.supplier_id = ${scope.companyId}
              or (v_profiles.role_type = 'ORG' and v_profiles.organization_id in (
                select organization_id from organization_suppliers where supplier_id = ${scope.companyId})))`,
          ),
        );
    case ROLE_TYPE.USR:
      return (alias) =>
        anyOf(
          self(alias),
          profiles(
            alias,
            sql<SqlBool>`v_profiles.role_type = 'ORG' and v_profiles.organization_id in (
              select b.organization_id from buildings b where b.id in (
                select building_id from entitlements where user_id = ${scope.user.id}))`,
          ),
        );
    default:
      return scope.roleType satisfies never;
  }
}

/** A user's card. */
const userInfoSchema = allowList(users, {
  fields: {
    id: 'id',
    firstname: 'firstname',
    lastname: 'lastname',
    displayName: 'display_name',
    email: 'email',
    mobile: 'mobile',
    landline: 'landline',
  },
});

/** Registers the user card route. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'users',
    schema: userInfoSchema,
    shape: 'data',
    routes: {},
    notFound: messages.notFound,
    visible: visibleUsers,
    // No avatars are stored by the reference gateway.
    present: (rows) => rows.map((row) => ({ ...row, avatar: null })),
    extend(routes) {
      routes.read('GET', '/users/:id/info', async (request) =>
        request.one(await request.find(request.id())),
      );
    },
  });
}
