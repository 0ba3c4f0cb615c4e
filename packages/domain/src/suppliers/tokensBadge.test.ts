import { describe, expect, it } from 'vitest';
import { uninvoicedTokensBadge, uninvoicedTokensQuery } from './tokensBadge.ts';

describe('uninvoicedTokensQuery', () => {
  it('002 §7.6: "Tokens many-call (SPL), where isInvoiced equals false, no rows, to get the not-invoiced badge count"', () => {
    // Act
    const query = uninvoicedTokensQuery();

    // Assert
    expect(query).toEqual({
      count: true,
      rows: false,
      query_sequelize: { where: { isInvoiced: false } },
    });
  });
});

describe('uninvoicedTokensBadge', () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, undefined],
    [null, undefined],
    [undefined, undefined],
  ])(
    '002 §2.10: "tokens with a red badge counting tokens not yet invoiced": %s → %s',
    (count, expected) => {
      // Act
      const badge = uninvoicedTokensBadge(count);

      // Assert
      expect(badge).toBe(expected);
    },
  );
});
