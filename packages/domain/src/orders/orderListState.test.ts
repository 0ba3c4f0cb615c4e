import { describe, expect, it } from 'vitest';
import {
  activeOrderListFilters,
  ORDER_LIST_WATCH_VIEWS,
  orderListCriteria,
  orderListOrder,
  orderListSearch,
  orderListSortColumns,
  readOrderListState,
} from './orderListState.ts';

describe('readOrderListState / orderListSearch — an orders list kept in the address (002 §2.8)', () => {
  it('an empty address is the default list: newest first, 25 a page, first page, no filter', () => {
    expect(readOrderListState({})).toEqual({
      view: null,
      search: '',
      sort: null,
      pageSize: 25,
      pageIndex: 0,
      filters: {},
    });
  });

  it('000 §2: the view of ?view= is kept beside the search, the sort, the page and the filters', () => {
    const params = {
      view: 'EXP',
      q: 'autoclave',
      sort: '-validTo',
      size: '50',
      page: '3',
      priority: '2',
      from: '2026-05-01',
      to: '2026-05-31',
    };
    const state = readOrderListState(params);
    expect(state).toEqual({
      view: 'EXP',
      search: 'autoclave',
      sort: { column: 'validTo', desc: true },
      pageSize: 50,
      pageIndex: 2,
      filters: { priority: 2, validToFrom: '2026-05-01', validToTo: '2026-05-31' },
    });
    expect(orderListSearch(state)).toEqual(params);
  });

  it('an unreadable value is the default, never an error', () => {
    expect(
      readOrderListState({ sort: 'x', size: '7', page: '-1', priority: '9', from: 'ieri' }),
    ).toMatchObject({ sort: null, pageSize: 25, pageIndex: 0, filters: {} });
    expect(readOrderListState({ sort: '-' }).sort).toBeNull();
    expect(readOrderListState({ sort: 'status' }).sort).toBeNull();
  });

  it('a column sort is the column, descending with a leading minus; addresses of the earlier sort menu still read', () => {
    expect(readOrderListState({ sort: 'code' }).sort).toEqual({ column: 'code', desc: false });
    expect(readOrderListState({ sort: '-building' }).sort).toEqual({
      column: 'building',
      desc: true,
    });
    expect(readOrderListState({ sort: 'validToAsc' }).sort).toEqual({
      column: 'validTo',
      desc: false,
    });
    expect(readOrderListState({ sort: 'validToDesc' }).sort).toEqual({
      column: 'validTo',
      desc: true,
    });
    expect(
      orderListSearch({ ...readOrderListState({}), sort: { column: 'object', desc: false } }),
    ).toEqual({ sort: 'object' });
  });

  it('002 §2.2: a supplier, who does not see the supplier column, cannot sort by it (the address is read as the default)', () => {
    expect(orderListSortColumns('SPL')).toEqual(['code', 'object', 'building', 'validTo']);
    expect(orderListSortColumns('ORG')).toEqual([
      'code',
      'object',
      'building',
      'supplier',
      'validTo',
    ]);
    expect(orderListSortColumns('USR')).toContain('supplier');
    expect(readOrderListState({ sort: 'supplier' }, 'SPL').sort).toBeNull();
    expect(readOrderListState({ sort: 'supplier' }, 'ORG').sort).toEqual({
      column: 'supplier',
      desc: false,
    });
  });

  it('the default state writes an empty address', () => {
    expect(orderListSearch(readOrderListState({}))).toEqual({});
  });
});

describe('orderListCriteria / orderListOrder — what the list sends', () => {
  it('the priority and the end date range become criteria of the vocabulary', () => {
    expect(
      orderListCriteria({ priority: 2, validToFrom: '2026-05-01', validToTo: '2026-05-31' }),
    ).toEqual({ priority: 2, validTo: { $gte: '2026-05-01', $lte: '2026-05-31' } });
    expect(orderListCriteria({})).toEqual({});
    expect(activeOrderListFilters({ priority: 1, validToTo: '2026-05-31' })).toBe(2);
  });

  it('each column sort is an order of the request, the building and the supplier by name; no sort is the newest first', () => {
    expect(orderListOrder({ column: 'validTo', desc: false })).toEqual([['validTo', 'ASC']]);
    expect(orderListOrder({ column: 'code', desc: true })).toEqual([['code', 'DESC']]);
    expect(orderListOrder({ column: 'building', desc: false })).toEqual([
      ['$org_buildings.name$', 'ASC'],
    ]);
    expect(orderListOrder({ column: 'supplier', desc: true })).toEqual([
      ['$org_suppliers.name1$', 'DESC'],
    ]);
    expect(orderListOrder(null)).toEqual([['createdAt', 'DESC']]);
  });
});

describe('ORDER_LIST_WATCH_VIEWS — the dashboard watch views as list chips (000 §4)', () => {
  it('service orders: open, not confirmed, expired, with opportunity; contracts: open, to renew, with expired activities', () => {
    expect(ORDER_LIST_WATCH_VIEWS.service).toEqual(['OPE', '2CONF', 'EXP', 'OPP']);
    expect(ORDER_LIST_WATCH_VIEWS.contracts).toEqual(['OPE', '2REN', 'ACTEXP']);
  });
});
