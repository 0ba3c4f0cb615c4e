import { describe, expect, it } from 'vitest';
import { orderChip, orderChips, seesOrderProgressChips } from './orderChips.ts';
import type { OrderChipKey, OrderChipSource } from './orderChips.ts';
import type { OrderStatus } from './types.ts';

/** Saturday 15 March 2025, 10:00 local time. */
const NOW = new Date(2025, 2, 15, 10, 0);
const YESTERDAY_NOON = new Date(2025, 2, 14, 12, 0);
const NEXT_WEEK = new Date(2025, 2, 22, 12, 0);

function openOrder(overrides: Partial<OrderChipSource> = {}): OrderChipSource {
  return { status: 'OPEN', validTo: NEXT_WEEK, ...overrides };
}

function keys(order: OrderChipSource, role = 'org_1'): OrderChipKey[] {
  return orderChips(order, { role, now: NOW }).map((chip) => chip.key);
}

describe('orderChips — labels', () => {
  it.each([
    ['accepted', 'Accettato'],
    ['read', 'Letto'],
    ['unread', 'Non letto'],
    ['expired', 'Scaduto'],
    ['pending', 'Attività in corso'],
    ['suspended', 'Esecuzione attività sospesa'],
    ['partial', 'Attività rifiutate'],
    ['rejected', 'Rifiutato'],
    ['validation', 'In validazione'],
    ['forcedClose', 'Chiusura forzata'],
    ['planned', 'Pianificato'],
    ['draft', 'Bozza'],
    ['expiredActivities', 'Attività scadute'],
  ] as const)("002 §4.1: the '%s' chip reads '%s'", (key, label) => {
    expect(orderChip(key).label).toBe(label);
  });

  it.each([
    ['planned', 'success'],
    ['accepted', 'success'],
    ['read', 'info'],
    ['unread', 'warning'],
    ['expired', 'error'],
    ['pending', 'info'],
    ['suspended', 'warning'],
    ['partial', 'warning'],
    ['rejected', 'error'],
    ['validation', 'info'],
    ['forcedClose', 'warning'],
    ['draft', 'default'],
    ['expiredActivities', 'error'],
  ] as const)("002 §4.1 (tones are ours): the '%s' chip has the %s tone", (key, tone) => {
    expect(orderChip(key).tone).toBe(tone);
  });
});

describe('orderChips — the usr_3 progress chip', () => {
  it.each([
    // isPlanned, isAccepted, isRead → chip
    [true, true, true, 'planned'],
    [true, true, false, 'planned'],
    [true, false, true, 'planned'],
    [true, false, false, 'planned'],
    [false, true, true, 'accepted'],
    [false, true, false, 'accepted'],
    [false, false, true, 'read'],
    [false, false, false, 'unread'],
  ] as const)(
    "002 §4.1: \"for the USR_3 role, 'planned' (with expected end date) takes precedence over 'Accettato', 'Letto' and 'Non letto'\" — planned %s, accepted %s, read %s → %s",
    (isPlanned, isAccepted, isRead, expected) => {
      // Arrange
      const order = openOrder({ isPlanned, isAccepted, isRead });

      // Act
      const chips = keys(order, 'usr_3');

      // Assert
      expect(chips).toEqual([expected]);
    },
  );

  it.each([
    ['usr_3', true],
    ['USR_3', true],
    ['usr_1', false],
    ['usr_2', false],
    ['org_1', false],
    ['org_3', false],
    ['spl_1', false],
    ['spl_3', false],
    ['sys_3', false],
    ['usr', false],
  ])(
    '002 §6: "usr_3 sees the read, accepted and planned chips" — %s sees them: %s',
    (role, sees) => {
      // Arrange
      const order = openOrder({ isPlanned: true, isAccepted: true, isRead: true });

      // Act
      const chips = keys(order, role);

      // Assert
      expect(seesOrderProgressChips(role)).toBe(sees);
      expect(chips).toEqual(sees ? ['planned'] : []);
    },
  );

  it('002 §4.1: "\'planned\' (with expected end date)" — the chip carries the expected end date', () => {
    // Arrange
    const order = openOrder({ isPlanned: true, estimatedJobEndDate: '2025-03-20T09:00:00' });

    // Act
    const [chip] = orderChips(order, { role: 'usr_3', now: NOW });

    // Assert
    expect(chip).toEqual({
      key: 'planned',
      label: 'Pianificato, fine prevista 20/03/2025',
      tone: 'success',
      date: new Date(2025, 2, 20, 9, 0),
    });
  });

  it.each([null, undefined, '', 'not a date'])(
    "002 §4.1: \"'planned' (with expected end date)\" — without a readable date (%j) the chip reads 'Pianificato'",
    (estimatedJobEndDate) => {
      const order = openOrder({ isPlanned: true, estimatedJobEndDate });

      const [chip] = orderChips(order, { role: 'usr_3', now: NOW });

      expect(chip).toEqual({ key: 'planned', label: 'Pianificato', tone: 'success' });
    },
  );
});

