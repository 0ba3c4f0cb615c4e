/**
 * Contract tests of the tasks lists' column sorts (001 §2.2 /ORG/OPR/tasks, §2.3 /SPL/OPR/tasks,
 * 001 §7 "POST api/v2/proxy/tasks"): every sort the list offers (domain TASK_LIST_SORT_FIELDS)
 * is served in both directions by the list call the web sends, without changing what the list
 * counts or filters; a sort by a field hidden from the role is refused like an unknown field.
 */
import { isActivityNoteVisible, listOrder, TASK_LIST_SORT_FIELDS } from '@portineria/domain';
import type { TaskListSortColumn } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../support/calls.ts';
import type { Answer } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

interface TaskResult {
  id: number;
  status: number;
  executedAt: string | null;
  org_activities: { code: string | null } | null;
}

function page(answer: Answer): { results: TaskResult[]; counter: number } {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.rows as { results: TaskResult[]; counter: number };
}

const COLUMNS = Object.keys(TASK_LIST_SORT_FIELDS) as TaskListSortColumn[];

/** The value of a row the column sorts by, comparable as text ('' for none). */
function sortedValue(row: TaskResult, column: TaskListSortColumn): string | number {
  if (column === 'activity') return row.org_activities?.code ?? '';
  if (column === 'executedAt') return row.executedAt ?? '';
  return row[column];
}

describe('tasks list column sorts (domain TASK_LIST_SORT_FIELDS): the server sorts by every column of the list, for each role that has it', () => {
  const roles = [
    ['giulia', 'ORG'],
    ['paolo', 'SPL'],
  ] as const;

  for (const [account, roleType] of roles) {
    it(`${roleType}: each column sort is served in both directions, the same rows counted and filtered as unsorted`, async () => {
      const caller = await callerFor(gateway, account, roleType);
      const include = [{ association: 'org_activities' }];
      const list = (body: Record<string, unknown>) =>
        caller.call('POST', 'proxy/tasks', { query_sequelize: { include, limit: 100, ...body } });
      const unsorted = page(await list({}));
      expect(unsorted.counter).toBeGreaterThan(1);
      const filtered = page(await list({ where: { status: 1 } }));
      expect(filtered.counter).toBeGreaterThan(1);
      expect(filtered.counter).toBeLessThan(unsorted.counter);
      const ids = (rows: TaskResult[]) => rows.map((row) => row.id).sort((a, b) => a - b);

      for (const column of COLUMNS) {
        for (const desc of [false, true]) {
          const order = listOrder({ column, desc }, TASK_LIST_SORT_FIELDS, []);
          const sorted = page(await list({ order }));
          expect(sorted.counter, `${column} ${String(desc)}`).toBe(unsorted.counter);
          expect(ids(sorted.results)).toEqual(ids(unsorted.results));
          const sortedFiltered = page(await list({ order, where: { status: 1 } }));
          expect(sortedFiltered.counter).toBe(filtered.counter);
          expect(ids(sortedFiltered.results)).toEqual(ids(filtered.results));

          // Rows without a value come last ascending and first descending (Postgres's nulls).
          const values = sorted.results
            .map((row) => sortedValue(row, column))
            .filter((value) => value !== '');
          const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(values, `${column} ${String(desc)}`).toEqual(desc ? expected.reverse() : expected);
        }
      }
    });
  }

  it("a sort by a field hidden from the role is refused like an unknown field (400 'Campo sconosciuto'): the supplier cannot sort by the activity's office note, the office by its supplier note", async () => {
    const refusals = [
      ['paolo', 'SPL', 'noteOrg'],
      ['giulia', 'ORG', 'noteSpl'],
    ] as const;
    for (const [account, roleType, field] of refusals) {
      expect(isActivityNoteVisible(field, roleType)).toBe(false);
      const caller = await callerFor(gateway, account, roleType);
      for (const order of [
        [[`$org_activities.${field}$`, 'ASC']],
        [['org_activities', field, 'DESC']],
      ]) {
        const answer = await caller.call('POST', 'proxy/tasks', {
          query_sequelize: { include: [{ association: 'org_activities' }], order },
        });
        expect(answer, `${roleType} ${JSON.stringify(order)}`).toEqual({
          status: 400,
          body: { error_code: 'INVALID_QUERY', message: `Campo sconosciuto: «${field}».` },
        });
      }
      // The role's own note sorts: the refusal is the field's visibility, not the path.
      const own = field === 'noteOrg' ? 'noteSpl' : 'noteOrg';
      const allowed = await caller.call('POST', 'proxy/tasks', {
        query_sequelize: { order: [[`$org_activities.${own}$`, 'ASC']] },
      });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    }
  });
});
