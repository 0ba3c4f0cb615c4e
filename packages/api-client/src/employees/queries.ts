import type { Criteria } from '@portineria/domain';
import { queryKeys } from '../queryKeys.ts';
import type { ApiClient } from '../createApiClient.ts';
import type { EmployeeRecord } from './employees.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of employees. */
export const getEmployeesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'employees', client.employees, query);
export const getEmployeeQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'employees', client.employees, id);
export const countEmployeesQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.employees, criteria);
export const getEmployeesInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'employees', client.employees, query);
export const employeeMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'employees', client.employees, ['calendar']);
/** The calendar colour of an employee (002 §7.1 "reads data.data.color"). */
export const getEmployeeCalendarColorQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions(
    queryKeys.employees.call(client.profileId(), 'calendar-color', { id: String(id) }),
    (options) => client.employees.getCalendarColor(id, options),
  );

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of employees with the number that match (a list screen). */
export const getEmployeesPageQueryOptions = <Row = EmployeeRecord>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'employees', client.employees, query);
/** One record of employees by id, with the related records named in `include` embedded. */
export const getEmployeeRecordQueryOptions = <Row = EmployeeRecord>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'employees', client.employees, id, include);
