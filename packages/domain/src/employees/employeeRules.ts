import { employeesMessage } from '../messages/it-IT/employees.ts';
import { EMPLOYEE_STATUS, EMPLOYEE_WORKER_LEVEL } from './constants.ts';
import type { Employee } from './types.ts';

/**
 * Whether an employee is active (001 §4.6 "Status ENABLED"; 002 §6 "active employees (status
 * 1)").
 */
export function isActiveEmployee(employee: { readonly status?: number | null }): boolean {
  return employee.status === EMPLOYEE_STATUS.ENABLED;
}

/** Whether an employee's level is above worker (001 §4.6: "level above worker"). */
export function isAboveWorkerLevel(employee: Pick<Employee, 'level'>): boolean {
  return employee.level > EMPLOYEE_WORKER_LEVEL;
}

/**
 * The registration label of an employee (002 §8: "employee not registered: 'Non registrato'";
 * 002 §3.5 "_user (null means not registered)"), or `undefined` for a registered one. Only null
 * means not registered: an undefined `_user` was not loaded and shows nothing.
 */
export function employeeRegistrationLabel(employee: Pick<Employee, '_user'>): string | undefined {
  return employee._user === null ? employeesMessage('employees.notRegistered') : undefined;
}
