/**
 * The colleagues of a calendar (002 §3.3): `calendar-employees` with search, count, getOne,
 * create (`{ _employee, color }`), update (`{ color }` or `{ enabled }`) and delete, each
 * answering `{ data }` in the wire shape of 002 §3.3: id, _employee, color, enabled, fullName.
 *
 * A colleague is an employee of the owner's company, added once; base roles cannot add
 * colleagues (domain `calendarCapabilities`); the colour is one of domain's (`validateColleague`).
 */
import { COLLEAGUE_COLORS, calendarCapabilities, validateColleague } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { assertValid, conflict, forbidden } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { fieldInvalid } from '../../layer/fieldMessages.ts';
import { ref } from '../../layer/predicates.ts';
import { mountResource, runWrite } from '../../layer/resource.ts';
import type { Row } from '../../layer/resource.ts';
import { isPlainObject } from '../../query/index.ts';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { resourceMessages } from '../messages.ts';
import { calendarColleagueSchema } from '../schemas/calendar.ts';
import { calendarCallers, calendarWriters, ownerEmployeeSql, requireOwner } from './owner.ts';

/** A colleague entry in the wire shape of 002 §3.3: id, _employee, color, enabled, fullName. */
function presentColleague(row: Row): Row {
  const employee = isPlainObject(row.org_employees) ? row.org_employees : {};
  return {
    id: row.id,
    _employee: row._employee,
    color: row.color,
    enabled: row.enabled,
    fullName: employee.fullname ?? null,
  };
}

const WITH_EMPLOYEE = [{ association: 'org_employees' }];

/** Registers the calendar colleagues routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'calendar-employees',
    schema: calendarColleagueSchema,
    shape: 'data',
    routes: { 'calendar-employees': ['search', 'count', 'getOne', 'create', 'update', 'remove'] },
    notFound: resourceMessages.colleagueNotFound,
    visible: (scope) => (alias) =>
      sql<SqlBool>`${ref(alias, 'owner_employee_id')} = ${ownerEmployeeSql(scope)}`,
    callers: calendarCallers,
    writers: calendarWriters,
    // Every answer carries the colleague's name.
    rewrite: (body) => ({ body: { ...body, include: WITH_EMPLOYEE } }),
    present: (rows) => rows.map(presentColleague),
    detailInclude: WITH_EMPLOYEE,
    changeInclude: WITH_EMPLOYEE,
    async beforeChange(_current, request) {
      await requireOwner(request);
    },
    handlers: {
      async create(request) {
        const owner = await requireOwner(request);
        if (!calendarCapabilities(request.scope.profile.role).canAddColleagues) {
          throw forbidden(resourceMessages.baseRoleColleagues);
        }
        const input = await request.body();
        const errors: FieldError[] = [];
        for (const key of Object.keys(input)) {
          if (key !== '_employee' && key !== 'color') {
            errors.push({ field: key, message: fieldInvalid(key) });
          }
        }
        const choice = validateColleague({
          employeeId: input._employee as number | null | undefined,
          color: typeof input.color === 'string' ? input.color : null,
        });
        if (choice.employee) errors.push({ field: '_employee', message: choice.employee.message });
        if (choice.color) errors.push({ field: 'color', message: choice.color.message });
        const employeeId = input._employee;
        if (!choice.employee) {
          const employee =
            typeof employeeId === 'number' &&
            Number.isSafeInteger(employeeId) &&
            employeeId !== owner.employeeId
              ? await request.deps.db
                  .selectFrom('employees')
                  .select('id')
                  .where('id', '=', employeeId)
                  .where(owner.company.column, '=', owner.company.id)
                  .executeTakeFirst()
              : undefined;
          if (!employee) errors.push({ field: '_employee', message: fieldInvalid('_employee') });
        }
        assertValid(errors);
        const colleagueId = employeeId as number;
        const exists = await request.deps.db
          .selectFrom('calendar_colleagues')
          .select('id')
          .where('owner_employee_id', '=', owner.employeeId)
          .where('employee_id', '=', colleagueId)
          .executeTakeFirst();
        if (exists) throw conflict(resourceMessages.colleagueExists);
        const color = COLLEAGUE_COLORS.find(
          (candidate) => candidate.toLowerCase() === String(input.color).toLowerCase(),
        );
        const id = await runWrite(calendarColleagueSchema, async () => {
          const inserted = await request.deps.db
            .insertInto('calendar_colleagues')
            .values({
              [owner.company.column]: owner.company.id,
              owner_employee_id: owner.employeeId,
              employee_id: colleagueId,
              color: color ?? String(input.color),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return inserted.id;
        });
        return request.one(await request.find(id, { include: WITH_EMPLOYEE }), 201);
      },
      async update(request) {
        const owner = await requireOwner(request);
        const input = await request.body();
        const errors: FieldError[] = [];
        const values: { color?: string; enabled?: boolean } = {};
        for (const key of Object.keys(input)) {
          if (key === 'color') {
            const choice = validateColleague({
              employeeId: owner.employeeId,
              color: typeof input.color === 'string' ? input.color : null,
            });
            if (choice.color) errors.push({ field: 'color', message: choice.color.message });
            else values.color = input.color as string;
          } else if (key === 'enabled' && typeof input.enabled === 'boolean') {
            values.enabled = input.enabled;
          } else {
            errors.push({ field: key, message: fieldInvalid(key) });
          }
        }
        assertValid(errors);
        const id = request.id();
        if (Object.keys(values).length > 0) {
          await request.deps.db
            .updateTable('calendar_colleagues')
            .set({ ...values, updated_at: request.deps.now() })
            .where('id', '=', id)
            .execute();
        }
        return request.one(await request.find(id, { include: WITH_EMPLOYEE }));
      },
    },
  });
}
