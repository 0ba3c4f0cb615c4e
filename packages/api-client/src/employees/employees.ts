import type { Employee } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getData } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

export interface EmployeesApi extends DataFamily<Employee> {
  /**
   * `GET employees/{id}/calendar-color` → `data.color` (002 §7.1 "Employee calendar colour lookup
   * per employee … reads data.data.color"); null when the employee has none.
   */
  getCalendarColor(id: EntityId, options?: CallOptions): Promise<string | null>;
}

export function createEmployeesApi(http: HttpClient): EmployeesApi {
  return {
    ...dataFamily<Employee>(http, 'employees'),
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
