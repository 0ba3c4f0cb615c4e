/**
 * The owner of a calendar (002 §2.1, §3.1–3.3): the caller's employee record in its company (ORG:
 * of its organisation, SPL: of its company). A profile without one (USR, SYS, an unregistered
 * account) has no calendar: its lists are empty and its writes are refused. ORG profiles need
 * ORG_OTHER_CALENDAR for every call (APP_NEW / APP_UPDATE / APP_DELETE for writes); the SPL
 * calendar has no application code (domain DECISIONS Routing: "the SPL calendar").
 */
import { ROLE_TYPE } from '@portineria/domain';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { isAllowed } from '../../authz/requirements.ts';
import type { RequestScope } from '../../authz/scope.ts';
import { forbidden } from '../../http/errors.ts';
import type { ResourceDefinition, ResourceRequest } from '../../layer/resource.ts';
import { messages } from '../../messages.ts';
import { resourceMessages } from '../messages.ts';

/** The caller's employee in its company, the owner of its calendar. */
export interface CalendarOwner {
  employeeId: number;
  company: { column: 'organization_id' | 'supplier_id'; id: number };
}

/** The company column of a calendar profile's rows. */
export function companyColumn(scope: RequestScope): 'organization_id' | 'supplier_id' | undefined {
  if (scope.roleType === ROLE_TYPE.ORG) return 'organization_id';
  if (scope.roleType === ROLE_TYPE.SPL) return 'supplier_id';
  return undefined;
}

/**
 * The owner's employee id as SQL (null without one), so that the tenant rules of the calendar
 * stay one predicate, the same in lists, includes and link checks.
 */
export function ownerEmployeeSql(scope: RequestScope): RawBuilder<number | null> {
  const column = companyColumn(scope);
  if (column === undefined) return sql<null>`null`;
  return sql<number | null>`(select v_owner.id from employees as v_owner
    where v_owner.user_id = ${scope.user.id} and ${sql.ref(`v_owner.${column}`)} = ${scope.companyId}
    order by v_owner.id limit 1)`;
}

/** The caller's calendar owner, or 403 when its profile has no employee. */
export async function requireOwner(request: ResourceRequest): Promise<CalendarOwner> {
  const scope = request.scope;
  const column = companyColumn(scope);
  const employee =
    column === undefined
      ? undefined
      : await request.deps.db
          .selectFrom('employees')
          .select('id')
          .where('user_id', '=', scope.user.id)
          .where(column, '=', scope.companyId)
          .orderBy('id')
          .executeTakeFirst();
  if (column === undefined || employee === undefined) {
    throw forbidden(resourceMessages.noEmployee);
  }
  return { employeeId: employee.id, company: { column, id: scope.companyId } };
}

/** Who may call the calendar: ORG with ORG_OTHER_CALENDAR, SPL; nobody else. */
export const calendarCallers: NonNullable<ResourceDefinition['callers']> = (scope) => {
  if (scope.roleType === ROLE_TYPE.SPL) return undefined;
  if (scope.roleType === ROLE_TYPE.ORG && isAllowed(scope, 'ORG_OTHER_CALENDAR')) return undefined;
  return messages.forbidden;
};

/** The writes of the calendar: ORG under ORG_OTHER_CALENDAR, SPL without a code. */
export const calendarWriters: ResourceDefinition['writers'] = {
  ORG: 'ORG_OTHER_CALENDAR',
  SPL: { application: null },
};
