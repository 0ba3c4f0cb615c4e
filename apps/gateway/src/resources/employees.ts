/**
 * Employees of the caller's company (001 §3 "Employee: status, level, fullname", 002 §3.3, §3.5;
 * /ORG/TAB/employees and /SPL/TAB/employees).
 *
 * Tenant rule: ORG the employees of its organisation; SPL those of its supplier company; USR none;
 * SYS all, read only. Writes need the employees application of the caller's role type:
 * ORG_TAB_EMPLOYEES for ORG, SPL_TAB_EMPLOYEES for SPL, with APP_NEW / APP_UPDATE / APP_DELETE.
 * `GET employees/{id}/color` (also `…/calendar-color`, the api-client's name) answers the
 * calendar colour, `{ data: { color } }` (002 §7.1 "reads data.data.color"). Kept as every
 * registry is (./registryKeeping.ts): update with the version read (409 STALE_RECORD otherwise),
 * remove refused with what uses the employee ('Usato da 2 ordini'), `GET employees/{id}/history`.
 */
import { ROLE_TYPE } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registryKeepingParts } from './registryKeeping.ts';
import { employeeSchema } from './schemas/registries.ts';

const FIELDS = ['firstname', 'lastname', 'email', 'mobile', 'status', 'level', 'color'];

/**
 * An employee kept as every registry is, under domain's employee form rules (first and last name
 * required, e-mail and mobile formats, the worker's or a profile level, status enabled or
 * disabled, the colour's length). Its calendar colleagues (those it shows, and its place in the
 * others' calendars) are its own and go with it.
 */
const keeping = registryKeepingParts({
  schema: employeeSchema,
  recordKind: 'employee',
  fields: FIELDS,
  form: 'employees',
  ownedTables: ['calendar_colleagues'],
});

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
    validate: keeping.validate,
    onCreate: (input, request) => ({
      [request.scope.roleType === ROLE_TYPE.SPL ? 'supplier_id' : 'organization_id']:
        request.scope.companyId,
      fullname: fullnameOf(input),
    }),
    handlers: keeping.handlers,
    onInserted: keeping.onInserted,
    onInsertedRows: keeping.onInsertedRows,
    extend(routes) {
      keeping.registerHistory(routes, '/employees/:id/history');
      const color = async (request: ResourceRequest) => {
        const row = await request.find(request.id());
        return request.c.json({ data: { color: row.color ?? null } });
      };
      routes.read('GET', '/employees/:id/color', color);
      routes.read('GET', '/employees/:id/calendar-color', color);
    },
  });
}
