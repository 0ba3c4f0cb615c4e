/**
 * Employees of the caller's company (001 §3 "Employee: status, level, fullname", 002 §3.3, §3.5;
 * /ORG/TAB/employees and /SPL/TAB/employees).
 *
 * Tenant rule: ORG the employees of its organisation; SPL those of its supplier company; USR none;
 * SYS all, read only. Writes need the employees application of the caller's role type:
 * ORG_TAB_EMPLOYEES for ORG, SPL_TAB_EMPLOYEES for SPL, with APP_NEW / APP_UPDATE / APP_DELETE.
 * `GET employees/{id}/color` (also `…/calendar-color`, the api-client's name) answers the
 * calendar colour, `{ data: { color } }` (002 §7.1 "reads data.data.color").
 */
import {
  EMAIL_MAX_LENGTH,
  EMPLOYEE_STATUS,
  EMPLOYEE_WORKER_LEVEL,
  NAME_MAX_LENGTH,
  ROLE_TYPE,
  emailRule,
  maxLengthRule,
  oneOfRule,
  phoneNumberRule,
  requiredRule,
  textLimitOf,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { ruleErrors } from '../layer/rules.ts';
import { resourceMessages } from './messages.ts';
import { employeeSchema } from './schemas/registries.ts';

const FIELDS = ['firstname', 'lastname', 'email', 'mobile', 'status', 'level', 'color'];

/** Levels: the worker (0) and the three profile levels. */
const LEVELS = [EMPLOYEE_WORKER_LEVEL, 1, 2, 3];

const EMPLOYEE_RULES = [
  { name: 'firstname', rules: [requiredRule, maxLengthRule(NAME_MAX_LENGTH)] },
  { name: 'lastname', rules: [requiredRule, maxLengthRule(NAME_MAX_LENGTH)] },
  { name: 'email', rules: [emailRule, maxLengthRule(EMAIL_MAX_LENGTH)] },
  { name: 'mobile', rules: [phoneNumberRule] },
  { name: 'status', rules: [oneOfRule(Object.values(EMPLOYEE_STATUS))] },
  { name: 'level', rules: [oneOfRule(LEVELS)] },
  // The colour column's limit is domain's (TEXT_LIMITS.color), as the database's CHECK.
  { name: 'color', rules: [maxLengthRule(textLimitOf('color').maxLength)] },
];

/** The tenant rule of employees: each company's own. */
export const employeeVisibility = byRole({ ORG: ownOrganization, SPL: ownSupplier });

function fullnameOf(input: Record<string, unknown>): string {
  return [input.firstname, input.lastname]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}

/** Registers the employee routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'employees',
    schema: employeeSchema,
    shape: 'data',
    routes: { employees: ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.employeeNotFound,
    visible: employeeVisibility,
    writers: { ORG: 'ORG_TAB_EMPLOYEES', SPL: 'SPL_TAB_EMPLOYEES' },
    writable: { create: FIELDS, update: FIELDS },
    validate: (input, _request, current) =>
      ruleErrors(input, EMPLOYEE_RULES, current === undefined ? 'create' : 'update'),
    onCreate: (input, request) => ({
      [request.scope.roleType === ROLE_TYPE.SPL ? 'supplier_id' : 'organization_id']:
        request.scope.companyId,
      fullname: fullnameOf(input),
    }),
    onUpdate: (_input, request) => ({ updatedAt: request.deps.now() }),
    extend(routes) {
      const color = async (request: ResourceRequest) => {
        const row = await request.find(request.id());
        return request.c.json({ data: { color: row.color ?? null } });
      };
      routes.read('GET', '/employees/:id/color', color);
      routes.read('GET', '/employees/:id/calendar-color', color);
    },
  });
}