describe('orderChips — expiry', () => {
  it.each([
    [new Date(2025, 2, 13, 12, 0), true],
    [YESTERDAY_NOON, true],
    [new Date(2025, 2, 14, 23, 59, 59, 998), true],
    [new Date(2025, 2, 14, 23, 59, 59, 999), false],
    [new Date(2025, 2, 15, 0, 0), false],
    [new Date(2025, 2, 15, 9, 0), false],
    [NEXT_WEEK, false],
    ['2025-03-14T08:00:00', true],
    ['2025-03-15T08:00:00', false],
    [null, false],
    [undefined, false],
  ])(
    '002 §4.1: "Scaduto if validTo is before the end of yesterday" — validTo %j → %s',
    (validTo, expired) => {
      expect(keys(openOrder({ validTo }))).toEqual(expired ? ['expired'] : []);
    },
  );
});

describe('orderChips — open orders', () => {
  it.each([
    [{ isPending: true }, ['pending']],
    [{ isSuspended: true }, ['suspended']],
    [{ isPartial: true }, ['partial']],
    [{ isRejected: true }, ['rejected']],
    [{ isForcedClose: true }, []],
    [{ askedPrice: 100 }, []],
  ] as const)(
    '002 §4.1: "While open: … Attività in corso (pending); Esecuzione attività sospesa; Attività rifiutate (partial); Rifiutato" — %j → %j',
    (flags, expected) => {
      expect(keys(openOrder(flags))).toEqual(expected);
    },
  );

  it('002 §4.1: the open chips follow the order of the spec', () => {
    // Arrange
    const order = openOrder({
      isPlanned: true,
      validTo: YESTERDAY_NOON,
      isPending: true,
      isSuspended: true,
      isPartial: true,
      isRejected: true,
      isForcedClose: true,
      askedPrice: 10,
    });

    // Act
    const chips = keys(order, 'usr_3');

    // Assert
    expect(chips).toEqual(['planned', 'expired', 'pending', 'suspended', 'partial', 'rejected']);
  });
});

describe('orderChips — closed and in validation', () => {
  it.each([
    [null, []],
    [undefined, []],
    [0, ['validation']],
    [120.5, ['validation']],
    ['120,50', ['validation']],
  ] as const)(
    '002 §4.1: "While closed: In validazione if askedPrice is not null" — askedPrice %j → %j',
    (askedPrice, expected) => {
      expect(keys({ status: 'CLOSE', askedPrice })).toEqual(expected);
    },
  );

  it('002 §4.1: "While closed: In validazione …, plus partial, rejected and Chiusura forzata chips"', () => {
    // Arrange
    const order: OrderChipSource = {
      status: 'CLOSE',
      askedPrice: 50,
      isPartial: true,
      isRejected: true,
      isForcedClose: true,
    };

    // Act / Assert
    expect(keys(order)).toEqual(['validation', 'partial', 'rejected', 'forcedClose']);
  });

  it('002 §4.1: "While in validation: partial, rejected and forced-close chips"', () => {
    const order: OrderChipSource = {
      status: 'VALIDATION',
      askedPrice: 50,
      isPartial: true,
      isRejected: true,
      isForcedClose: true,
    };

    expect(keys(order)).toEqual(['partial', 'rejected', 'forcedClose']);
  });

  it('002 §4.1: the progress, expiry, pending and suspended chips belong to open orders only', () => {
    // Arrange
    const flags = {
      isPlanned: true,
      isAccepted: true,
      isRead: true,
      validTo: YESTERDAY_NOON,
      isPending: true,
      isSuspended: true,
    };

    // Act / Assert
    expect(keys({ status: 'CLOSE', ...flags }, 'usr_3')).toEqual([]);
    expect(keys({ status: 'VALIDATION', ...flags }, 'usr_3')).toEqual([]);
  });
});

