import { describe, expect, it } from 'vitest';
import { TASK_LIST_DEFAULT_ORDER, TASK_LIST_SORT_FIELDS } from '../activities/taskList.ts';
import { listOrder, listSortOf, listStateSearch, readListState } from './listState.ts';

const options = { sortColumns: ['code', 'executedAt'], pageSizes: [25, 50] } as const;

describe('readListState / listStateSearch — a records list kept in the address (002 §2.8)', () => {
  it('an empty address is the default list: default order, first page of the first size', () => {
    expect(readListState({}, options)).toEqual({
      view: null,
      search: '',
      sort: null,
      pageSize: 25,
      pageIndex: 0,
    });
    expect(listStateSearch(readListState({}, options), options)).toEqual({});
  });

  it('sort=column sorts ascending, sort=-column descending; the address written back is the same', () => {
    const params = { view: 'OPE', q: 'caldaia', sort: '-executedAt', size: '50', page: '2' };
    const state = readListState(params, options);
    expect(state).toEqual({
      view: 'OPE',
      search: 'caldaia',
      sort: { column: 'executedAt', desc: true },
      pageSize: 50,
      pageIndex: 1,
    });
    expect(listStateSearch(state, options)).toEqual(params);
    expect(readListState({ sort: 'code' }, options).sort).toEqual({ column: 'code', desc: false });
  });

  it('a sort by a column the viewer may not sort by (hidden from the role, or not sortable) reads as the default order', () => {
    expect(readListState({ sort: 'supplier' }, options).sort).toBeNull();
    expect(readListState({ sort: '-' }, options).sort).toBeNull();
    expect(listSortOf('supplier', false, options.sortColumns)).toBeNull();
    expect(listSortOf('code', true, options.sortColumns)).toEqual({ column: 'code', desc: true });
  });

  it('addresses of an earlier sort menu still read', () => {
    expect(
      readListState({ sort: 'newest' }, { ...options, earlierSorts: { newest: '-executedAt' } })
        .sort,
    ).toEqual({ column: 'executedAt', desc: true });
  });
});

describe('listOrder — the order a sorted list asks the server for', () => {
  it("001 §3 Task: the tasks list sorts by the column's request field (the activity by its code), or the newest first", () => {
    expect(listOrder({ column: 'executedAt', desc: false }, TASK_LIST_SORT_FIELDS, [])).toEqual([
      ['executedAt', 'ASC'],
    ]);
    expect(listOrder({ column: 'activity', desc: true }, TASK_LIST_SORT_FIELDS, [])).toEqual([
      ['$org_activities.code$', 'DESC'],
    ]);
    expect(listOrder(null, TASK_LIST_SORT_FIELDS, TASK_LIST_DEFAULT_ORDER)).toEqual([
      ['createdAt', 'DESC'],
    ]);
  });
});
