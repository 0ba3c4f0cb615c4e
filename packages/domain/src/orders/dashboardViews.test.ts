import { describe, expect, it } from 'vitest';
import {
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
} from './dashboardViews.ts';
import { resolveCriteria } from './criteria.ts';
import type { Criteria, CriteriaCondition, CriteriaScalar } from './criteria.ts';
import { orderWatchStates } from './watchStates.ts';
import type { OrderWatchState } from './watchStates.ts';
import type { OrderWatchRecord } from './types.ts';

/** Saturday 15 March 2025, 10:00 local time. */
const NOW = new Date(2025, 2, 15, 10, 0);
const CONTEXT = { activeUserId: 1, now: NOW };

/** A minimal matcher of the criteria vocabulary, enough to check views against sample records. */
function matches(record: Record<string, unknown>, criteria: Criteria): boolean {
  return Object.entries(criteria).every(([field, condition]) =>
    matchesCondition(record[field], condition as CriteriaCondition),
  );
}

function matchesCondition(value: unknown, condition: CriteriaCondition): boolean {
  if (condition === null || typeof condition !== 'object') return (value ?? null) === condition;
  return Object.entries(condition).every(([operator, operand]) => {
    const scalar = operand as CriteriaScalar;
    switch (operator) {
      case '$ne':
        return (value ?? null) !== scalar;
      case '$lt':
        return value != null && scalar != null && String(value) < String(scalar);
      default:
        throw new Error(`operator ${operator} not needed by these tests`);
    }
  });
}

function record(
  overrides: Partial<OrderWatchRecord & { category: 1 | 2 }>,
): Record<string, unknown> {
  return {
    category: 1,
    status: 2,
    isAccepted: true,
    askedPrice: null,
    validTo: new Date(2025, 2, 22).toISOString(),
    ...overrides,
  };
}

