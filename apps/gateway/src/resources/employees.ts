/**
 * Employees of the caller's company (001 §3 "Employee: status, level, fullname", 002 §3.3, §3.5;
 * /ORG/TAB/employees and /SPL/TAB/employees).
 *
 * Tenant rule: ORG the employees of its organisation; SPL those of its supplier company; USR none;
 * SYS all, read only. Writes need the employees application of the caller's role type:
 * ORG_TAB_EMPLOYEES for ORG (resource kit), SPL_TAB_EMPLOYEES for SPL (the handlers below, which
 * pass every other role on to the kit), with APP_NEW / APP_UPDATE / APP_DELETE.
 * `GET employees/{id}/color` (also `…/calendar-color`, the api-client's name) answers the
 * calendar colour, `{ data: { color } }` (002 §7.1 "reads data.data.color").
 */
import {
  EMPLOYEE_STATUS,
  EMPLOYEE_WORKER_LEVEL,
  emailRule,
  maxLengthRule,
  oneOfRule,
  phoneNumberRule,
  requiredRule,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@portineria/domain';
import type { Context, Hono, Next } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { mountResource } from './kit.ts';
import {
  allOf,
  columnValues,
  condition,
  equals,
  insertColumns,
  notFound,
  pathId,
  readJsonObject,
  readWithin,
  requireWrite,
  ruleErrors,
  updateColumns,
  validationFailed,
} from './registryAccess.ts';
import type { Visibility } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';
import { employeeSchema } from './registrySchemas.ts';

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
  { name: 'color', rules: [maxLengthRule(20)] },
];

/** The tenant rule of employees. */
export function employeeVisibility(scope: RequestScope): Visibility {
  switch (scope.roleType) {
    case 'ORG':
      return (alias) => equals(alias, 'organization_id', scope.companyId);
    case 'SPL':
      return (alias) => equals(alias, 'supplier_id', scope.companyId);
    case 'USR':
      return () => false;
    case 'SYS':
      return () => true;
    default:
      scope.roleType satisfies never;
      return () => false;
  }
}

function employeeRuleErrors(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): FieldError[] {
  return ruleErrors(input, EMPLOYEE_RULES, mode);
}

function fullnameOf(input: Record<string, unknown>): string {
  return [input.firstname, input.lastname]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}

const SPL_APPLICATION = 'SPL_TAB_EMPLOYEES';

async function splCreate(c: Context<AppEnv>, next: Next) {
  const scope = c.var.scope;
  if (scope.roleType !== 'SPL') return next();
  const deps = c.var.deps;
  requireWrite(scope, SPL_APPLICATION, 'APP_NEW');
  const values = columnValues(employeeSchema, await readJsonObject(c), FIELDS);
  const errors = [...values.errors, ...employeeRuleErrors(values.input, 'create')];
  if (errors.length > 0) throw validationFailed(errors);
  values.columns.set('supplier_id', scope.companyId);
  values.columns.set('fullname', fullnameOf(values.input));
  const id = await insertColumns(deps, 'employees', values.columns);
  const row = await readWithin(employeeSchema, id, scope, deps, employeeVisibility(scope));
  return c.json({ data: row }, 201);
}

async function splUpdate(c: Context<AppEnv>, next: Next) {
  const scope = c.var.scope;
  if (scope.roleType !== 'SPL') return next();
  const deps = c.var.deps;
  requireWrite(scope, SPL_APPLICATION, 'APP_UPDATE');
  const id = pathId(c.req.param('id'), registryMessages.employeeNotFound);
  const values = columnValues(employeeSchema, await readJsonObject(c), FIELDS);
  const errors = [...values.errors, ...employeeRuleErrors(values.input, 'update')];
  if (errors.length > 0) throw validationFailed(errors);
  values.columns.set('updated_at', deps.now().toISOString());
  const visible = employeeVisibility(scope);
  const changed = await updateColumns(
    deps,
    'employees',
    values.columns,
    allOf(visible('t0'), equals('t0', 'id', id)),
  );
  if (changed === 0) throw notFound(registryMessages.employeeNotFound);
  return c.json({ data: await readWithin(employeeSchema, id, scope, deps, visible) });
}

async function splRemove(c: Context<AppEnv>, next: Next) {
  const scope = c.var.scope;
  if (scope.roleType !== 'SPL') return next();
  const deps = c.var.deps;
  requireWrite(scope, SPL_APPLICATION, 'APP_DELETE');
  const id = pathId(c.req.param('id'), registryMessages.employeeNotFound);
  const visible = employeeVisibility(scope);
  const row = await readWithin(employeeSchema, id, scope, deps, visible);
  if (row === undefined) throw notFound(registryMessages.employeeNotFound);
  await sql`delete from employees as t0 where ${condition(
    allOf(visible('t0'), equals('t0', 'id', id)),
  )}`.execute(deps.db);
  return c.json({ data: row });
}

/** Registers the employee routes. */
export function register(api: Hono<AppEnv>): void {
  const color = async (c: Context<AppEnv>) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), registryMessages.employeeNotFound);
    const row = await readWithin(employeeSchema, id, scope, c.var.deps, employeeVisibility(scope));
    if (row === undefined) throw notFound(registryMessages.employeeNotFound);
    return c.json({ data: { color: row.color ?? null } });
  };
  api.get('/employees/:id{[0-9]+}/color', color);
  api.get('/employees/:id{[0-9]+}/calendar-color', color);

  // Supplier-side writes first; they hand every other role on to the kit's routes below.
  api.post('/employees', splCreate);
  api.patch('/employees/:id{[0-9]+}', splUpdate);
  api.put('/employees/:id{[0-9]+}', splUpdate);
  api.delete('/employees/:id{[0-9]+}', splRemove);

  mountResource(api, {
    path: 'employees',
    schema: employeeSchema,
    shape: 'data',
    application: 'ORG_TAB_EMPLOYEES',
    visible: employeeVisibility,
    writable: { create: FIELDS, update: FIELDS },
    routes: { remove: true },
    validate: (input, _scope, mode) => employeeRuleErrors(input, mode),
    onCreate: (input, scope) => ({
      organization_id: scope.companyId,
      fullname: fullnameOf(input),
    }),
    onUpdate: (_input, _scope, deps) => ({ updatedAt: deps.now() }),
  });
}
