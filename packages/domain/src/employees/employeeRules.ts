import { employeesMessage } from '../messages/it-IT/employees.ts';
import { EMPLOYEE_STATUS, EMPLOYEE_WORKER_LEVEL } from './constants.ts';
import type { Employee, EmployeeCriteria } from './types.ts';

/**
 * Whether an employee is active (001 §4.6 "Status ENABLED"; 002 §6 "active employees (status
 * 1)").
 */
export function isActiveEmployee(employee: Pick<Employee, 'status'>): boolean {
  return employee.status === EMPLOYEE_STATUS.ENABLED;
}

/** Whether an employee's level is above worker (001 §4.6: "level above worker"). */
export function isAboveWorkerLevel(employee: Pick<Employee, 'level'>): boolean {
  return employee.level > EMPLOYEE_WORKER_LEVEL;
}

/**
 * The employees the owner picker of an event or reminder offers (002 §5.2: "The employee picker
 * for the owner excludes the current profile and lists only status 1"; 002 §6: "The employee
 * choice for a reminder lists active employees (status 1) except oneself"), in their order.
 * The current profile is the employee whose id is the profile id (DECISIONS.md).
 */
export function ownerPickerEmployees<Item extends Pick<Employee, 'id' | 'status'>>(
  employees: readonly Item[],
  currentProfileId: string,
): Item[] {
  return employees.filter(
    (employee) => isActiveEmployee(employee) && String(employee.id) !== String(currentProfileId),
  );
}

/**
 * The registration label of an employee (002 §8: "employee not registered: 'Non registrato'";
 * 002 §3.5 "_user (null means not registered)"), or `undefined` for a registered one. Only null
 * means not registered: an undefined `_user` was not loaded and shows nothing.
 */
export function employeeRegistrationLabel(employee: Pick<Employee, '_user'>): string | undefined {
  return employee._user === null ? employeesMessage('employees.notRegistered') : undefined;
}

/** The persons counter view: its id, its Italian label and its where criteria. */
export interface PersonsCounterView {
  id: 'persons_counter';
  label: string;
  criteria: EmployeeCriteria;
}

/**
 * The persons counter of the dashboard, which replaces the old users_total_counter (000 §9: "Old
 * counter ids users_total_counter and buildings_total_counter are replaced by the persons
 * counter"). The spec gives it no criteria or label: it counts the organisation's people, the
 * employees with "Status ENABLED; level above worker" (001 §4.6), and is titled 'Persone'
 * (DECISIONS.md).
 */
export const PERSONS_COUNTER_VIEW: PersonsCounterView = {
  id: 'persons_counter',
  label: employeesMessage('employees.personsCounter'),
  criteria: { status: EMPLOYEE_STATUS.ENABLED, level: { $gt: EMPLOYEE_WORKER_LEVEL } },
};