describe('dashboard views', () => {
  it('000 §4: "Repeat orders: OPE Aperti, 2REN Da rinnovare, ACTEXP Con attività scadute"', () => {
    expect(CONTRACT_DASHBOARD_VIEWS.map(({ id, label }) => [id, label])).toEqual([
      ['OPE', 'Aperti'],
      ['2REN', 'Da rinnovare'],
      ['ACTEXP', 'Con attività scadute'],
    ]);
  });

  it('000 §4: "Service orders: open, open not confirmed, open expired, with opportunity" and the watch states "closed, in validation" (ids and labels ours)', () => {
    expect(ORDER_DASHBOARD_VIEWS.map(({ id, label }) => [id, label])).toEqual([
      ['OPE', 'Aperti'],
      ['2CONF', 'Aperti non confermati'],
      ['EXP', 'Aperti scaduti'],
      ['OPP', 'Con opportunità'],
      ['CLO', 'Chiusi'],
      ['2VAL', 'In validazione'],
    ]);
  });

  it('000 §4: "Quotes: REQ Richiesti non presentati, WAIT Da valutare"', () => {
    expect(QUOTE_DASHBOARD_VIEWS.map(({ id, label }) => [id, label])).toEqual([
      ['REQ', 'Richiesti non presentati'],
      ['WAIT', 'Da valutare'],
    ]);
  });

  it('000 §4: "Tokens: 2VER Da verificare"', () => {
    expect(TOKEN_DASHBOARD_VIEWS.map(({ id, label }) => [id, label])).toEqual([
      ['2VER', 'Da verificare'],
    ]);
    expect(TOKEN_DASHBOARD_VIEWS[0].criteria).toEqual({ isInvoiced: false });
  });

  it('000 §3: "category 1 = service order ODS, 2 = contract/repeat order ODP; status 2 open, 3 closed" — every order view is scoped to its category, the four of 000 §4 to open orders', () => {
    expect(ORDER_DASHBOARD_VIEWS.map(({ id, criteria }) => [id, criteria.status])).toEqual([
      ['OPE', 2],
      ['2CONF', 2],
      ['EXP', 2],
      ['OPP', 2],
      ['CLO', 3],
      ['2VAL', 3],
    ]);
    for (const view of ORDER_DASHBOARD_VIEWS) {
      expect(view.criteria).toMatchObject({ category: 1 });
    }
    for (const view of CONTRACT_DASHBOARD_VIEWS) {
      expect(view.criteria).toMatchObject({ category: 2, status: 2 });
    }
  });

  it('000 §4: "Contracts: … with expired activities (activities to do or working with validTo before yesterday)" — ACTEXP filters the included activities', () => {
    // Arrange
    const view = CONTRACT_DASHBOARD_VIEWS[2];

    // Act
    const resolved = resolveCriteria(view.criteria, CONTEXT);

    // Assert
    expect(resolved).toEqual({
      category: 2,
      status: 2,
      '$org_activities.status$': { $in: ['TODO', 'WORKING'] },
      '$org_activities.validTo$': { $lt: new Date(2025, 2, 14, 23, 59, 59, 999).toISOString() },
    });
  });

  it('002 §5.7 / §3.10 "quotes.got and quotes.requests": the quote views read the quote counts', () => {
    expect(QUOTE_DASHBOARD_VIEWS[0].criteria).toEqual({
      '$quotes.requests$': { $gt: 0 },
      '$quotes.got$': 0,
    });
    expect(QUOTE_DASHBOARD_VIEWS[1].criteria).toEqual({ '$quotes.got$': { $gt: 0 } });
  });

  const SAMPLES: Record<string, unknown>[] = [
    record({}),
    record({ isAccepted: false }),
    record({ validTo: new Date(2025, 2, 14, 12).toISOString() }),
    record({ validTo: new Date(2025, 2, 15, 0, 0).toISOString() }),
    record({ isAccepted: false, validTo: new Date(2025, 1, 1).toISOString() }),
    record({ askedPrice: 80 }),
    record({ status: 3 }),
    record({ status: 3, askedPrice: 10, isAccepted: false }),
  ];

  it.each([
    ['OPE', 'open'],
    ['2CONF', 'open-not-confirmed'],
    ['EXP', 'expired'],
    ['CLO', 'closed'],
    ['2VAL', 'in-validation'],
  ] as const)(
    '000 §4: the service order view %s counts exactly the orders in the watch state "%s"',
    (viewId, state: OrderWatchState) => {
      // Arrange
      const view = ORDER_DASHBOARD_VIEWS.find(({ id }) => id === viewId);
      const criteria = resolveCriteria(view?.criteria ?? {}, CONTEXT);

      for (const sample of SAMPLES) {
        // Act
        const inView = matches(sample, criteria);
        const inState = orderWatchStates(sample as unknown as OrderWatchRecord, NOW).includes(
          state,
        );

        // Assert
        expect(inView).toBe(inState);
      }
    },
  );

  it('000 §4 "with opportunity" (criteria ours): open service orders with an asked price', () => {
    const criteria = resolveCriteria(ORDER_DASHBOARD_VIEWS[3].criteria, CONTEXT);

    expect(SAMPLES.filter((sample) => matches(sample, criteria))).toEqual([
      record({ askedPrice: 80 }),
    ]);
  });

  it('000 §4 "2REN Da rinnovare" (criteria ours): open contracts past their end date', () => {
    // Arrange
    const criteria = resolveCriteria(CONTRACT_DASHBOARD_VIEWS[1].criteria, CONTEXT);
    const expired = record({ category: 2, validTo: new Date(2025, 2, 1).toISOString() });
    const current = record({ category: 2 });
    const closed = record({ category: 2, status: 3, validTo: new Date(2025, 2, 1).toISOString() });

    // Act / Assert
    expect([expired, current, closed].map((sample) => matches(sample, criteria))).toEqual([
      true,
      false,
      false,
    ]);
  });
});
