/**
 * Employees as the rules of this area read them, with the spec's field names (001 §3 "Employee:
 * status, level, fullname"; 002 §3.5 "Employee: _user (null means not registered), fullname,
 * color").
 */
import type { EMPLOYEE_STATUS } from './constants.ts';

/** An employee status as its wire number: ENABLED 1 (002 §5.2 "status 1"), DISABLED 0 (ours). */
export type EmployeeStatus = (typeof EMPLOYEE_STATUS)[keyof typeof EMPLOYEE_STATUS];

/** An employee of an organisation or a supplier. */
export interface Employee {
  id: string;
  status: EmployeeStatus;
  /** The employee's level; the worker level is {@link EMPLOYEE_WORKER_LEVEL}. */
  level: number;
  fullname: string;
  /** The user account; null means not registered (002 §3.5). */
  _user?: string | null;
  color?: string | null;
}

/** A sequelize-like where object over employees. */
export interface EmployeeCriteria {
  status?: EmployeeStatus;
  level?: { $gt: number };
}
