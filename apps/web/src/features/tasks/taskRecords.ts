/**
 * The tasks (interventi) as their list and detail show them (001 §3 Task: "status, isSigned,
 * _activity. Other fields not shown" — the others are the gateway's), read through the
 * api-client's task queries with the activity and the employee included in the same request.
 * The list sorts by each of its columns (domain TASK_LIST_SORT_FIELDS), the newest first by
 * default.
 */
import {
  getTaskRecordQueryOptions,
  getTasksPageQueryOptions,
  type IncludedEmployee,
} from '@portineria/api-client';
import { TASK_LIST_DEFAULT_ORDER, TASK_LIST_SORT_FIELDS, type Task } from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import { presentTaskStatus } from '../../records/presenters.ts';

/** A task as the task reads answer it. */
export interface TaskRow extends Task {
  id: number | string;
  _employee?: number | string | null;
  description?: string | null;
  executedAt?: string | null;
  createdAt?: string | null;
  org_activities?: { id?: number | string; code?: string | null } | null;
  org_employees?: IncludedEmployee | null;
}

const field = fieldsOf<TaskRow>();

const status = field.custom('status', 'field.status', (task) => presentTaskStatus(task.status));
const activity = field.relation(
  'activity',
  'field.activity',
  'activity',
  (task) => ({ id: task._activity, record: task.org_activities }),
  { include: 'org_activities' },
);
const executedAt = field.dateTime('executedAt', 'field.executedAt', (task) => task.executedAt);

export const TASKS = defineRecords<TaskRow>({
  columns: [field.text('id', 'field.id', (task) => task.id), activity, status, executedAt],
  sections: [
    section('section.general', [
      status,
      field.boolean('isSigned', 'field.isSigned', (task) => task.isSigned),
      field.multiline('description', 'field.description', (task) => task.description),
    ]),
    section('section.relations', [
      activity,
      field.relation(
        'employee',
        'field.employee',
        'splEmployee',
        (task) => ({ id: task._employee, record: task.org_employees }),
        { include: 'org_employees' },
      ),
    ]),
    section('section.dates', [
      executedAt,
      field.dateTime('createdAt', 'field.createdAt', (task) => task.createdAt),
    ]),
  ],
  order: TASK_LIST_DEFAULT_ORDER,
  sortFields: TASK_LIST_SORT_FIELDS,
  defaultSortLabel: 'list.sort.newest',
  page: (query) => getTasksPageQueryOptions<TaskRow>(apiClient, query),
  record: (id, include) => getTaskRecordQueryOptions<TaskRow>(apiClient, id, include),
});
