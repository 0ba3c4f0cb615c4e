import type { Employee, RecordVersion } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

/**
 * An employee as the gateway sends it: domain's `Employee` (the names the rules read) and the
 * registry fields domain's rules do not need (001 §3, 002 §3.3, §3.5). `fullname` is set by the
 * server from `firstname` and `lastname`.
 */
export interface EmployeeRecord extends Employee {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  mobile: string | null;
  /** The organisation of an ORG employee; null for a supplier's. */
  _organization: number | null;
  /** The supplier company of an SPL employee; null for an organisation's. */
  _supplier: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields an employee create or update may send (the gateway's allow-list). */
export type EmployeeInput = Partial<
  Pick<EmployeeRecord, 'firstname' | 'lastname' | 'email' | 'mobile' | 'status' | 'level' | 'color'>
>;

/** An edit names the version it was read at (409 STALE_RECORD otherwise), as every registry's. */
export type EmployeeUpdateInput = EmployeeInput & { version: RecordVersion };

export interface EmployeesApi extends DataFamily<
  EmployeeRecord,
  EmployeeInput,
  EmployeeUpdateInput
> {
  /**
   * `GET employees/{id}/calendar-color` → `data.color` (002 §7.1 "Employee calendar colour lookup
   * per employee … reads data.data.color"); null when the employee has none.
   */
  getCalendarColor(id: EntityId, options?: CallOptions): Promise<string | null>;
}

export function createEmployeesApi(http: HttpClient): EmployeesApi {
  return {
    ...dataFamily<EmployeeRecord, EmployeeInput, EmployeeUpdateInput>(http, 'employees'),
    async getCalendarColor(id, options) {
      const data = await getData<{ color?: unknown } | null>(
        http,
        `employees/${encodeURIComponent(String(id))}/calendar-color`,
        options,
      );
      return typeof data?.color === 'string' ? data.color : null;
    },
  };
}
