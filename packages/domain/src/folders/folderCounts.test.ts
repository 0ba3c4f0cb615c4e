import { describe, expect, it } from 'vitest';
import { folderCountQueries, folderCounts } from './folderCounts.ts';

describe('folderCountQueries', () => {
  it('000 §7: "query sysSplId = company id; filters: status empty + isRequired + uploadableBySpl; status expired; isExpiring"', () => {
    // Act
    const queries = folderCountQueries('spl-42');

    // Assert
    expect(queries).toEqual({
      empty: {
        query: { sysSplId: 'spl-42' },
        filters: { status: 'empty', isRequired: true, uploadableBySpl: true },
      },
      expired: { query: { sysSplId: 'spl-42' }, filters: { status: 'expired' } },
      expiring: { query: { sysSplId: 'spl-42' }, filters: { isExpiring: true } },
    });
  });
});

describe('folderCounts', () => {
  it('000 §7: "count is the length of data.data"', () => {
    // Arrange
    const results = {
      empty: { data: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      expired: { data: [] },
      expiring: { data: [{ id: 9 }] },
    };

    // Act
    const counts = folderCounts(results);

    // Assert
    expect(counts).toEqual({ empty: 3, expired: 0, expiring: 1 });
  });

  it('000 §8: "List loading failure: counters set to 0 (or null shown as \'-\')" — a failed call counts null', () => {
    // Arrange
    const results = { empty: null, expired: undefined, expiring: { data: null } };

    // Act
    const counts = folderCounts(results);

    // Assert
    expect(counts).toEqual({ empty: null, expired: null, expiring: null });
  });
});
