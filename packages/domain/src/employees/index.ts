export { EMPLOYEE_STATUS, EMPLOYEE_WORKER_LEVEL } from './constants.ts';
export type { Employee, EmployeeCriteria, EmployeeStatus } from './types.ts';
export {
  PERSONS_COUNTER_VIEW,
  employeeRegistrationLabel,
  isAboveWorkerLevel,
  isActiveEmployee,
  ownerPickerEmployees,
} from './employeeRules.ts';
export type { PersonsCounterView } from './employeeRules.ts';
