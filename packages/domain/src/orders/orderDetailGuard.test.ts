import { describe, expect, it } from 'vitest';
import { orderDetailGuardOutcome, ordersListPath } from './orderDetailGuard.ts';

const ROLE_TYPES = ['ORG', 'SPL', 'USR'] as const;
const ORDER_TYPES = ['service', 'contracts'] as const;
const EVERY_ROUTE = ROLE_TYPES.flatMap((roleType) =>
  ORDER_TYPES.map((orderType) => [roleType, orderType] as const),
);

/** The orders list of each role and type, in the order of EVERY_ROUTE (001 §2.2–2.4). */
const LIST_PATHS = [
  '/ORG/OPR/orders/service',
  '/ORG/OPR/orders/contracts',
  '/SPL/OPR/orders/service',
  '/SPL/OPR/orders/contracts',
  '/USR/OPR/orders/service',
  '/USR/OPR/orders/contracts',
];

describe('orderDetailGuardOutcome', () => {
  it.each([
    ['SPL', false, true],
    ['SPL', true, false],
    ['SPL', undefined, true],
    ['ORG', false, false],
    ['ORG', true, false],
    ['USR', false, false],
    ['USR', true, false],
  ] as const)(
    '001 §2.6: "For a supplier the order is also marked as read (confirmation read)" — %s, isRead %s → markAsRead %s',
    (roleType, isRead, markAsRead) => {
      // Arrange
      const input = {
        roleType,
        orderType: 'service',
        result: { kind: 'found', order: { isRead } },
      } as const;

      // Act
      const outcome = orderDetailGuardOutcome(input);

      // Assert
      expect(outcome).toEqual({ kind: 'show', markAsRead });
    },
  );

  it('001 §2.6: "The order must exist; otherwise the message \'Ordine non trovato, oppure eliminato\' is shown", then "the user goes back to the orders list of that role and type"', () => {
    const outcomes = EVERY_ROUTE.map(([roleType, orderType]) =>
      orderDetailGuardOutcome({ roleType, orderType, result: { kind: 'not-found' } }),
    );

    expect(outcomes.map((outcome) => outcome.kind === 'back' && outcome.to)).toEqual(LIST_PATHS);
    expect(new Set(outcomes.map((outcome) => outcome.kind === 'back' && outcome.message))).toEqual(
      new Set(['Ordine non trovato, oppure eliminato']),
    );
    expect(outcomes[0]).toEqual({
      kind: 'back',
      to: '/ORG/OPR/orders/service',
      messageKey: 'orders.guard.notFound',
      message: 'Ordine non trovato, oppure eliminato',
    });
  });

  it('001 §8: "Other order-guard errors: \'C\'é stato un errore, riprova piú tardi\'" and 001 §2.6 "On any failure the user goes back to the orders list of that role and type"', () => {
    const outcomes = EVERY_ROUTE.map(([roleType, orderType]) =>
      orderDetailGuardOutcome({ roleType, orderType, result: { kind: 'error' } }),
    );

    expect(outcomes.map((outcome) => outcome.kind === 'back' && outcome.to)).toEqual(LIST_PATHS);
    expect(new Set(outcomes.map((outcome) => outcome.kind === 'back' && outcome.message))).toEqual(
      new Set(["C'é stato un errore, riprova piú tardi"]),
    );
    expect(outcomes[5]).toEqual({
      kind: 'back',
      to: '/USR/OPR/orders/contracts',
      messageKey: 'common.genericError',
      message: "C'é stato un errore, riprova piú tardi",
    });
  });

  it('001 §2.2: "/ORG/OPR/orders/{orderType}" — the list path of each role', () => {
    expect(ordersListPath('ORG', 'service')).toBe('/ORG/OPR/orders/service');
    expect(ordersListPath('SPL', 'contracts')).toBe('/SPL/OPR/orders/contracts');
    expect(ordersListPath('USR', 'contracts')).toBe('/USR/OPR/orders/contracts');
  });
});

describe('orderDetailGuardOutcome — unexpected results', () => {
  it('001 §2.6: "On any failure the user goes back to the orders list of that role and type" — an unknown result is a failure', () => {
    const outcome = orderDetailGuardOutcome({
      roleType: 'USR',
      orderType: 'service',
      result: { kind: 'timeout' } as never,
    });

    expect(outcome).toEqual({
      kind: 'back',
      to: '/USR/OPR/orders/service',
      messageKey: 'common.genericError',
      message: "C'é stato un errore, riprova piú tardi",
    });
  });
});
