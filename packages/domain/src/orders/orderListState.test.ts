import { describe, expect, it } from 'vitest';
import {
  activeOrderListFilters,
  ORDER_LIST_WATCH_VIEWS,
  orderListCriteria,
  orderListOrder,
  orderListSearch,
  readOrderListState,
} from './orderListState.ts';

describe('readOrderListState / orderListSearch — an orders list kept in the address (002 §2.8)', () => {
  it('an empty address is the default list: newest first, 25 a page, first page, no filter', () => {
    expect(readOrderListState({})).toEqual({
      view: null,
      search: '',
      sort: 'newest',
      pageSize: 25,
      pageIndex: 0,
      filters: {},
    });
  });

  it('000 §2: the view of ?view= is kept beside the search, the sort, the page and the filters', () => {
    const params = {
      view: 'EXP',
      q: 'autoclave',
      sort: 'validToAsc',
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
      sort: 'validToAsc',
      pageSize: 50,
      pageIndex: 2,
      filters: { priority: 2, validToFrom: '2026-05-01', validToTo: '2026-05-31' },
    });
    expect(orderListSearch(state)).toEqual(params);
  });

  it('an unreadable value is the default, never an error', () => {
    expect(
      readOrderListState({ sort: 'x', size: '7', page: '-1', priority: '9', from: 'ieri' }),
    ).toMatchObject({ sort: 'newest', pageSize: 25, pageIndex: 0, filters: {} });
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

  it('each sort is an order of the request', () => {
    expect(orderListOrder('validToAsc')).toEqual([['validTo', 'ASC']]);
    expect(orderListOrder('newest')).toEqual([['createdAt', 'DESC']]);
  });
});

describe('ORDER_LIST_WATCH_VIEWS — the dashboard watch views as list chips (000 §4)', () => {
  it('service orders: open, not confirmed, expired, with opportunity; contracts: open, to renew, with expired activities', () => {
    expect(ORDER_LIST_WATCH_VIEWS.service).toEqual(['OPE', '2CONF', 'EXP', 'OPP']);
    expect(ORDER_LIST_WATCH_VIEWS.contracts).toEqual(['OPE', '2REN', 'ACTEXP']);
  });
});
