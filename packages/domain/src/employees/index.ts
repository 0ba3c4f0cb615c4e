export { EMPLOYEE_STATUS, EMPLOYEE_WORKER_LEVEL } from './constants.ts';
export type { Employee, EmployeeCriteria, EmployeeStatus } from './types.ts';
export {
  employeeRegistrationLabel,
  isAboveWorkerLevel,
  isActiveEmployee,
} from './employeeRules.ts';
