import { COLLEAGUE_COLORS } from '../constants/constants.ts';
import { isActiveEmployee } from '../employees/employeeRules.ts';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { CalendarMessageKey } from './eventForm.ts';
import type { CalendarEmployee, CalendarEmployeeOption, CalendarEntityId } from './types.ts';

/** The colleague dialog's choice. */
export interface ColleagueChoice {
  employeeId: CalendarEntityId | null | undefined;
  color: string | null | undefined;
}

/** One colleague-form error: the message key and its Italian text. */
export interface ColleagueFormError {
  key: CalendarMessageKey;
  message: string;
}

/** Colleague-form errors per field; a valid field is absent. */
export interface ColleagueErrors {
  employee?: ColleagueFormError;
  color?: ColleagueFormError;
}

function colleagueError(key: CalendarMessageKey): ColleagueFormError {
  return { key, message: calendarMessage(key) };
}

/** Whether a colour is one of the 12 colleague colours; the comparison ignores case. */
export function isColleagueColor(color: string | null | undefined): boolean {
  const wanted = color?.toLowerCase();
  return COLLEAGUE_COLORS.some((candidate) => candidate.toLowerCase() === wanted);
}

/**
 * Validates the colleague dialog (002 §5.1 "Adding a colleague requires a selected employee and a
 * colour, a mandatory choice from 12"). The field messages are ours (the spec gives none), in the
 * style of the shared form messages of 000 §5.
 */
export function validateColleague({ employeeId, color }: ColleagueChoice): ColleagueErrors {
  const errors: ColleagueErrors = {};
  if (employeeId == null || String(employeeId).trim() === '') {
    errors.employee = colleagueError('calendar.colleague.employeeRequired');
  }
  if (color == null || color.trim() === '') {
    errors.color = colleagueError('calendar.colleague.colorRequired');
  } else if (!isColleagueColor(color)) {
    errors.color = colleagueError('calendar.colleague.colorInvalid');
  }
  return errors;
}

/** Whether the colleague dialog can be saved: no error. */
export function canSaveColleague(errors: ColleagueErrors): boolean {
  return errors.employee === undefined && errors.color === undefined;
}

/** The employees the add-colleague list offers: those not yet added (002 §5.1). */
export function availableColleagues<Employee extends CalendarEmployeeOption>(
  employees: readonly Employee[],
  added: readonly Pick<CalendarEmployee, '_employee'>[],
): Employee[] {
  const addedIds = new Set(added.map((entry) => String(entry._employee)));
  return employees.filter((employee) => !addedIds.has(String(employee.id)));
}

/**
 * The employees the owner picker offers: active ones (status 1) except the current profile
 * (002 §5.2, §6).
 */
export function eventOwnerCandidates<Employee extends CalendarEmployeeOption>(
  employees: readonly Employee[],
  currentProfileId: CalendarEntityId,
): Employee[] {
  return employees.filter(
    (employee) => isActiveEmployee(employee) && String(employee.id) !== String(currentProfileId),
  );
}
