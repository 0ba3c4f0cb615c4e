/**
 * "Assigned to the active user" on the gateway's data model. Tickets, orders and claims name their
 * assignee by employee (`_assignTo`, `_employee`, `_orgEmployee` are ids of `org_employees`), while
 * '@activeUser' is the active *user* id (000 §7 "'@activeUser' in criteria replaced by the active
 * user id"). Comparing the two would match another employee whose id happens to equal the user's.
 * The assignee is the active user when the assigned employee's `_user` is: the criteria say so
 * through the association, `'$org_employees._user$': '@activeUser'`, which the client still fills
 * with the active user id as the spec asks.
 */
import type { Criteria } from '@portineria/domain';

/** The placeholder of the active user. */
export const ACTIVE_USER = '@activeUser';

/** The condition "the assigned employee is the active user" (see the module comment). */
export const ASSIGNED_TO_ACTIVE_USER = { '$org_employees._user$': ACTIVE_USER } as const;

/**
 * A copy of `criteria` where `field: '@activeUser'` (an employee reference compared with the
 * active user) is written on the employee's user instead. Other conditions are kept as they are.
 */
export function employeeIsActiveUser(criteria: Criteria, field: string): Criteria {
  if (criteria[field] !== ACTIVE_USER) return criteria;
  const rest: Criteria = { ...criteria };
  delete rest[field];
  return { ...rest, ...ASSIGNED_TO_ACTIVE_USER };
}