describe('orderChips — drafts', () => {
  it('002 §4.1 is silent on drafts; 001 §4.1 "expired when … it is not a draft" — a draft shows \'Bozza\' alone', () => {
    // Arrange
    const draft: OrderChipSource = {
      status: 'DRAFT',
      validTo: YESTERDAY_NOON,
      isPending: true,
      isRejected: true,
      isPlanned: true,
    };

    // Act
    const chips = orderChips(draft, { role: 'usr_3', now: NOW });

    // Assert
    expect(chips).toEqual([{ key: 'draft', label: 'Bozza', tone: 'default' }]);
  });
});

describe('orderChips — each flag alone and all flags, per status', () => {
  /** An order of a status with one of the flags 002 §4.1 reads turned on. */
  function withFlag(status: OrderStatus, flag: string): OrderChipSource {
    return {
      status,
      validTo: flag === 'expired' ? YESTERDAY_NOON : NEXT_WEEK,
      isPending: flag === 'pending',
      isSuspended: flag === 'suspended',
      isPartial: flag === 'partial',
      isRejected: flag === 'rejected',
      isForcedClose: flag === 'forcedClose',
      askedPrice: flag === 'askedPrice' ? 10 : null,
    };
  }

  function chipsPerFlag(status: OrderStatus): Record<string, OrderChipKey[]> {
    const flags = [
      'none',
      'expired',
      'pending',
      'suspended',
      'partial',
      'rejected',
      'forcedClose',
      'askedPrice',
    ];
    return Object.fromEntries(flags.map((flag) => [flag, keys(withFlag(status, flag), 'org_2')]));
  }

  it('002 §4.1 "While open: Scaduto, Attività in corso, Esecuzione attività sospesa, Attività rifiutate, Rifiutato": forced close and asked price show nothing on an open order', () => {
    expect(chipsPerFlag('OPEN')).toEqual({
      none: [],
      expired: ['expired'],
      pending: ['pending'],
      suspended: ['suspended'],
      partial: ['partial'],
      rejected: ['rejected'],
      forcedClose: [],
      askedPrice: [],
    });
  });

  it('002 §4.1 "While closed: In validazione if askedPrice is not null, plus partial, rejected and Chiusura forzata": expiry, pending and suspension show nothing', () => {
    expect(chipsPerFlag('CLOSE')).toEqual({
      none: [],
      expired: [],
      pending: [],
      suspended: [],
      partial: ['partial'],
      rejected: ['rejected'],
      forcedClose: ['forcedClose'],
      askedPrice: ['validation'],
    });
  });

  it('002 §4.1 "While in validation: partial, rejected and forced-close chips": nothing else, not even In validazione', () => {
    expect(chipsPerFlag('VALIDATION')).toEqual({
      none: [],
      expired: [],
      pending: [],
      suspended: [],
      partial: ['partial'],
      rejected: ['rejected'],
      forcedClose: ['forcedClose'],
      askedPrice: [],
    });
  });

  it('001 §4.1 "expired when … it is not a draft": a draft shows \'Bozza\' whatever its flags', () => {
    expect(chipsPerFlag('DRAFT')).toEqual({
      none: ['draft'],
      expired: ['draft'],
      pending: ['draft'],
      suspended: ['draft'],
      partial: ['draft'],
      rejected: ['draft'],
      forcedClose: ['draft'],
      askedPrice: ['draft'],
    });
  });
});

describe('orderChips — values from the wire the spec does not list', () => {
  it('002 §4.1: an order in a status the spec does not list shows no chip', () => {
    expect(keys({ status: 'ARCHIVED' as never, isRejected: true }, 'usr_3')).toEqual([]);
  });
});
