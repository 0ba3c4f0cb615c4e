import { describe, expect, it } from 'vitest';
import {
  ORDER_CATEGORY_CODES,
  ORDER_STATUS_CODES,
  normalizeOrderStatus,
  orderCategoryFromCode,
  orderCategoryOfType,
  orderStatusFromCode,
  orderTypeOfCategory,
  parseOrderStatus,
} from './codes.ts';
import { ORDER_CATEGORIES, ORDER_STATUSES } from './types.ts';

describe('order codes', () => {
  it('001 §3: "Numeric codes for the dashboard: category 1 = ods, 2 = contract/odp"', () => {
    expect(ORDER_CATEGORY_CODES).toEqual({ ODS: 1, ODP: 2 });
  });

  it('001 §3: every category round-trips through its code', () => {
    for (const category of ORDER_CATEGORIES) {
      expect(orderCategoryFromCode(ORDER_CATEGORY_CODES[category])).toBe(category);
    }
  });

  it('001 §4.1: "draft ranks below open" — the statuses are listed by rank', () => {
    expect(ORDER_STATUSES).toEqual(['DRAFT', 'OPEN', 'CLOSE', 'VALIDATION']);
  });

  it.each([
    [1, 'ODS'],
    [2, 'ODP'],
    [0, undefined],
    [3, undefined],
  ] as const)(
    '000 §3: "category 1 = service order ODS, 2 = contract/repeat order ODP" — %s → %s',
    (code, category) => {
      expect(orderCategoryFromCode(code)).toBe(category);
    },
  );

  it('000 §3: "status 2 open, 3 closed"', () => {
    expect(ORDER_STATUS_CODES).toEqual({ OPEN: 2, CLOSE: 3 });
  });

  it.each([
    [2, 'OPEN'],
    [3, 'CLOSE'],
    [1, undefined],
    [4, undefined],
  ] as const)('001 §3: "status 2 open, 3 closed" — code %s is %s', (code, status) => {
    expect(orderStatusFromCode(code)).toBe(status);
  });

  it.each([
    ['DRAFT', 'DRAFT'],
    ['open', 'OPEN'],
    ['close', 'CLOSE'],
    [' validation ', 'VALIDATION'],
    ['Validation', 'VALIDATION'],
    ['closed', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)(
    '001 §3: "DRAFT, OPEN, and in other views close and validation" — %j reads as %s',
    (value, status) => {
      expect(parseOrderStatus(value)).toBe(status);
    },
  );

  it.each([
    ['ODS', 'service'],
    ['ODP', 'contracts'],
    [1, 'service'],
    [2, 'contracts'],
  ] as const)(
    '001 §4.8: "order (service when a single order, contracts when repeated)" — %s → %s',
    (category, orderType) => {
      expect(orderTypeOfCategory(category)).toBe(orderType);
    },
  );

  it.each([
    ['service', 'ODS'],
    ['contracts', 'ODP'],
  ] as const)(
    '001 §2.2: "orderType is service or contracts" — %s is category %s',
    (orderType, category) => {
      expect(orderCategoryOfType(orderType)).toBe(category);
    },
  );

  it.each([
    [2, 'OPEN'],
    [3, 'CLOSE'],
    [9, undefined],
    ['DRAFT', 'DRAFT'],
    ['VALIDATION', 'VALIDATION'],
  ] as const)(
    '000 §3: watch records carry "status 2 open, 3 closed" — %s normalises to %s',
    (status, name) => {
      expect(normalizeOrderStatus(status as never)).toBe(name);
    },
  );
});
