/**
 * The employees as their list and detail show them (001 §3 Employee: status, level, fullname;
 * §4.6; 002 §3.5 _user, fullname, color; §8 'Non registrato'), read through the api-client's
 * employee queries.
 */
import {
  getEmployeeRecordQueryOptions,
  getEmployeesPageQueryOptions,
  type EmployeeRecord,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { presentEmployeeRegistration, presentEmployeeStatus } from '../../records/presenters.ts';

const field = fieldsOf<EmployeeRecord>();

const fullname = field.text('fullname', 'field.fullname', (employee) => employee.fullname);
const level = field.number('level', 'field.level', (employee) => employee.level);
const status = field.custom('status', 'field.status', (employee) =>
  presentEmployeeStatus(employee.status),
);
const registration = field.custom('registration', 'field.registration', (employee) =>
  presentEmployeeRegistration(employee._user),
);

export const EMPLOYEES = defineRecords<EmployeeRecord>({
  columns: [fullname, level, status, registration],
  sections: [
    section('section.general', [
      fullname,
      field.text('firstname', 'field.firstname', (employee) => employee.firstname),
      field.text('lastname', 'field.lastname', (employee) => employee.lastname),
      level,
      field.color('color', 'field.color', (employee) => employee.color),
    ]),
    section('section.status', [status, registration]),
    section('section.contacts', [
      field.text('email', 'field.email', (employee) => employee.email),
      field.text('mobile', 'field.mobile', (employee) => employee.mobile),
    ]),
  ],
  searchable: true,
  page: (query) => getEmployeesPageQueryOptions(apiClient, query),
  record: (id) => getEmployeeRecordQueryOptions(apiClient, id),
});
